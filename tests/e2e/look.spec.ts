// What a careful reader notices: layouts without orphans, headings to move by, a 404 page that
// still gets the reader somewhere.
import { brand } from "../../app/config/brand";
import { homeSuggestions } from "../../app/config/home";
import { expect, test } from "./fixtures";
import { articlesOf, homeCategories } from "./routes";

for (const width of [640, 900, 1100, 1440]) {
  test(`at ${width} px the home page's category cards leave no card alone on a row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    // A row holding one card that does not span the grid's width is an orphan.
    const rows = await page.getByTestId("category-card").evaluateAll((cards) => {
      const grid = cards[0]!.closest("ul")!.getBoundingClientRect().width;
      const byTop = new Map<number, number[]>();
      for (const card of cards) {
        const { top, width } = card.getBoundingClientRect();
        byTop.set(Math.round(top), [...(byTop.get(Math.round(top)) ?? []), width / grid]);
      }
      return [...byTop.values()];
    });
    expect(rows.flat()).toHaveLength(homeCategories.length);
    const orphans = rows.filter((row) => row.length === 1 && row[0]! < 0.9);
    expect(orphans, `rows: ${rows.map((row) => row.length).join("+")}`).toEqual([]);
  });
}

test("category cards are headings, sub-articles are grouped inside their parent", async ({ page }) => {
  await page.goto("/en/organizacao");
  const cards = page.getByRole("main").getByRole("heading", { level: 3 });
  const organizacao = articlesOf("organizacao");
  // A card per top-level article; sub-articles sit inside their parent's card.
  await expect(cards).toHaveCount(organizacao.filter((article) => !article.parent).length);
  await expect(cards.filter({ hasText: "Authentication" })).toHaveCount(1);
  const within = page.getByRole("list", { name: /^Articles within Authentication/ });
  await expect(within.getByRole("heading", { level: 4 })).toHaveText([/Google/, /Microsoft Entra ID/]);
  await expect(page.getByTestId("article-card")).toHaveCount(organizacao.length);
  // Each card and each sub-article is one link to its page.
  await within.getByRole("link", { name: /Google/ }).click();
  await expect(page).toHaveURL(/\/en\/organizacao\/autenticacao\/google$/);
});

for (const [path, lang, suggestionsTitle, categoriesTitle] of [
  ["/nao-existe", "pt", "Sugestões", "Explore por categoria"],
  ["/en/no/such/page", "en", "Suggestions", "Browse by category"],
] as const) {
  test(`${path}: the 404 page offers search, the suggestions and the categories (${lang})`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId("not-found");
    await expect(notFound.getByRole("heading", { level: 2, name: suggestionsTitle })).toBeVisible();
    await expect(notFound.getByTestId("suggestion")).toHaveCount(4);
    await expect(notFound.getByRole("heading", { level: 2, name: categoriesTitle })).toBeVisible();
    await expect(notFound.getByRole("link")).toHaveCount(
      // Home, the suggestions, the categories, and the support contact where the brand has one.
      1 + homeSuggestions.length + homeCategories.length + (brand.support ? 1 : 0),
    );
    const search = notFound.getByTestId("hero-search-input");
    await search.fill("bigquery");
    const result = page.getByTestId("search-result").first();
    await expect(result).toContainText("BigQuery");
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page).toHaveURL(
      new RegExp(`${lang === "en" ? "/en" : ""}/conexoes-integracoes/integracao-bigquery`),
    );
  });
}
