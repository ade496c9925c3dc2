import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Holds the Portuguese search index back until the returned function is called. */
async function holdPortugueseIndex(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/search-pt-/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe("search", () => {
  test("the panel opens while there is text and closes when cleared, on Escape and on a click outside", async ({
    page,
  }) => {
    await page.goto("/");
    const input = page.getByTestId("search-input");
    await expect(page.getByTestId("search-panel")).toHaveCount(0);
    await input.fill("   ");
    await expect(page.getByTestId("search-panel")).toHaveCount(0);
    await expect(input).toHaveAttribute("aria-expanded", "false");

    await input.fill("bigquery");
    await expect(page.getByTestId("search-panel")).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("search-result").first()).toContainText("BigQuery");

    await input.fill("");
    await expect(page.getByTestId("search-panel")).toHaveCount(0);

    await input.fill("bigquery");
    await expect(page.getByTestId("search-panel")).toBeVisible();
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /.+/);
    await input.press("Escape");
    await expect(page.getByTestId("search-panel")).toHaveCount(0);

    // Opened again (its parts kept from before), it shows the new query's results, none highlighted.
    await input.fill("canvas");
    await expect(page.getByTestId("search-panel")).toBeVisible();
    await expect(page.getByTestId("search-panel")).toHaveAttribute("data-results-for", "canvas");
    await expect(page.getByTestId("search-result").first()).toContainText("Canvas");
    await expect(page.getByTestId("search-result").filter({ hasText: "BigQuery" })).toHaveCount(0);
    await expect(page.locator("[role=option][aria-selected=true]")).toHaveCount(0);
    await expect(input).not.toHaveAttribute("aria-activedescendant");
    // Somewhere on the page the panel does not cover: the bottom-right corner of the window.
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width - 10, viewport.height - 10);
    await expect(page.getByTestId("search-panel")).toHaveCount(0);
  });

  test("the index is fetched at the first sign of intent on the box (the pointer over it, or focus), not before", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/search-(pt|en)-/.test(request.url())) fetched.push(request.url());
    });
    // Portuguese first: an English page read stores English as the reader's language, and a
    // Portuguese address would then lead to its English twin.
    await page.goto("/agentes-ia");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
    expect(fetched).toEqual([]);
    await page.getByTestId("search-input").hover();
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    // The page's own language first (the other is fetched after it, as the fallback).
    expect(fetched[0]).toMatch(/search-pt-[\w.-]+\.json$/);

    // Away from the box, so the next page sees no pointer arrive over it.
    await page.mouse.move(0, 0);
    fetched.length = 0;
    await page.goto("/en/agentes-ia");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
    expect(fetched).toEqual([]);
    await page.getByTestId("search-input").focus();
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    expect(fetched[0]).toMatch(/search-en-[\w.-]+\.json$/);
  });

  test("matching ignores case and accents and marks the original words", async ({ page }) => {
    await page.goto("/");
    const input = page.getByTestId("hero-search-input");
    const results = page.getByTestId("search-result");
    // A key draws the first screen of rows and the rest a frame later: the rows, once there are
    // as many as the box's status counts.
    const status = page.locator("div:has(> [data-testid=hero-search-input]) > [role=status]");
    const allRows = async () => {
      await expect(status).toHaveText(/\d/);
      await expect(results).toHaveCount(Number(/\d+/.exec((await status.textContent())!)![0]));
      return results.allInnerTexts();
    };
    await input.fill("integracao");
    const plain = await allRows();
    await input.fill("INTEGRAÇÃO");
    // The previous query's rows stay until the new ones are drawn.
    await expect(results).toHaveText(plain, { useInnerText: true });
    expect(await allRows()).toEqual(plain);
    // The words are marked as the article writes them, accents and all.
    await expect(
      results
        .locator("mark")
        .filter({ hasText: /^Integração$/ })
        .first(),
    ).toBeVisible();
  });

  test("a result is chosen with the keyboard and opens by a full page load, in the page's language", async ({
    page,
  }) => {
    await page.goto("/en/portals");
    const input = page.getByTestId("search-input");
    await input.fill("google oauth");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await input.press("ArrowDown");
    const first = page.getByTestId("search-result").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await input.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "false");
    await input.press("ArrowUp");
    await expect(first).toHaveAttribute("aria-selected", "true");

    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await input.press("Enter");
    await expect(page).toHaveURL(/\/en\/organizacao\/autenticacao\/google/);
    // A full page load starts a new document: the marker set on the old one is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test("a click on a body match goes to the matching section", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("GroupMember.Read.All");
    const result = page.getByTestId("search-result").first();
    await expect(result).toContainText("Microsoft");
    await result.click();
    await expect(page).toHaveURL(/\/organizacao\/autenticacao\/azure-ad(#[a-z0-9-]+)?$/);
  });

  test("Ctrl+K and '/' focus the search box from anywhere", async ({ page }) => {
    await page.goto("/agentes-ia");
    // Somewhere that is not a link (the middle of the page is a card: a click there loads another page).
    await page.getByTestId("breadcrumb").click({ position: { x: 400, y: 5 } });
    await page.keyboard.press("Control+k");
    await expect(page.getByTestId("search-input")).toBeFocused();
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    await expect(page.getByTestId("search-input")).toBeFocused();
    await expect(page.getByTestId("search-input")).toHaveValue("");
  });

  test("results are capped at 30, the list scrolls under the pinned Ask option, and the count is announced", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("a");
    await expect(page.getByTestId("search-result")).toHaveCount(30);
    const list = page.locator("[data-search-scroll]");
    const { scrollHeight, clientHeight } = await list.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    await expect(page.getByRole("status").filter({ hasText: "30 resultados" })).toHaveCount(1);
    // The Ask option is in view without scrolling, and stays there at the end of the list.
    await expect(page.getByTestId("search-ask")).toBeInViewport();
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(page.getByTestId("search-ask")).toBeInViewport();
  });

  test("the pinned Ask option is reached with the arrow keys, and Enter on it asks", async ({ page }) => {
    await page.goto("/en");
    const input = page.getByTestId("search-input");
    await input.fill("token");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    // Up from nothing highlighted: the last row (the results page), then Ask.
    await input.press("ArrowUp");
    await expect(page.getByTestId("search-all")).toHaveAttribute("aria-selected", "true");
    await input.press("ArrowUp");
    const ask = page.getByTestId("search-ask");
    await expect(ask).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await ask.getAttribute("id"))!);
    await expect(ask).toBeInViewport();
    await input.press("Enter");
    await expect(page.getByTestId("assistant")).toBeVisible();
    await expect(page.getByRole("log")).toContainText("token");
  });

  test("a sentence needs its meaningful words: the guide it names comes first, small words are not marked", async ({
    page,
  }) => {
    await page.goto("/");
    const input = page.getByTestId("search-input");
    await input.fill("como conectar o bigquery");
    const first = page.getByTestId("search-result").first();
    await expect(first).toContainText("Integração com o BigQuery");
    const marks = await page.getByTestId("search-panel").locator("mark").allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    // Whole words only, never "o" or "como" on their own.
    for (const mark of marks) expect(mark.trim().length, mark).toBeGreaterThan(2);
    await input.fill("bigquery xyzq");
    await expect(page.getByTestId("search-no-results")).toContainText("Nenhum resultado encontrado");
    await expect(page.getByTestId("search-result")).toHaveCount(0);
  });

  test("results are grouped by category in a wide panel centred on a large screen", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/en");
    await page.getByTestId("search-input").fill("token");
    const panel = page.getByTestId("search-panel");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(700);
    expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(4);
    const groups = panel.getByRole("group");
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(groups.first()).toHaveAttribute("aria-label", "Organization");
    // One line per snippet: no result is taller than a title and a line of text.
    for (const result of await page.getByTestId("search-result").all())
      expect((await result.boundingBox())!.height).toBeLessThan(70);
  });

  test("no match says so, in each language, and offers to ask", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("xyzzyqwv");
    await expect(page.getByTestId("search-no-results")).toContainText("Nenhum resultado encontrado");
    await expect(page.getByTestId("search-result")).toHaveCount(0);
    await expect(page.getByTestId("search-ask")).toHaveText('Pergunte à Lumi sobre "xyzzyqwv"');
    await page.goto("/en");
    await page.getByTestId("search-input").fill("xyzzyqwv");
    await expect(page.getByTestId("search-no-results")).toContainText("No results found");
    await expect(page.getByTestId("search-ask")).toHaveText('Ask Lumi about "xyzzyqwv"');
  });

  test("when only the other language matches, its results are offered with a language badge", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByTestId("search-input").fill("spreadsheet");
    await expect(page.getByTestId("search-no-results")).toContainText("inglês");
    const result = page.getByTestId("search-result").first();
    await expect(result).toContainText("EN");
    expect(await result.locator("a").getAttribute("href")).toMatch(/^\/en\//);
  });

  test("while the other language's index is on its way, it says it is looking there and never that nothing matched", async ({
    page,
  }) => {
    const release = await holdPortugueseIndex(page);
    await page.goto("/en");
    await page.getByTestId("search-input").fill("permissão");
    const panel = page.getByTestId("search-panel");
    await expect(panel).toContainText("Nothing in English. Looking in Portuguese…");
    await expect(page.getByTestId("search-no-results")).toHaveCount(0);
    await expect(panel).not.toContainText("No results found");
    release();
    await expect(page.getByTestId("search-no-results")).toContainText("We found this in Portuguese");
    await expect(panel).not.toContainText("Looking in Portuguese");
    const users = page.locator(
      '[data-testid=search-result] a[href^="/organizacao/gerenciamento-usuarios-permissoes"]',
    );
    await expect(users.first()).toBeAttached();
    await expect(page.getByTestId("search-result").first()).toContainText("PT");
  });

  test("hostile text is shown as text, never run or parsed", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto("/en");
    const hostile = `<img src=x onerror=alert(1)><script>alert(2)</script>(.*)+$[`;
    await page.getByTestId("search-input").fill(hostile);
    await expect(page.getByTestId("search-ask")).toHaveText(`Ask Lumi about "${hostile}"`);
    await expect(page.getByTestId("search-panel").locator("img, script")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("when the index cannot load, the reader is told and it retries", async ({ page }) => {
    let block = true;
    await page.route(/\/assets\/search-pt-/, (route) => (block ? route.abort() : route.continue()));
    await page.goto("/");
    await page.getByTestId("search-input").fill("bigquery");
    await expect(page.getByTestId("search-panel")).toContainText("Não foi possível carregar a busca");
    block = false;
    await expect(page.getByTestId("search-result").first()).toContainText("BigQuery", { timeout: 15_000 });
  });

  test("typing before the index arrives keeps the text, and results appear when it lands", async ({
    page,
  }) => {
    const release = await holdPortugueseIndex(page);
    await page.goto("/");
    const input = page.getByTestId("search-input");
    await input.pressSequentially("whatsapp");
    await expect(input).toHaveValue("whatsapp");
    await expect(page.getByTestId("search-panel")).toContainText("Carregando a busca");
    release();
    await expect(page.getByTestId("search-result").first()).toContainText("WhatsApp");
  });
});

