// The details a careful reader notices: the shortcut hint of the reader's keyboard, a hint that
// keeps clear of the browser's clear button, and article text at a reading size and measure.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** What a browser says about its platform: Chrome reports client hints, Safari and Firefox only `platform`. */
const platforms = {
  "Chrome on a Mac": { platform: "MacIntel", hints: "macOS" },
  "Safari on a Mac": { platform: "MacIntel", hints: null },
  "Chrome on Windows": { platform: "Win32", hints: "Windows" },
  "Firefox on Linux": { platform: "Linux x86_64", hints: null },
} as const;

async function emulatePlatform(page: Page, { platform, hints }: { platform: string; hints: string | null }) {
  await page.addInitScript(
    ([platform, hints]) => {
      Object.defineProperty(Navigator.prototype, "platform", { get: () => platform });
      Object.defineProperty(Navigator.prototype, "userAgentData", {
        get: () => (hints === null ? undefined : { platform: hints, mobile: false, brands: [] }),
      });
    },
    [platform, hints] as const,
  );
}

const shortcut = {
  pt: { path: "/organizacao", ctrl: "Atalho: Ctrl+K ou /", mac: "Atalho: Comando+K ou /" },
  en: { path: "/en/organizacao", ctrl: "Shortcut: Ctrl+K or /", mac: "Shortcut: Command+K or /" },
} as const;

test.describe("the search shortcut hint", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [name, platform] of Object.entries(platforms)) {
    const mac = platform.platform.startsWith("Mac");
    for (const [lang, { path, ctrl, mac: macText }] of Object.entries(shortcut)) {
      test(`${name} (${lang}): the hint reads "${mac ? "⌘ K" : "Ctrl K"}", for screen readers too, without a hydration mismatch`, async ({
        page,
      }) => {
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        await emulatePlatform(page, platform);
        await page.goto(path);
        const box = page.getByTestId("search-input");
        const hint = page.getByRole("search").locator("kbd");
        await expect(hint).toBeVisible();
        await expect(hint).toHaveText(mac ? "⌘ K" : "Ctrl K", { useInnerText: true });
        await expect(box).toHaveAccessibleDescription(mac ? macText : ctrl);
        // The key the hint names focuses the search box.
        await page.keyboard.press(mac ? "Meta+k" : "Control+k");
        await expect(box).toBeFocused();
        expect(errors).toEqual([]);
      });
    }
  }

  test("a Mac's hint is right from the first paint: the inline script sets it, not React", async ({
    page,
  }) => {
    // A page of its own, without the fixture's wait for hydration: the app's scripts never load.
    const raw = await page.context().newPage();
    await emulatePlatform(raw, platforms["Safari on a Mac"]);
    await raw.route(/\.js(\?|$)/, (route) => route.abort());
    await raw.goto("/organizacao");
    await expect(raw.locator("html")).not.toHaveAttribute("data-hydrated");
    await expect(raw.getByRole("search").locator("kbd")).toHaveText("⌘ K", { useInnerText: true });
    await expect(raw.getByTestId("search-input")).toHaveAccessibleDescription(shortcut.pt.mac);
  });

  for (const [lang, { path }] of Object.entries(shortcut)) {
    test(`(${lang}) the hint makes way for the browser's clear button, which clears the field`, async ({
      page,
    }) => {
      await page.goto(path);
      const box = page.getByTestId("search-input");
      // The shortcut hint, not the results panel's own "Enter" key, which shows once the results do.
      const hint = page.getByRole("search").locator("kbd").filter({ hasText: "Ctrl K" });
      await expect(hint).toBeVisible();
      // Focused or holding text, the field shows no hint.
      await box.focus();
      await expect(hint).toBeHidden();
      await box.fill("bigquery");
      await expect(hint).toBeHidden();
      // Escape closes the open results and keeps the text. Before the box's island has woken there
      // are no results, and Escape does what it does in any search field: it clears the text.
      await expect(page.getByTestId("search-panel")).toBeVisible();
      await box.press("Escape");
      await expect(page.getByTestId("search-panel")).toHaveCount(0);
      await expect(box).toHaveValue("bigquery");
      await box.blur();
      await expect(hint).toBeHidden();
      // The clear button sits at the field's right end, where the hint was; a click there clears.
      const { x, y, width, height } = (await box.boundingBox())!;
      await page.mouse.click(x + width / 2, y + height / 2);
      await expect(box).toHaveValue("bigquery");
      await page.mouse.click(x + width - 16, y + height / 2);
      await expect(box).toHaveValue("");
      await box.blur();
      await expect(hint).toBeVisible();
    });
  }
});

/** How many characters each full line of the article's paragraphs holds (a paragraph's last line is left out). */
function lineLengths(page: Page) {
  return page.locator(".prose-article > p").evaluateAll((paragraphs) => {
    const lengths: number[] = [];
    const range = document.createRange();
    for (const paragraph of paragraphs) {
      const lines: { middle: number; count: number }[] = [];
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const middle = rect.top + rect.height / 2;
          const line = lines.find((candidate) => Math.abs(candidate.middle - middle) < 8);
          if (line) line.count++;
          else lines.push({ middle, count: 1 });
        }
      }
      lengths.push(...lines.slice(0, -1).map((line) => line.count));
    }
    return lengths.sort((a, b) => a - b);
  });
}

test.describe("type and measure", () => {
  for (const path of [
    "/conexoes-integracoes/integracao-bigquery",
    "/en/conexoes-integracoes/integracao-bigquery",
  ]) {
    for (const width of [1440, 375]) {
      test(`${path} at ${width} px: body text is 16–17 px${width > 1000 ? ", article lines hold 65–75 characters" : ""}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const sizes = await page.evaluate(() =>
          [document.body, ...document.querySelectorAll(".prose-article > p, .prose-article li")].map(
            (element) => parseFloat(getComputedStyle(element).fontSize),
          ),
        );
        expect(sizes.length).toBeGreaterThan(5);
        for (const size of sizes) {
          expect(size).toBeGreaterThanOrEqual(16);
          expect(size).toBeLessThanOrEqual(17);
        }
        if (width < 1000) return;
        const lengths = await lineLengths(page);
        expect(lengths.length).toBeGreaterThan(8);
        const median = lengths[Math.floor(lengths.length / 2)]!;
        expect(median, `characters a line: ${lengths.join(", ")}`).toBeGreaterThanOrEqual(65);
        expect(median, `characters a line: ${lengths.join(", ")}`).toBeLessThanOrEqual(75);
      });
    }
  }
});

test("search marks cover whole words: 'usuários' never shows as 'usuário' + 's'", async ({ page }) => {
  await page.goto("/organizacao");
  await page.getByTestId("search-input").fill("usuários");
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  const split = await page
    .getByTestId("search-panel")
    .locator("mark")
    .evaluateAll((marks) =>
      marks
        .map((mark) => [
          mark.previousSibling?.textContent?.at(-1) ?? "",
          mark.textContent,
          mark.nextSibling?.textContent?.[0] ?? "",
        ])
        .filter(([before, , after]) => /[\p{L}\p{N}]/u.test(before! + after!))
        .map(([before, text, after]) => `${before}[${text}]${after}`),
    );
  expect(await page.getByTestId("search-panel").locator("mark").count()).toBeGreaterThan(3);
  expect(split).toEqual([]);
});
