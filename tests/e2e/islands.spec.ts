// The islands design (README, "How it is built"): the page is HTML, React and each island's code
// arrive on use, what the reader does before they have is not lost, links are prefetched on hover.
import { expect, test } from "./fixtures";

const article = "/conexoes-integracoes/integracao-bigquery";

test("only the small entry script runs, before the load event and after it: islands, React and search wait for use", async ({
  page,
}) => {
  const beforeLoad: string[] = [];
  const all: string[] = [];
  let loaded = false;
  page.on("load", () => (loaded = true));
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    const name = new URL(request.url()).pathname.split("/").pop()!;
    all.push(name);
    if (!loaded) beforeLoad.push(name);
  });
  await page.goto(article);
  await page.waitForLoadState("networkidle");
  expect(all.some((name) => name.startsWith("entry.client-"))).toBe(true);
  expect(beforeLoad.filter((name) => /^(react|combobox|chat-trigger)/.test(name))).toEqual([]);
  // Nobody has used anything yet: no island's code, no React, no search code.
  expect(all.filter((name) => /^(react|mount|combobox)-|\.(island|on-intent)-/.test(name))).toEqual([]);
  // The search box is plain DOM: its first use brings its own code and the index, never React.
  await page.getByTestId("search-input").focus();
  await page.keyboard.type("bigquery");
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  expect(all.some((name) => name.startsWith("combobox.on-intent-"))).toBe(true);
  expect(all.filter((name) => /^(react|mount)-|\.island-/.test(name))).toEqual([]);
  // The assistant's button is an island: its first use brings React.
  await page.getByTestId("chat-trigger").click();
  await expect(page.getByTestId("assistant")).toBeVisible();
  expect(all.some((name) => name.startsWith("react-"))).toBe(true);
  // Copy buttons, tabs and feedback wake on their own first use: still nobody has used them.
  expect(all.filter((name) => /^(copy-button|feedback|tab-list)\.island-/.test(name))).toEqual([]);
});

test("the article's text is the pre-rendered HTML, never rendered again in the browser", async ({ page }) => {
  // Marked as soon as the HTML is parsed, before any island wakes.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const paragraph = document.querySelector(".prose-article p") as unknown as { marked?: boolean } | null;
      if (paragraph) paragraph.marked = true;
    }),
  );
  await page.goto(article);
  const marked = await page
    .locator(".prose-article p")
    .first()
    .evaluate((element) => (element as unknown as { marked?: boolean }).marked);
  expect(marked).toBe(true);
});

test("a copy button wakes when the pointer reaches it, and its first click is not lost", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/en/primeiros-passos/convidando-sua-equipe");
  const island = page.locator("lumi-island[data-island$='copy-button.island.tsx']").first();
  await expect(island).not.toHaveAttribute("data-hydrated");
  await island.locator("button").click();
  await expect(island).toHaveAttribute("data-hydrated", "true");
  // The first is the first section's "copy link" button.
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/en\/primeiros-passos\/convidando-sua-equipe#/,
  );
});

test("resting the pointer on a link asks the browser for that page ahead", async ({ page }) => {
  await page.goto("/agentes-ia");
  const card = page.getByTestId("article-card").first().getByRole("link");
  const href = (await card.getAttribute("href"))!;
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === href);
  await card.hover();
  await prefetched;
  await expect(page.locator(`link[rel="prefetch"][href="${href}"]`)).toHaveCount(1);
});
