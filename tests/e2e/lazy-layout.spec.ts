// On a fresh load an article's later blocks are laid out only as they near the screen
// (content-visibility in app.css, switched on by app/early/page.ts). These tests hold it to what
// a reader must not notice: nothing moves because of it, and a reload or a link to a section puts
// the reader exactly where the browser would without it.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

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

/** Reads down the way a reader does, with the wheel, a little at a time, until `heading` is near the top. */
async function readDownTo(page: Page, heading: Locator) {
  for (let step = 0; step < 40; step++) {
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    if (top < 200) return;
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
}

for (const path of articles) {
  test(`${path}: the containment a lazily laid-out block gets moves nothing in the article`, async ({
    page,
  }) => {
    await page.goto(path);
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
  // Read as the page is parsed: once its islands are awake, the rest is laid out (a later test).
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const block = document.querySelector(".prose-article > :nth-child(n + 6):last-child")!;
      document.documentElement.dataset.parsedWith = getComputedStyle(block).contentVisibility;
    }),
  );
  await page.goto(path);
  const parsedWith = (value: string) =>
    expect(page.locator("html")).toHaveAttribute("data-parsed-with", value);
  await parsedWith("auto");

  await page.reload();
  await parsedWith("visible");
  await expect(lazy(page)).toHaveCount(0);

  await page.goto("/portals");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`127.0.0.1:[0-9]+${path}$`));
  await parsedWith("visible");

  await page.goto(`${path}#solucao-de-problemas`);
  await parsedWith("visible");
});

/** Where the feedback box's top is in the viewport, in each of the next `frames` frames after a jump to the end. */
function topsAfterJumpToEnd(page: Page, frames: number) {
  return page.evaluate(async (count) => {
    const feedback = document.querySelector("[data-testid=feedback]")!;
    window.scrollTo(0, document.documentElement.scrollHeight);
    const tops: number[] = [];
    for (let frame = 0; frame < count; frame++) {
      await new Promise(requestAnimationFrame);
      tops.push(Math.round(feedback.getBoundingClientRect().top));
    }
    return tops;
  }, frames);
}

test("a jump to the end right after a fresh load stays at the end, and nothing on screen moves afterwards", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // No script but the page's inline one: its islands never wake, so nothing else lays the rest out.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(articles[1]!);
  await expect(lazy(page)).toHaveCount(1);
  // From the first frame at the end, the blocks on screen already have their real heights.
  const tops = await topsAfterJumpToEnd(page, 6);
  expect(new Set(tops).size, tops.join(" ")).toBe(1);
  await expect(lazy(page)).toHaveCount(0);
  // The blocks above took their real heights without pushing the reader away from the end.
  const gap = await page.evaluate(
    () => document.documentElement.scrollHeight - window.scrollY - window.innerHeight,
  );
  expect(gap).toBeLessThanOrEqual(1);
});

test("a section link followed right after a fresh load shows the section where it would without the lazy layout", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route("**/assets/*.js", (route) => route.abort());
  const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
  /** Follows the link to a section past the middle; where its heading then is, in each of 6 frames. */
  const follow = async () => {
    const link = links.nth(Math.floor((await links.count()) * 0.7));
    const id = decodeURIComponent((await link.getAttribute("href"))!.slice(1));
    await link.click();
    return page.evaluate(async (target) => {
      const heading = document.getElementById(target)!;
      const tops: number[] = [];
      for (let frame = 0; frame < 6; frame++) {
        await new Promise(requestAnimationFrame);
        tops.push(Math.round(heading.getBoundingClientRect().top));
      }
      return tops;
    }, id);
  };
  await page.goto(articles[1]!);
  await page.evaluate(() => document.documentElement.removeAttribute("data-lazy-layout"));
  const plain = await follow();
  await page.goto(articles[1]!);
  await expect(lazy(page)).toHaveCount(1);
  const tops = await follow();
  await expect(lazy(page)).toHaveCount(0);
  expect(tops, tops.join(" ")).toEqual(plain);
  expect(new Set(tops).size).toBe(1);
});

