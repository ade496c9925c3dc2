import { languages, otherLanguages, defaultLang } from "../../app/lib/languages";
import { href } from "../../app/lib/urls";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

/** The home page, a category and an article, in every language of the table. */
const mainPages = languages.flatMap((lang) =>
  ["/", "/agentes-ia", "/primeiros-passos/o-que-e-a-lumi"].map((route) => href(route, lang)),
);

for (const path of mainPages) {
  test(`${path} loads without console errors and has no axe violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path, { waitUntil: "networkidle" });
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The results page is not in the sitemap (it is `noindex`): checked here by name, in every language.
for (const path of [...languages.map((lang) => `${href("/busca", lang)}?q=token`), "/busca?q=xyzzyqwv"]) {
  test(`the results page ${path} loads without console errors and has no axe violations`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("status").filter({ hasText: /result|nenhum/i })).toHaveCount(1);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the open search panel has no axe violations", async ({ page }) => {
  await page.goto("/en");
  await page.getByTestId("search-input").fill("token");
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  await page.getByTestId("search-input").press("ArrowDown");
  // The results scroll inside the listbox, whose options are reached from the box with the arrow
  // keys (the WAI-ARIA combobox pattern: focus stays in the box, aria-activedescendant names the
  // option, which is scrolled into view). axe cannot see that and asks for a tab stop in the scroll
  // area; what it asks for is checked here instead: every result can be reached and shown.
  expect(await axeViolations(page, '[role="search"]', ["scrollable-region-focusable"])).toEqual([]);
  const results = page.getByTestId("search-result");
  const count = await results.count();
  for (let step = 1; step < count; step++) await page.getByTestId("search-input").press("ArrowDown");
  await expect(results.last()).toHaveAttribute("aria-selected", "true");
  await expect(results.last()).toBeInViewport();
});

test("the open assistant with an answer has no axe violations", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("chat-trigger").click();
  await page.getByTestId("assistant-starter").nth(1).click();
  await expect(page.getByTestId("assistant-answer")).toHaveCount(1);
  await expect(page.getByTestId("assistant-answer")).not.toContainText("Procurando");
  expect(await axeViolations(page, '[data-testid="assistant"]')).toEqual([]);
  // And once the reader has said the answer did not help, with what follows.
  await page.getByTestId("assistant-not-helpful").click();
  await expect(page.getByTestId("assistant-further-article").first()).toBeVisible();
  expect(await axeViolations(page, '[data-testid="assistant"]')).toEqual([]);
});

test.describe("in dark mode, from the system", () => {
  test.use({ colorScheme: "dark" });

  for (const path of [
    "/",
    ...otherLanguages(defaultLang).map((lang) => href("/agentes-ia/como-criar-seu-primeiro-agente", lang)),
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

// A theme chosen in the header against the system's: light on a dark system, dark on a light one.
for (const [theme, system] of [
  ["dark", "light"],
  ["light", "dark"],
] as const) {
  test.describe(`with the ${theme} theme chosen on a ${system} system`, () => {
    test.use({ colorScheme: system });

    for (const path of [
      ...otherLanguages(defaultLang).map((lang) => href("/", lang)),
      "/organizacao/autenticacao/google",
    ]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await page.getByTestId(`theme-option-${theme}`).click();
        await page.reload({ waitUntil: "networkidle" });
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
