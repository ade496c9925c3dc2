/**
 * Search that forgives a typo, as a reader meets it: in the header's panel and on the results
 * page, in both languages, with the way back to the text as typed; the assistant reading a
 * misspelt question; and the search keys leaving an input method's composition alone.
 */
import { expect, test } from "./fixtures";

test.describe("a misspelt query", () => {
  test("in the panel, finds the article, says what it searched, and searches the text as typed on request", async ({
    page,
  }) => {
    await page.goto("/");
    const input = page.getByTestId("search-input");
    await input.fill("bigqeury");
    const first = page.getByTestId("search-result").first();
    await expect(first).toContainText("Integração com o BigQuery");
    // The mark is on what matched: the corrected word.
    await expect(first.locator("mark").first()).toHaveText("BigQuery");
    const corrected = page.getByTestId("search-corrected");
    await expect(corrected).toHaveText("Mostrando resultados para bigquery");
    await expect(corrected.locator("strong")).toHaveText("bigquery");
    // The count is announced with the correction.
    await expect(page.getByTestId("search-panel").locator("..").getByRole("status")).toContainText(
      "Mostrando resultados para “bigquery”",
    );
    const exact = page.getByTestId("search-exact");
    await expect(exact).toHaveText("Buscar exatamente por “bigqeury”");
    await exact.click();
    await expect(page.getByTestId("search-no-results")).toContainText("Nenhum resultado encontrado");
    await expect(page.getByTestId("search-corrected")).toHaveCount(0);
    await expect(page.getByTestId("search-result")).toHaveCount(0);
    await expect(input).toHaveValue("bigqeury");
  });

  test("in English too, where the text as typed is chosen with the keyboard", async ({ page }) => {
    await page.goto("/en/portals");
    const input = page.getByTestId("search-input");
    await input.fill("custom domian");
    await expect(page.getByTestId("search-result").first()).toContainText("Custom domain");
    await expect(page.getByTestId("search-corrected")).toHaveText("Showing results for custom domain");
    const exact = page.getByTestId("search-exact");
    await expect(exact).toHaveText("Search instead for “custom domian”");
    // The options after the results: the text as typed, then Ask, then all results. Up from the
    // box wraps to the last; two more up reach the text as typed.
    for (let step = 0; step < 3; step++) await input.press("ArrowUp");
    await expect(input).toHaveAttribute("aria-activedescendant", (await exact.getAttribute("id"))!);
    await input.press("Enter");
    await expect(page.getByTestId("search-corrected")).toHaveCount(0);
    await expect(page.getByTestId("search-exact")).toHaveCount(0);
    await expect(page.getByTestId("search-no-results")).toContainText("No results found");
  });

  test("an exact match in the other language comes before a correction in the page's", async ({ page }) => {
    await page.goto("/en");
    await page.getByTestId("search-input").fill("permissão");
    await expect(page.getByTestId("search-no-results")).toContainText("We found this in Portuguese");
    await expect(page.getByTestId("search-result").first()).toContainText(
      "Gerenciamento de usuários e permissões",
    );
    await expect(page.getByTestId("search-corrected")).toHaveCount(0);
  });

  test("on the results page, finds the article and links to the text as typed, in Portuguese", async ({
    page,
  }) => {
    await page.goto("/busca?q=bigqeury");
    const results = page.getByTestId("search-page-result");
    await expect(results.first()).toContainText("Integração com o BigQuery");
    await expect(page.getByTestId("search-page-corrected")).toContainText(
      "Mostrando resultados para bigquery",
    );
    await expect(page.getByRole("status").filter({ hasText: /resultados? para “bigquery”/ })).toHaveCount(1);
    const exact = page.getByTestId("search-page-exact");
    await expect(exact).toHaveText("Buscar exatamente por “bigqeury”");
    await exact.click();
    await expect(page).toHaveURL(/\/busca\?q=bigqeury&exact=1$/);
    await expect(page.getByTestId("search-page-no-results")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Nenhum resultado encontrado");
    await expect(page.getByTestId("search-page-corrected")).toHaveCount(0);
    await expect(results).toHaveCount(0);
  });

  test("on the results page in English", async ({ page }) => {
    await page.goto("/en/busca?q=bigqeury");
    await expect(page.getByTestId("search-page-result").first()).toContainText("BigQuery integration");
    await expect(page.getByTestId("search-page-corrected")).toContainText("Showing results for bigquery");
    await page.getByTestId("search-page-exact").click();
    await expect(page).toHaveURL(/\/en\/busca\?q=bigqeury&exact=1$/);
    await expect(page.getByRole("main")).toContainText("No results found");
  });

  test("to the assistant, is answered from the right article", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("como eu conecto o bigqeury?");
    await page.getByTestId("assistant-input").press("Enter");
    await expect(page.getByTestId("assistant-citation").first()).toHaveAttribute(
      "href",
      /^\/conexoes-integracoes\/integracao-bigquery/,
    );
  });

  test("to the assistant in English, is answered from the right article", async ({ page }) => {
    await page.goto("/en");
    await page.getByTestId("chat-trigger").click();
    await page.getByTestId("assistant-input").fill("how do I set up microsft entra sign-in?");
    await page.getByTestId("assistant-input").press("Enter");
    await expect(page.getByTestId("assistant-citation").first()).toHaveAttribute(
      "href",
      /^\/en\/organizacao\/autenticacao\/azure-ad/,
    );
  });
});

test.describe("an input method composing a letter", () => {
  test("Enter or an arrow while composing chooses nothing; once composed, they work", async ({ page }) => {
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const input = page.getByTestId("search-input");
    await input.fill("bigquery");
    const results = page.getByTestId("search-result");
    await expect(results.first()).toContainText("BigQuery");
    const composing = (key: string) =>
      input.dispatchEvent("keydown", { key, isComposing: true, bubbles: true, cancelable: true });
    // Composing: the arrow highlights nothing, and Enter opens neither a result nor the results page.
    await composing("ArrowDown");
    await composing("Enter");
    // Composed, the arrow highlights the first result: the composing one did not move.
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", (await results.first().getAttribute("id"))!);
    // Enter while composing does not open it; Enter composed does.
    await composing("Enter");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/conexoes-integracoes\/integracao-bigquery$/);
    expect(navigations.filter((path) => path.includes("/busca"))).toEqual([]);
    expect(navigations.filter((path) => path.includes("integracao-bigquery"))).toHaveLength(1);
  });
});