test("a reader who stays put pays for no more than the opening; reading down lays each block out on the way", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The browser says when it stops skipping a block's contents (it lays the block out); each block
  // so reached is marked.
  await page.addInitScript(() =>
    document.addEventListener(
      "contentvisibilityautostatechange",
      (event) => {
        if (!(event as ContentVisibilityAutoStateChangeEvent).skipped)
          (event.target as HTMLElement).dataset.laidOut = "";
      },
      true,
    ),
  );
  await page.goto(articles[1]!);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  /** Which of the later blocks the browser has laid out so far. */
  const rendered = () =>
    page
      .locator(".prose-article > :nth-child(n + 6)")
      .evaluateAll((blocks) => blocks.map((block) => (block as HTMLElement).dataset.laidOut !== undefined));
  // Awake and idle, the page has laid out only what is on or near the screen.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const still = await rendered();
  expect(still.length).toBeGreaterThan(20);
  expect(still.at(-1), "the last block, far below").toBe(false);
  await expect(lazy(page)).toHaveCount(1);
  // Reading down, a screen at most at a time, lays out the blocks reached, and is no jump.
  const heading = page.locator(".prose-article h2").nth(4);
  await readDownTo(page, heading);
  await expect(lazy(page)).toHaveCount(1);
  const passed = await heading.evaluate((element) => {
    const blocks = [...element.parentElement!.children].slice(5);
    return blocks
      .slice(0, blocks.indexOf(element) + 1)
      .map((block) => (block as HTMLElement).dataset.laidOut !== undefined);
  });
  expect(passed.length).toBeGreaterThan(5);
  expect(new Set(passed)).toEqual(new Set([true]));
  expect((await rendered()).at(-1), "the last block, still far below").toBe(false);
});

test("after reading down a freshly loaded article, a reload shows the same place", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The islands wait (their scripts held back), so the blocks are laid out by the reading alone.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto(articles[1]!);
  await expect(lazy(page)).toHaveCount(1);
  // Read down the way a reader does, so the blocks passed are laid out on the way.
  const heading = page.locator(".prose-article h2").nth(5);
  await readDownTo(page, heading);
  const before = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  expect(before).toBeLessThan(200);
  await page.unroute("**/assets/*.js");
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  await expect
    .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(before);
});

/** Two articles whose copy buttons and links sat over the next blocks' on a phone while the estimates were one height for all. */
const audited = ["/organizacao/autenticacao/google", "/en/organizacao/infraestrutura-self-hosted-gcp"];

for (const path of audited)
  for (const viewport of [
    { width: 390, height: 844 },
    // Lighthouse's phone.
    { width: 412, height: 823 },
  ])
    test(`${path}, freshly loaded at ${viewport.width}x${viewport.height}: no control is covered by another, even in blocks not laid out yet`, async ({
      page,
    }) => {
      // What a phone audit does (axe's target-size rule over the whole page, right after the load):
      // a block not laid out yet is as tall as its estimate while its controls are measured where
      // they really are, so a short estimate puts them over the next block's.
      await page.setViewportSize(viewport);
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(lazy(page)).toHaveCount(1);
      const results = await new AxeBuilder({ page })
        .options({ resultTypes: ["violations"] })
        .withRules(["target-size"])
        .analyze();
      expect(
        results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" "))),
      ).toEqual([]);
      await expect(lazy(page)).toHaveCount(1);
    });

for (const { width, property } of [
  { width: 390, property: "--block-phone" },
  { width: 1280, property: "--block-wide" },
])
  test(`at ${width} px, a block holding a control is never taller than the estimate it is laid out lazily with`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...articles, ...audited]) {
      await page.goto(path);
      const blocks = await page
        .locator(".prose-article > :nth-child(n + 6)")
        .evaluateAll((elements, name) => {
          const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
          const control = "a[href], button, input, select, textarea, [tabindex]";
          const estimates = elements.map(
            (element) => parseFloat(getComputedStyle(element).getPropertyValue(name)) * rem,
          );
          // The real heights, every block laid out.
          document.documentElement.removeAttribute("data-lazy-layout");
          return elements.map((element, index) => ({
            block: `${index + 6}: ${element.tagName.toLowerCase()} ${(element.textContent ?? "").slice(0, 40)}`,
            estimate: estimates[index]!,
            height: element.getBoundingClientRect().height,
            control: element.matches(control) || element.querySelector(control) !== null,
          }));
        }, property);
      expect(blocks.length, path).toBeGreaterThan(5);
      // Every later block has its estimate from the build.
      expect(
        blocks.filter((block) => !(block.estimate > 0)).map((block) => block.block),
        path,
      ).toEqual([]);
      expect(
        blocks
          .filter((block) => block.control && block.estimate < block.height)
          .map((block) => `${block.block}: ${block.estimate} < ${block.height}`),
        path,
      ).toEqual([]);
    }
  });
