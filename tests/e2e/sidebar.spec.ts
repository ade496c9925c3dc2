import type { Locator, Page } from "@playwright/test";
import { languages, type Lang } from "~/lib/languages";
import { tp } from "~/lib/page-messages";
import { href } from "~/lib/urls";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { articlesOf, registry } from "./routes";

/** A section is a <details> whose <summary> carries the test id: its `open` is the state. */
async function expectOpen(summary: Locator, open: boolean) {
  await expect(summary.locator("xpath=..")).toHaveJSProperty("open", open);
}

const sidebarOf = (html: string) => /<nav id="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

/** The sidebar's links to articles, by category id, as the page's HTML carries them. */
function articleLinksIn(html: string, lang: Lang): Map<string, number> {
  const sidebar = sidebarOf(html);
  const links = new Map<string, number>();
  for (const article of registry.articles)
    if (sidebar.includes(`href="${href(article.route, lang)}"`))
      links.set(article.categoryId, (links.get(article.categoryId) ?? 0) + 1);
  return links;
}

/** Every link of a category's articles, visible in the sidebar. */
async function expectArticlesShown(page: Page, categoryId: string, lang: Lang) {
  const sidebar = page.getByTestId("sidebar");
  for (const article of articlesOf(categoryId))
    await expect(sidebar.locator(`a[href="${href(article.route, lang)}"]`)).toBeVisible({ timeout: 30_000 });
}

const sectionFile = (lang: Lang, categoryId: string) =>
  new RegExp(`/assets/sidebar-${lang}-${categoryId}-[\\w-]+\\.json$`);

