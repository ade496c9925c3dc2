// A page carries the symbols of the icons in its HTML (pipeline/inline-icons.ts), so its first load
// draws every icon without the sprite file; an icon an island draws later that the page does not
// hold comes from the file (components/ui/icon.tsx).
import { expect, test, type Page } from "@playwright/test";

/** Icons on screen whose symbol drew nothing (an empty box), by the symbol they point to. */
function blankIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("svg > use")]
      .filter((use) => use.parentElement!.getBoundingClientRect().width > 0)
      .filter((use) => (use as SVGUseElement).getBBox().width === 0)
      .map((use) => use.getAttribute("href")),
  );
}

const spriteRequests = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/assets/icons-"))
        .length,
  );

for (const path of ["/", "/en/conexoes-integracoes/integracao-bigquery", "/agentes-ia", "/nao-existe"]) {
  test(`${path}: every icon is drawn from the page itself, without the sprite file`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const hrefs = await page
      .locator("svg > use")
      .evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(5);
    // Each points to a symbol in this document, which is in the hidden sprite at the top of the body.
    for (const href of hrefs) {
      expect(href).toMatch(/^#icon-[a-z0-9-]+$/);
      await expect(page.locator(`body > svg[aria-hidden="true"] > symbol${href}`)).toHaveCount(1);
    }
    expect(await blankIcons(page)).toEqual([]);
    expect(await spriteRequests(page)).toBe(0);
  });
}

test("a first search draws the panel's icons from the page, without the sprite file", async ({ page }) => {
  await page.goto("/conexoes-integracoes/integracao-bigquery");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByTestId("search-input").click();
  await page.keyboard.type("grupos");
  const panel = page.getByTestId("search-panel");
  await expect(panel.getByTestId("search-result").first()).toBeVisible();
  const hrefs = await panel
    .locator("svg > use")
    .evaluateAll((uses) => [...new Set(uses.map((use) => use.getAttribute("href")))].sort());
  // Results' icons among them, each pointing into the page.
  expect(hrefs).toContain("#icon-file-text");
  for (const href of hrefs) expect(href).toMatch(/^#icon-[a-z0-9-]+$/);
  expect(await blankIcons(page)).toEqual([]);
  expect(await spriteRequests(page)).toBe(0);
});

test("an icon an island draws that the page does not hold comes from the sprite file", async ({ page }) => {
  await page.goto("/conexoes-integracoes/integracao-bigquery");
  await expect(page.locator("symbol#icon-rotate-ccw")).toHaveCount(0);
  await page.getByTestId("chat-trigger").click();
  const dialog = page.getByTestId("assistant");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('use[href$="#icon-rotate-ccw"]')).toHaveAttribute(
    "href",
    /^\/assets\/icons-[\w-]+\.svg#icon-rotate-ccw$/,
  );
  // Icons the page holds are still drawn from the page inside the island.
  await expect(page.locator("symbol#icon-sparkles")).toHaveCount(1);
  await expect(dialog.locator('use[href="#icon-sparkles"]')).toHaveCount(1);
  await expect.poll(() => blankIcons(page)).toEqual([]);
  expect(await spriteRequests(page)).toBe(1);
});
