// On a fresh load an article's later blocks are laid out only as they near the screen
// (content-visibility in app.css, switched on by app/lib/early-page.ts). These tests hold it to what
// a reader must not notice: nothing moves because of it, and a reload or a link to a section puts
// the reader exactly where the browser would without it.
import { expect, test, type Page } from "@playwright/test";

const articles = [
  "/conexoes-integracoes/integracao-bigquery",
  "/en/organizacao/infraestrutura-self-hosted-gcp",
  "/en/agentes-ia/como-criar-seu-primeiro-agente",
];

const lazy = (page: Page) => page.locator("html[data-lazy-layout]");

/** Every element's box in the article, relative to the article, rounded to the pixel. */
function boxes(page: Page) {
  return page.locator(".prose-article").evaluate((article) => {
    const origin = article.getBoundingClientRect();
    return [...article.querySelectorAll("*")].map((element) => {
      const box = element.getBoundingClientRect();
      return [box.top - origin.top, box.left - origin.left, box.width, box.height].map(Math.round).join(",");
    });
  });
}

for (const path of articles) {
  test(`${path}: the containment a lazily laid-out block gets moves nothing in the article`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(lazy(page)).toHaveCount(1);
    // Without the lazy layout, then with the containment it brings on every block (and no skipping,
    // so every box is measured): the two layouts must be the same to the pixel.
    await page.evaluate(() => document.documentElement.removeAttribute("data-lazy-layout"));
    const plain = await boxes(page);
    await page.addStyleTag({ content: ".prose-article > * { contain: layout style paint; }" });
    expect(await boxes(page)).toEqual(plain);
  });
}

test("a fresh load lays out lazily; a reload, a return and a link to a section do not", async ({ page }) => {
  const path = articles[0]!;
  await page.goto(path);
  await expect(lazy(page)).toHaveCount(1);
  const block = page.locator(".prose-article > :nth-child(n + 6)").first();
  expect(await block.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("auto");

  await page.reload();
  await expect(lazy(page)).toHaveCount(0);
  expect(await block.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("visible");

  await page.goto("/portals");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`127.0.0.1:[0-9]+${path}$`));
  await expect(lazy(page)).toHaveCount(0);

  await page.goto(`${path}#solucao-de-problemas`);
  await expect(lazy(page)).toHaveCount(0);
});

test("after reading down a freshly loaded article, a reload shows the same place", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(articles[1]!);
  await expect(lazy(page)).toHaveCount(1);
  // Read down the way a reader does, so the blocks passed are laid out on the way.
  const heading = page.locator(".prose-article h2").nth(5);
  for (let step = 0; step < 40; step++) {
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    if (top < 200) break;
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  const before = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  expect(before).toBeLessThan(200);
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  await expect
    .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(before);
});