test.describe("a page carries one category's articles", () => {
  test("an article's and a category's HTML hold every category and only their own category's articles; the home page's none", async ({
    request,
  }) => {
    for (const lang of languages) {
      for (const [path, own] of [
        ["/agentes-ia/o-que-e-um-agente-de-ia", "agentes-ia"],
        ["/organizacao/autenticacao/google", "organizacao"],
        ["/portals", "portals"],
        ["/", undefined],
        ["/busca", undefined],
      ] as const) {
        const html = await (await request.get(href(path, lang))).text();
        const sidebar = sidebarOf(html);
        for (const category of registry.categories) {
          expect(sidebar, `${href(path, lang)}: ${category.id}`).toContain(
            `data-testid="sidebar-section-${category.id}"`,
          );
          expect(sidebar, `${href(path, lang)}: ${category.id}'s page`).toContain(
            `href="${href(category.route, lang)}"`,
          );
        }
        const expected = own === undefined ? [] : [[own, articlesOf(own).length]];
        expect([...articleLinksIn(html, lang)], href(path, lang)).toEqual(expected);
      }
    }
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the current page's section is open and its link is marked current", async ({ page }) => {
    await page.goto("/en/organizacao/autenticacao/google");
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar).toBeVisible();
    await expectOpen(page.getByTestId("sidebar-section-organizacao"), true);
    await expectOpen(page.getByTestId("sidebar-section-portals"), false);
    const current = sidebar.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", "/en/organizacao/autenticacao/google");
  });

  test("sections toggle, and one button expands or collapses them all", async ({ page }) => {
    await page.goto("/");
    const section = page.getByTestId("sidebar-section-portals");
    await expectOpen(section, false);
    await section.click();
    await expectOpen(section, true);
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "O que é o Portals" })).toBeVisible();
    await section.click();
    await expectOpen(section, false);

    const all = page.getByTestId("sidebar-toggle-all");
    await all.click();
    for (const toggle of await page.locator('[data-testid^="sidebar-section-"]').all()) {
      await expectOpen(toggle, true);
    }
    await expect(all).toHaveText(/Recolher tudo/);
    await all.click();
    for (const toggle of await page.locator('[data-testid^="sidebar-section-"]').all()) {
      await expectOpen(toggle, false);
    }
  });

  test("the sidebar closes and a floating button reopens it; closed, it stays closed for the session", async ({
    page,
  }) => {
    await page.goto("/en/agentes-ia");
    await expect(page.getByTestId("sidebar-open")).toBeHidden();
    await page.getByTestId("sidebar-close").click();
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await expect(page.getByTestId("sidebar-open")).toBeVisible();
    await expect(page.getByTestId("sidebar-open")).toBeFocused();

    // A reload and a full page load elsewhere: still closed, already when the HTML is parsed
    // (before any of the app's code has run), and after.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const sidebar = document.getElementById("sidebar");
        (window as { sidebarAtParse?: string }).sidebarAtParse = sidebar
          ? getComputedStyle(sidebar).display
          : "missing";
      });
    });
    for (const path of ["/en/agentes-ia", "/portals"]) {
      await page.goto(path);
      expect(await page.evaluate(() => (window as { sidebarAtParse?: string }).sidebarAtParse)).toBe("none");
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await expect(page.getByTestId("sidebar-open")).toBeVisible();
    }

    await page.getByTestId("sidebar-open").click();
    await expect(page.getByTestId("sidebar")).toBeVisible();
    await expect(page.getByTestId("sidebar-open")).toBeHidden();
    await page.reload();
    await expect(page.getByTestId("sidebar")).toBeVisible();
  });

  test("opening another category by pointer loads its articles, asked for as the pointer comes over its toggle", async ({
    page,
  }) => {
    await page.goto("/en/agentes-ia/o-que-e-um-agente-de-ia");
    const toggle = page.getByTestId("sidebar-section-portals");
    const asked = page.waitForRequest(sectionFile("en", "portals"));
    await toggle.hover();
    await asked;
    await toggle.click();
    await expectOpen(toggle, true);
    await expectArticlesShown(page, "portals", "en");
    // The current category is still there, with its current page marked.
    await expect(page.getByTestId("sidebar").locator('[aria-current="page"]')).toHaveAttribute(
      "href",
      "/en/agentes-ia/o-que-e-um-agente-de-ia",
    );
    await page
      .getByTestId("sidebar")
      .getByRole("link", { name: articlesOf("portals")[0]!.title.en })
      .click();
    await expect(page).toHaveURL(new RegExp(`${href(articlesOf("portals")[0]!.route, "en")}$`));
  });

  test("opening another category by keyboard loads its articles, focus staying on its toggle", async ({
    page,
  }) => {
    await page.goto("/es/portals");
    const toggle = page.getByTestId("sidebar-section-bases-conhecimento");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expectOpen(toggle, true);
    await expectArticlesShown(page, "bases-conhecimento", "es");
    await expect(toggle).toBeFocused();
    const nested = page.getByTestId("sidebar-section-conexoes-integracoes");
    await nested.focus();
    await page.keyboard.press("Space");
    // Articles under another article come nested, as on their own category's pages.
    await expectArticlesShown(page, "conexoes-integracoes", "es");
    await expect(nested).toBeFocused();
    await page.keyboard.press("Space");
    await expectOpen(nested, false);
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).not.toHaveAttribute("href", /conexoes-integracoes\//);
  });

  test("expand all shows every category's articles", async ({ page }) => {
    await page.goto("/en");
    await page.getByTestId("sidebar-toggle-all").click();
    for (const category of registry.categories) await expectArticlesShown(page, category.id, "en");
    await expect(page.getByTestId("sidebar").locator("a[href]")).toHaveCount(
      registry.categories.length + registry.articles.length,
    );
  });

  test("a load that fails is tried again; one that fails for good says so in the page's language and tries again on request", async ({
    page,
  }) => {
    // The retries wait 1, 2 and 4 s: room for them on a busy machine.
    test.slow();
    let portalsFailures = 1;
    await page.route(sectionFile("pt", "portals"), (route) =>
      portalsFailures-- > 0 ? route.fulfill({ status: 503 }) : route.continue(),
    );
    let offline = true;
    await page.route(sectionFile("pt", "chat-canvas"), (route) =>
      offline ? route.abort() : route.continue(),
    );

    await page.goto("/agentes-ia");
    await page.getByTestId("sidebar-section-portals").click();
    await expectArticlesShown(page, "portals", "pt");
    expect(portalsFailures).toBeLessThan(0);

    const toggle = page.getByTestId("sidebar-section-chat-canvas");
    const section = toggle.locator("xpath=..");
    await toggle.click();
    // While the retries run: busy, and said so.
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(1);
    await expect(section.getByText(tp("pt", "sidebarSectionLoading"))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: tp("pt", "sidebarSectionLoading") })).toHaveCount(
      1,
    );
    // Given up: the failure, in the page's language, and a button that tries again.
    await expect(section.getByText(tp("pt", "sidebarSectionFailed"))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: tp("pt", "sidebarSectionFailed") })).toHaveCount(
      1,
    );
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await axeViolations(page, "#sidebar")).toEqual([]);

    offline = false;
    await section.getByRole("button", { name: tp("pt", "sidebarSectionRetry") }).click();
    await expectArticlesShown(page, "chat-canvas", "pt");
    await expect(toggle).toBeFocused();
    await expect(section.getByText(tp("pt", "sidebarSectionFailed"))).toHaveCount(0);
  });

  test("with other categories opened, the sidebar passes axe", async ({ page }) => {
    await page.goto("/en/organizacao/contas-de-servico");
    await page.getByTestId("sidebar-toggle-all").click();
    for (const category of registry.categories) await expectArticlesShown(page, category.id, "en");
    expect(await axeViolations(page, "#sidebar")).toEqual([]);
  });

  test("without JavaScript, another category's heading is a link to its page, which lists its articles", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto("/en/agentes-ia/o-que-e-um-agente-de-ia");
    const sidebar = page.getByTestId("sidebar");
    // The current category as with scripts: open, its articles there.
    await expect(page.getByTestId("sidebar-section-agentes-ia")).toBeVisible();
    await expectArticlesShown(page, "agentes-ia", "en");
    await expect(page.getByTestId("sidebar-section-portals")).toBeHidden();
    const portals = registry.categories.find((category) => category.id === "portals")!;
    await sidebar.getByRole("link", { name: portals.title.en, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href(portals.route, "en")}$`));
    await expect(page.getByTestId("article-card")).toHaveCount(articlesOf("portals").length);
    await context.close();
  });

  test("following a sidebar link navigates in the same language", async ({ page }) => {
    await page.goto("/en/agentes-ia");
    await page.getByTestId("sidebar").getByRole("link", { name: "What is an AI agent" }).click();
    await expect(page).toHaveURL(/\/en\/agentes-ia\/o-que-e-um-agente-de-ia$/);
    await expect(page.getByTestId("article-title")).toBeVisible();
  });
});

test.describe("under 1024px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sidebar is a drawer: closed at first, opened by the floating button, closed by Escape", async ({
    page,
  }) => {
    await page.goto("/organizacao");
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByTestId("sidebar-open").click();
    await expect(page.getByTestId("sidebar")).toBeVisible();
    await expectOpen(page.getByTestId("sidebar-section-organizacao"), true);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByTestId("sidebar-open").click();
    await page
      .getByTestId("sidebar")
      .getByRole("link", { name: "Contas de serviço e tokens de API" })
      .click();
    await expect(page).toHaveURL(/\/organizacao\/contas-de-servico$/);
    await expect(page.getByTestId("sidebar")).toBeHidden();
  });
});