test.describe("the results page", () => {
  test("Enter with no option highlighted opens it, in Portuguese, with every result and noindex", async ({
    page,
  }) => {
    await page.goto("/agentes-ia");
    const input = page.getByTestId("search-input");
    await input.fill("token de api");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await input.press("Enter");
    await expect(page).toHaveURL(/\/busca\?q=token(\+|%20)de(\+|%20)api$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados da busca");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const results = page.getByTestId("search-page-result");
    await expect(results.first()).toContainText("Contas de serviço e tokens de API");
    await expect(page.getByRole("status").filter({ hasText: /resultados? para “token de api”/ })).toHaveCount(
      1,
    );
    await expect(page.getByRole("searchbox", { name: "Buscar na central de ajuda" })).toHaveValue(
      "token de api",
    );
  });

  test("in English, reached from the panel's last row, and its own form searches again", async ({ page }) => {
    await page.goto("/en");
    await page.getByTestId("search-input").fill("favicon");
    await page.getByTestId("search-all").click();
    await expect(page).toHaveURL(/\/en\/busca\?q=favicon$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results");
    await expect(page.getByTestId("search-page-result").first()).toContainText("Appearance and white label");
    const form = page.getByRole("main").getByRole("searchbox");
    await form.fill("bigquery xyzq");
    await form.press("Enter");
    await expect(page).toHaveURL(/\/en\/busca\?q=bigquery\+xyzq$/);
    await expect(page.getByTestId("search-page-no-results")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("No results found");
    await expect(page.getByTestId("search-page-result")).toHaveCount(0);
  });

  test("a word only the other language has lists that language's articles once its index is in", async ({
    page,
  }) => {
    const release = await holdPortugueseIndex(page);
    await page.goto("/en/busca?q=permiss%C3%A3o");
    const main = page.getByRole("main");
    await expect(main).toContainText("Nothing in English. Looking in Portuguese…");
    await expect(main).not.toContainText("No results found");
    await expect(page.getByTestId("search-page-no-results")).toHaveCount(0);
    release();
    await expect(page.getByTestId("search-page-no-results")).toContainText("We found this in Portuguese");
    await expect(
      main.locator(
        '[data-testid=search-page-result] a[href^="/organizacao/gerenciamento-usuarios-permissoes"]',
      ),
    ).toHaveAttribute("lang", "pt-BR");
  });

  test("on a Spanish page, a word neither Spanish nor English has is looked for in Portuguese, the table's next fallback", async ({
    page,
  }) => {
    // "junção" (a join) is a Portuguese word only: no Spanish or English article has it, even corrected.
    const release = await holdPortugueseIndex(page);
    await page.goto("/es");
    await page.getByTestId("search-input").fill("junção");
    const panel = page.getByTestId("search-panel");
    await expect(panel).toContainText("Nada en español. Buscando en portugués…");
    await expect(page.getByTestId("search-no-results")).toHaveCount(0);
    await expect(panel).not.toContainText("No se encontraron resultados");
    release();
    await expect(page.getByTestId("search-no-results")).toContainText("Encontramos esto en portugués");
    const result = page.getByTestId("search-result").first();
    await expect(result).toContainText("PT");
    expect(await result.locator("a").getAttribute("href")).not.toMatch(/^\/(en|es)\//);
  });

  test("on a Spanish page, an English word is found in English first, the table's first fallback", async ({
    page,
  }) => {
    await page.goto("/es");
    await page.getByTestId("search-input").fill("spreadsheet");
    await expect(page.getByTestId("search-no-results")).toContainText("Encontramos esto en inglés");
    const result = page.getByTestId("search-result").first();
    await expect(result).toContainText("EN");
    expect(await result.locator("a").getAttribute("href")).toMatch(/^\/en\//);
  });

  test("is not in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/busca");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header search box is the same one, shown full width by the header's search button", async ({
    page,
  }) => {
    await page.goto("/en/portals");
    const input = page.getByTestId("search-input");
    await expect(input).toHaveCount(1);
    await expect(input).toBeHidden();
    await page.getByTestId("search-open").click();
    await expect(input).toBeFocused();
    await input.fill("favicon");
    await expect(page.getByTestId("search-result").first()).toContainText("Appearance");
    const box = (await input.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
  });
});
