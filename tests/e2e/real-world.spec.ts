// Everyday situations the lab does not create by itself: odd but ordinary URLs, storage that throws,
// the end of a long page, fixed buttons over content, inline values with their copy buttons.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Uncaught errors and console errors of a page, collected from now on. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The not-found page writes the missing path to the console, as the spec asks.
    if (message.type() === "error" && !/not found|não encontrada/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test.describe("odd but ordinary URLs", () => {
  for (const [path, landing, title] of [
    ["/AGENTES-IA", "/agentes-ia", "Agentes de IA"],
    ["/en/AGENTES-IA", "/en/agentes-ia", "AI Agents"],
    ["/Agentes-IA/Como-Criar-Seu-Primeiro-Agente", "/agentes-ia/como-criar-seu-primeiro-agente", null],
    ["/en/Organizacao/Contas-De-Servico", "/en/organizacao/contas-de-servico", null],
  ] as const) {
    test(`${path} leads to ${landing}, never to an application error`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      if (title) await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      else await expect(page.getByTestId("article-title")).toBeVisible();
      await expect(page.getByText(/Unexpected Application Error|Erro inesperado/i)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test("an unknown path in other case is the not-found page, in its language", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/en/Nothing/Here");
    await expect(page).toHaveURL(/\/en\/nothing\/here$/);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(errors).toEqual([]);
  });
});

test("with storage blocked (private modes, cookies off) pages load and navigate without an error", async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
  });
  const errors = collectErrors(page);
  await page.goto("/organizacao");
  await page.getByTestId("sidebar").getByRole("link", { name: "Contas de serviço e tokens de API" }).click();
  await expect(page.getByTestId("article-title")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/organizacao$/);
  await page.reload();
  await page.getByTestId("lang-option-en").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("search-input").fill("token");
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("at the end of an article, 'On this page' marks its last section", async ({ page }) => {
    await page.goto("/en/organizacao/contas-de-servico");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = toc.getByRole("link").last();
    await expect(last).toHaveAttribute("aria-current", "location");
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
    // Back at the top, the first section is the current one again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toc.getByRole("link").first()).toHaveAttribute("aria-current", "location");
  });

  test("an inline value's copy button sits inside its chip: punctuation follows it directly", async ({
    page,
  }) => {
    await page.goto("/en/primeiros-passos/convidando-sua-equipe");
    const gap = await page.evaluate(() => {
      const code = Array.from(document.querySelectorAll("main code")).find(
        (element) => element.textContent === "Basic" && element.nextElementSibling?.querySelector("button"),
      );
      const chip = code?.parentElement;
      const after = chip?.nextSibling;
      if (!code || !chip || !after?.textContent?.startsWith(".")) return null;
      // The visible end of the value: the chip where it has a background, else the code itself.
      const painted = getComputedStyle(chip).backgroundColor !== "rgba(0, 0, 0, 0)" ? chip : code;
      const range = document.createRange();
      range.setStart(after, 0);
      range.setEnd(after, 1);
      return range.getBoundingClientRect().left - painted.getBoundingClientRect().right;
    });
    expect(gap).not.toBeNull();
    expect(Math.abs(gap!)).toBeLessThan(2);
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test("the floating buttons never cover a footer link at the end of the page", async ({ page }) => {
      await page.goto("/en/agentes-ia");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const links = page.getByTestId("social-link");
      await expect(links).toHaveCount(4);
      for (const link of await links.all()) {
        const onTop = await link.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [
            [x + 2, y + 2],
            [x + width - 2, y + height - 2],
            [x + width / 2, y + height / 2],
          ].every(([px, py]) => element.contains(document.elementFromPoint(px!, py!)));
        });
        expect(onTop, (await link.getAttribute("aria-label")) ?? "social link").toBe(true);
      }
      // And they can be clicked: the link opens its page in a new tab.
      const [popup] = await Promise.all([page.waitForEvent("popup"), links.last().click()]);
      await popup.close();
    });

    test("a toast never covers the assistant's button", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/en/primeiros-passos/o-que-e-a-lumi");
      await page
        .getByRole("heading", { level: 2 })
        .first()
        .getByRole("button", { name: "Copy link to this section" })
        .click();
      const toast = page.getByRole("region", { name: /Notifications/ }).getByText("Link copied");
      await expect(toast).toBeVisible();
      // The pointer rests on the toast, so it stays (Sonner pauses its timer) while we look.
      await toast.hover();
      const trigger = page.getByTestId("chat-trigger");
      // Once the toast has slid into place, the button is still what is under the pointer.
      const free = () =>
        trigger.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        });
      await expect.poll(free).toBe(true);
      await expect(toast).toBeVisible();
      await trigger.click();
      await expect(page.getByTestId("assistant")).toBeVisible();
    });
  });
}

test.describe("tooltips on icon buttons", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("show after a hover delay and on keyboard focus, hide on Escape, in the page's language", async ({
    page,
  }) => {
    await page.goto("/en/agentes-ia");
    const close = page.getByTestId("sidebar-close");
    const tooltip = page.getByRole("tooltip");
    await close.hover();
    await expect(tooltip).toHaveText("Close navigation menu");
    await page.mouse.move(700, 500);
    await expect(tooltip).toHaveCount(0);

    await close.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await expect(tooltip).toHaveText("Close navigation menu");
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await expect(close).toBeFocused();

    // The Portuguese page (the language switch also stores the choice, so it stays Portuguese).
    await page.getByTestId("lang-option-pt").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    // The new page's tooltips listen once its entry has run: a pointer arriving before would be
    // met only when it moves again.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByTestId("sidebar-close").hover();
    await expect(page.getByRole("tooltip")).toHaveText("Fechar menu de navegação");
  });
});

// A phone on a slow network paints the page before the HTML has all arrived: nothing painted then
// may move when the rest arrives (the header once lost its search row only when the not-found
// page's own search box was parsed, and everything under it moved up).
test.describe("on a phone over a slow network, nothing moves as the page arrives", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/nao-existe", "/en/missing-page", "/", "/conexoes-integracoes/integracao-bigquery"]) {
    test(`${path}: no layout shift`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      // About 4 KB a second: the page is painted while its HTML still streams in.
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 40,
        downloadThroughput: 4 * 1024,
        uploadThroughput: 16 * 1024,
      });
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const sources = entry.sources.map((source) =>
              source.node instanceof Element
                ? source.node.outerHTML.slice(0, 80)
                : (source.node?.nodeName ?? "gone"),
            );
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path, { waitUntil: "load", timeout: 60_000 });
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      expect(shifts).toEqual([]);
    });
  }
});
