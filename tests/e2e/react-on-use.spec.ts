// React only on use (README, "How it is built"): a reader who only reads and scrolls runs no React
// at all (and, with Save-Data, downloads none: otherwise the widgets scrolled into view have their
// code on its way); the theme switch, "On this page" and the plain buttons' tooltips work without it; and the
// reader's intent (the pointer reaching the assistant's button) brings React in; search, plain DOM,
// never does.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const article = "/conexoes-integracoes/integracao-bigquery";

/** The names of the scripts the page asks for, as they are asked for. */
function scriptsAskedFor(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") names.push(new URL(request.url()).pathname.split("/").pop()!);
  });
  return names;
}

const isReact = (name: string) => /^(react|mount)-/.test(name) || name.includes(".island-");

/** Reads down the page with the wheel and the keyboard, the pointer never over anything. */
async function readToTheEnd(page: Page) {
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await page.keyboard.press("End");
  await expect
    .poll(() => page.evaluate(() => window.innerHeight + window.scrollY >= document.body.scrollHeight - 2))
    .toBe(true);
  await page.keyboard.press("Home");
}

/** The article opened and settled, no React asked for yet; the scripts it asks for from then on. */
async function settledWithoutReact(page: Page): Promise<string[]> {
  const scripts = scriptsAskedFor(page);
  await page.goto(article);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter(isReact)).toEqual([]);
  return scripts;
}

test.use({ viewport: { width: 1280, height: 900 } });

/** The reader asked the browser to save data (Save-Data, `navigator.connection.saveData`). */
async function saveData(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: true } }),
  );
}

for (const path of [article, "/en"]) {
  test(`${path}: reading and scrolling with Save-Data loads no React; nor does the pointer on the search box and a search`, async ({
    page,
  }) => {
    const scripts = scriptsAskedFor(page);
    await saveData(page);
    await page.goto(path);
    await readToTheEnd(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.some((name) => name.startsWith("entry.client-"))).toBe(true);
    expect(scripts.filter(isReact)).toEqual([]);
    expect(await page.locator("lumi-island[data-hydrated]").count()).toBe(0);

    // The search box is plain DOM: the pointer on it brings its code and the index, not React.
    const searchCode = page.waitForRequest((request) =>
      /\/assets\/combobox\.on-intent-[\w-]+\.js$/.test(request.url()),
    );
    await page.getByTestId("search-input").hover();
    await searchCode;
    await page.getByTestId("search-input").fill("bigquery");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    expect(scripts.filter(isReact)).toEqual([]);
    // No island woke.
    expect(await page.locator("lumi-island[data-hydrated]").count()).toBe(0);
  });
}

test("with Save-Data, a copy button hidden under the sticky header is not near the pointer on the search box", async ({
  page,
}) => {
  const scripts = scriptsAskedFor(page);
  await saveData(page);
  await page.goto(article);
  await page.waitForLoadState("networkidle");
  // The copy button nearest the search box across, scrolled to sit under the header, level with
  // the search box: where one passes while the page scrolls back to the top.
  const searchBox = page.getByTestId("search-input");
  const under = await searchBox.evaluate((input) => {
    const box = input.getBoundingClientRect();
    const middle = (rect: DOMRect) => (rect.left + rect.right) / 2;
    const buttons = Array.from(document.querySelectorAll("lumi-island[data-island*='copy-button'] > *"));
    const nearest = buttons.sort(
      (a, b) =>
        Math.abs(middle(a.getBoundingClientRect()) - middle(box)) -
        Math.abs(middle(b.getBoundingClientRect()) - middle(box)),
    )[0]!;
    window.scrollBy({ top: nearest.getBoundingClientRect().top - box.top, behavior: "instant" });
    const button = nearest.getBoundingClientRect();
    const header = document.querySelector("header")!.getBoundingClientRect();
    return {
      hidden: button.top >= header.top && button.bottom <= header.bottom,
      across: Math.max(box.left - button.right, 0, button.left - box.right),
    };
  });
  expect(under.hidden).toBe(true);
  expect(under.across).toBeLessThan(64);
  await searchBox.hover();
  await searchBox.fill("bigquery");
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter(isReact)).toEqual([]);
});

test("reading to the end asks for the code of the widgets that came into view, runs none, and asks for none that was in view", async ({
  page,
}) => {
  const scripts = await settledWithoutReact(page);
  await readToTheEnd(page);
  // The feedback box at the article's end came into view: its files are on their way, so a press
  // on it waits for no chain of requests (islands/intent.ts).
  await expect
    .poll(() => scripts.filter((name) => name.startsWith("feedback.island-")).length)
    .toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((name) => /^(combobox\.on-intent|chat-trigger\.island)-/.test(name))).toEqual([]);
  expect(await page.locator("lumi-island[data-hydrated]").count()).toBe(0);
});

test("the assistant's button wakes when the pointer reaches it, and starts loading the dialog", async ({
  page,
}) => {
  await settledWithoutReact(page);
  const dialogCode = page.waitForRequest((request) =>
    /\/assets\/assistant-root-[\w-]+\.js$/.test(request.url()),
  );
  await page.getByTestId("chat-trigger").hover();
  await dialogCode;
  await expect(page.locator("lumi-island[data-island$='chat-trigger.island.tsx']")).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  await page.getByTestId("chat-trigger").click();
  await expect(page.getByTestId("assistant")).toBeVisible();
});

test("the theme switch, its tooltips and 'On this page' work with no React on the page", async ({ page }) => {
  // Were any island to wake, it could not: React's code never arrives.
  await page.route(/\/assets\/react-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(article);

  // The theme switch: by pointer and by keyboard, stored, with its tooltip.
  const dark = page.getByTestId("theme-option-dark");
  await dark.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(dark).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("theme-option-system")).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByTestId("theme-option-light")).toBeFocused();
  await expect(page.getByRole("tooltip")).toHaveText("Claro");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(page.getByTestId("theme-option-light")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("theme-option-system").hover();
  await expect(page.getByRole("tooltip")).toHaveText("Do sistema");
  await page.getByTestId("theme-option-system").click();
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();

  // "On this page" marks the section scrolled to, and the first one back at the top.
  const toc = page.getByRole("navigation", { name: "Nesta página" });
  const entries = toc.getByRole("link");
  expect(await entries.count()).toBeGreaterThan(2);
  await expect(toc.locator("[aria-current='location']")).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute("aria-current", "location");
  const third = entries.nth(2);
  const id = (await third.getAttribute("href"))!.slice(1);
  await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
  await expect(third).toHaveAttribute("aria-current", "location");
  await expect(toc.locator("[aria-current='location']")).toHaveCount(1);
  await expect(third).toHaveCSS("font-weight", "500");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(entries.first()).toHaveAttribute("aria-current", "location");

  // The pointer came near islands (the header's controls sit beside the search box), so React may
  // have been asked for, ahead of a use; it never arrived, and nothing here needed it.
  expect(await page.locator("lumi-island[data-hydrated]").count()).toBe(0);
});
