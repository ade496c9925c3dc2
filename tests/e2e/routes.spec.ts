import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { languages } from "../../app/lib/languages";
import { href, htmlLang, langFromPath } from "../../app/lib/urls";
import { articlesOf, homeCategories, routes } from "./routes";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith(".html")
        ? [join(dir, entry.name)]
        : [],
  );
}

test("the build pre-renders a page for every category and article of content/, in every language, and no other", () => {
  const root = "build/client";
  const built = htmlFiles(root).map((file) => file.slice(root.length).replace(/\/?index\.html$/, "") || "/");
  // Besides the content's pages: the not-found page and the search results page, in each language.
  const own = languages.flatMap((lang) => [href("/404", lang), href("/busca", lang)]);
  expect(built.sort()).toEqual([...routes, ...own].sort());
});

test("every route answers 200 with pre-rendered HTML: its own title, description, one h1 and a breadcrumb", async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, `${route} has a <title>`).toBeTruthy();
    titles.add(title!);
    expect(html, `${route} has a meta description`).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html.match(/<h1[\s>]/g), `${route} has exactly one h1`).toHaveLength(1);
    expect(html, `${route} has the right <html lang>`).toContain(
      `<html lang="${htmlLang[langFromPath(route)]}"`,
    );
    if (!languages.some((lang) => route === href("/", lang)))
      expect(html, `${route} has a breadcrumb`).toContain('data-testid="breadcrumb"');
  }
  expect(titles.size, "every page has its own title").toBe(routes.length);
});

test("an article's text is in the HTML itself, readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/agentes-ia/como-criar-seu-primeiro-agente");
  await expect(page.getByTestId("article-title")).toContainText("agent");
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.locator("main")).toContainText("Broken flow");
  await context.close();
});

test("the home page has the hero, four suggestions and a card per home category", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Como podemos ajudar?");
  await expect(page.getByTestId("hero-search-input")).toBeVisible();
  await expect(page.getByTestId("suggestion")).toHaveCount(4);
  await expect(page.getByTestId("category-card")).toHaveCount(homeCategories.length);
  await page.getByTestId("suggestion").first().click();
  await expect(page).toHaveURL(/\/agentes-ia\/como-criar-seu-primeiro-agente$/);

  await page.goto("/en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How can we help you?");
  await expect(page.getByTestId("category-card").first()).toContainText("Getting Started");
});

test("category pages list their articles, /qualidade included", async ({ page }) => {
  await page.goto("/qualidade");
  await expect(page.getByTestId("article-card")).toHaveCount(articlesOf("qualidade").length);
  await page.goto("/en/organizacao");
  await expect(page.getByTestId("article-card")).toHaveCount(articlesOf("organizacao").length);
  await expect(page.getByTestId("breadcrumb").getByRole("link", { name: "Help Center" })).toHaveAttribute(
    "href",
    "/en",
  );
});

test("an article has its breadcrumb, table of contents, prev/next and external links in new tabs", async ({
  page,
}) => {
  await page.goto("/organizacao/autenticacao/google");
  const crumbs = page.getByTestId("breadcrumb").getByRole("listitem");
  await expect(crumbs).toHaveCount(4);
  await expect(crumbs.nth(2)).toContainText("Autenticação");
  const toc = page.getByRole("navigation", { name: "Nesta página" }).last();
  const firstEntry = toc.getByRole("link").first();
  const target = (await firstEntry.getAttribute("href"))!;
  await expect(page.locator(target)).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Anterior/ })).toHaveAttribute(
    "href",
    "/organizacao/autenticacao",
  );
  await expect(page.getByRole("link", { name: /Próximo/ })).toHaveAttribute(
    "href",
    "/organizacao/autenticacao/azure-ad",
  );
  await expect(page.getByTestId("login-link")).toHaveAttribute("target", "_blank");
  await expect(page.getByTestId("login-link")).toHaveAttribute("rel", "noopener noreferrer");
  const vendor = page.getByRole("link", { name: /Google: configurar a tela de consentimento OAuth/ });
  await expect(vendor).toHaveAttribute("href", /^https:\/\/developers\.google\.com\//);
  await expect(vendor).toHaveAttribute("target", "_blank");
  await expect(vendor).toHaveAttribute("rel", "noopener noreferrer");
  await expect(vendor).toHaveAccessibleName(/\(abre em uma nova aba\)$/);
  const social = page.getByTestId("social-link");
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAccessibleName(/\S/);
  }
  await expect(page.locator("footer")).toContainText("2025");
});

test("integration articles link to the list of available integrations", async ({ page }) => {
  await page.goto("/en/conexoes-integracoes/integracao-bigquery");
  await expect(page.getByRole("link", { name: "See all available integrations" })).toHaveAttribute(
    "href",
    "/en/conexoes-integracoes/integracoes-disponiveis",
  );
  await page.goto("/conexoes-integracoes/integracoes-disponiveis");
  await expect(page.getByRole("link", { name: "Ver todas as integrações disponíveis" })).toHaveCount(0);
});

test("the heading link button copies the section's address and confirms with a toast", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/en/primeiros-passos/o-que-e-a-lumi");
  const heading = page.getByRole("heading", { level: 2 }).first();
  const id = await heading.getAttribute("id");
  await heading.getByRole("button", { name: "Copy link to this section" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/en/primeiros-passos/o-que-e-a-lumi#${id}$`),
  );
});

test("the tabs of the overview article switch by keyboard and each shows its illustration", async ({
  page,
}) => {
  await page.goto("/en/primeiros-passos/o-que-e-a-lumi");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(2);
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole("img")).toBeVisible();
});
