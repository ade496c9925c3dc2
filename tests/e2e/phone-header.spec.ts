/**
 * The header on a phone and a tablet, in every language of the table: one row, 56 px on a phone
 * and no taller than 64 px on a tablet; on a phone the search behind a search button and the
 * theme, language and login controls at the top of the open menu; every control reachable by touch and by keyboard; search and the
 * language switch working from those places; sections landing below the header; axe clean in both
 * colour schemes.
 */
import type { Locator, Page } from "@playwright/test";
import { defaultLang, languages, otherLanguages, type Lang } from "../../app/lib/languages";
import { tp } from "../../app/lib/page-messages";
import { href } from "../../app/lib/urls";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

const article = "/organizacao/autenticacao/azure-ad";
/** A word every language's articles have, so the header's search finds something in each. */
const query = "SAML";

const phone = { width: 390, height: 844 };
const tablet = { width: 768, height: 1024 };

/** The controls every header has, wherever they are shown. */
const controls = [
  "sidebar-open",
  "search-input",
  "theme-option-light",
  "theme-option-dark",
  "theme-option-system",
  ...languages.map((lang) => `lang-option-${lang}`),
  "login-link",
];

async function headerHeight(page: Page): Promise<number> {
  return (await page.locator("header").first().boundingBox())!.height;
}

/** True when the element's middle is on screen and it is what a press there reaches. */
async function pressable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const [cx, cy] = [x + width / 2, y + height / 2];
    if (cx < 0 || cy < 0 || cx > window.innerWidth || cy > window.innerHeight) return false;
    return element.contains(document.elementFromPoint(cx, cy));
  });
}

/**
 * A tap where the control is on screen. Playwright's `tap()` first scrolls the control "into view",
 * and Chromium scrolls a control in the sticky header to where the header would be unstuck; a
 * reader's tap moves nothing.
 */
async function tapInPlace(page: Page, control: Locator): Promise<void> {
  const { x, y, width, height } = (await control.boundingBox())!;
  await page.touchscreen.tap(x + width / 2, y + height / 2);
}

/** The test ids met while tabbing forward from where the focus is, until the main content. */
async function tabThrough(page: Page, steps = 40): Promise<string[]> {
  const seen: string[] = [];
  for (let step = 0; step < steps; step++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active.closest("main")) return null;
      return (
        active.getAttribute("data-testid") ??
        active.closest("[data-testid]")?.getAttribute("data-testid") ??
        ""
      );
    });
    if (id === null) break;
    if (id) seen.push(id);
  }
  return seen;
}

/** True once the section's heading is on screen, below the header, in the upper half. */
async function landedBelowHeader(page: Page, id: string): Promise<boolean> {
  return page.locator(`[id="${id}"]`).evaluate((heading) => {
    const top = heading.getBoundingClientRect().top;
    return (
      top >= document.querySelector("header")!.getBoundingClientRect().bottom && top < window.innerHeight / 2
    );
  });
}

// axe over a whole article takes a busy 2-core machine many seconds, and these run it more than once.
test.describe.configure({ timeout: 180_000 });

/**
 * What the first axe run of a language covers: the whole article in the default language (the
 * layout at this size: targets, contrast, reflow), the header in the others, whose article is the
 * same markup with other words (quality.spec.ts runs axe over every language's pages).
 */
const wholePageOnce = (lang: Lang) => (lang === defaultLang ? undefined : "header");

for (const lang of languages) {
  const path = href(article, lang);
  const other = otherLanguages(lang)[0]!;

  test.describe(`${lang}, on a ${phone.width} x ${phone.height} phone`, () => {
    test.use({ viewport: phone, hasTouch: true, isMobile: true });

    test("the header is one row of 56 px: the menu, the logo and a search button", async ({ page }) => {
      await page.goto(path);
      // --header-height: 3.5rem below 768 px.
      expect(await headerHeight(page)).toBe(56);
      for (const testId of ["sidebar-open", "search-open"])
        expect(await pressable(page.getByTestId(testId))).toBe(true);
      await expect(page.getByTestId("search-open")).toHaveAccessibleName(tp(lang, "searchOpen"));
      // Without scripts it leads to the language's results page, where search works too.
      await expect(page.getByTestId("search-open")).toHaveAttribute("href", href("/busca", lang));
      for (const testId of ["search-input", "theme-switch", "language-switch", "login-link"])
        await expect(page.getByTestId(testId)).toBeHidden();
      // It stays while the reader reads down.
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect
        .poll(() => page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().top))
        .toBe(0);
    });

    test("the open menu shows the theme, language and login controls above the sections, each one tap away", async ({
      page,
    }) => {
      await page.goto(path);
      await page.getByTestId("sidebar-open").tap();
      await expect(page.getByTestId("sidebar")).toBeVisible();
      for (const testId of controls.filter((id) => id !== "sidebar-open" && id !== "search-input")) {
        await expect(page.getByTestId(testId)).toBeVisible();
        expect(await pressable(page.getByTestId(testId)), testId).toBe(true);
      }
      // Above the sidebar, not over it.
      const actions = (await page.locator("#header-actions").boundingBox())!;
      const sidebar = (await page.getByTestId("sidebar").boundingBox())!;
      expect(sidebar.y).toBeGreaterThanOrEqual(actions.y + actions.height - 1);
      expect(await pressable(page.getByTestId("sidebar-toggle-all"))).toBe(true);

      await page.getByTestId("theme-option-dark").tap();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expect(page.getByTestId("theme-option-dark")).toHaveAttribute("aria-pressed", "true");

      const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("login-link").tap()]);
      await popup.close();

      await page.getByTestId(`lang-option-${other}`).tap();
      await expect(page).toHaveURL(new RegExp(`${href(article, other)}(#.*)?$`));
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await expect(page.getByTestId("language-switch")).toBeHidden();
    });

    test("the search button opens the search full width, focused, and it closes back where the reader was", async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, 1500));
      // A jump lays out the blocks the page had only estimated, and the browser keeps the reader's
      // place as they grow: the position to come back to is the one it settles on.
      const settled = () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
            ),
        );
      await expect.poll(async () => (await settled()) === (await settled())).toBe(true);
      const scrolled = await settled();
      const opener = page.getByTestId("search-open");
      await tapInPlace(page, opener);
      const input = page.getByTestId("search-input");
      await expect(input).toBeFocused();
      expect((await input.boundingBox())!.width).toBeGreaterThan(phone.width - 120);
      expect(await headerHeight(page)).toBe(56);
      await expect(opener).toHaveAttribute("aria-expanded", "true");

      // Escape, with nothing typed, closes it; the focus is back on the button, the page where it was.
      await page.keyboard.press("Escape");
      await expect(input).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute("aria-expanded", "false");
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // The close button does the same.
      await tapInPlace(page, opener);
      await expect(input).toBeFocused();
      const close = page.getByRole("button", { name: tp(lang, "searchClose") });
      await tapInPlace(page, close);
      await expect(input).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // With text, Escape closes the results first, then the search; the text waits for the next time.
      await tapInPlace(page, opener);
      await page.keyboard.type(query);
      await expect(page.getByTestId("search-result").first()).toBeVisible();
      expect(await pressable(page.getByTestId("search-result").first())).toBe(true);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("search-panel")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(input).toBeHidden();
      await expect(opener).toBeFocused();
      await tapInPlace(page, opener);
      await expect(input).toHaveValue(query);
    });

    test("every control is reachable by keyboard", async ({ page }) => {
      await page.goto(path);
      const header = await tabThrough(page);
      expect(header).toEqual(expect.arrayContaining(["sidebar-open", "search-open"]));
      // The search, from its button.
      await page.getByTestId("search-open").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("search-input")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("search-open")).toBeFocused();
      // The menu: its first control takes the focus; the rest follow, the language switch among them.
      await page.getByTestId("sidebar-open").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("theme-option-light")).toBeFocused();
      const menu = ["theme-option-light", ...(await tabThrough(page, 12))];
      for (const testId of controls.filter((id) => id !== "sidebar-open" && id !== "search-input"))
        expect(menu).toContain(testId);
      expect(menu).toContain("sidebar-toggle-all");
      await page.getByTestId(`lang-option-${other}`).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href(article, other)}(#.*)?$`));
    });

    test('a section chosen in "On this page", or linked to, lands below the header', async ({ page }) => {
      await page.goto(path);
      const toc = page
        .locator("main details")
        .filter({ has: page.locator("nav") })
        .first();
      await toc.locator("summary").tap();
      const entry = toc.locator('a[href^="#"]').nth(2);
      const id = decodeURIComponent((await entry.getAttribute("href"))!.slice(1));
      await entry.tap();
      await expect.poll(() => landedBelowHeader(page, id)).toBe(true);

      await page.goto(`${path}#${id}`);
      await expect.poll(() => landedBelowHeader(page, id)).toBe(true);
    });

    for (const colorScheme of ["light", "dark"] as const) {
      test.describe(`${colorScheme} scheme`, () => {
        test.use({ colorScheme });

        test("no axe violations, with the menu or the search open", async ({ page }) => {
          await page.goto(path, { waitUntil: "networkidle" });
          expect(await axeViolations(page, wholePageOnce(lang))).toEqual([]);
          await page.getByTestId("sidebar-open").tap();
          await expect(page.getByTestId("language-switch")).toBeVisible();
          expect(await axeViolations(page, "header, #sidebar")).toEqual([]);
          await page.keyboard.press("Escape");
          await expect(page.getByTestId("sidebar")).toBeHidden();
          await page.getByTestId("search-open").tap();
          await page.getByTestId("search-input").fill(query);
          await expect(page.getByTestId("search-result").first()).toBeVisible();
          // The results' scroll area has no tab stop: options are reached through the combobox's keys
          // (quality.spec.ts checks what the rule asks for another way).
          expect(await axeViolations(page, "header", ["scrollable-region-focusable"])).toEqual([]);
        });
      });
    }
  });

  test.describe(`${lang}, on a ${tablet.width} x ${tablet.height} tablet`, () => {
    test.use({ viewport: tablet, hasTouch: true });

    test("the header is one row of at most 64 px with every control in it, each one tap away", async ({
      page,
    }) => {
      await page.goto(path);
      expect(await headerHeight(page)).toBeLessThanOrEqual(64);
      await expect(page.getByTestId("search-open")).toBeHidden();
      for (const testId of controls) {
        await expect(page.getByTestId(testId)).toBeVisible();
        expect(await pressable(page.getByTestId(testId)), testId).toBe(true);
      }
      await page.getByTestId("search-input").tap();
      await page.getByTestId("search-input").fill(query);
      await expect(page.getByTestId("search-result").first()).toBeVisible();
      await page.keyboard.press("Escape");

      await page.getByTestId("theme-option-dark").tap();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      // The menu is the sidebar alone here: its first control takes the focus.
      await page.getByTestId("sidebar-open").tap();
      await expect(page.getByTestId("sidebar-toggle-all")).toBeFocused();
      await page.keyboard.press("Escape");
      await page.getByTestId(`lang-option-${other}`).tap();
      await expect(page).toHaveURL(new RegExp(`${href(article, other)}(#.*)?$`));
    });

    test("every control is reachable by keyboard", async ({ page }) => {
      await page.goto(path);
      const header = await tabThrough(page);
      for (const testId of controls) expect(header).toContain(testId);
    });

    test("a linked section lands below the header", async ({ page }) => {
      await page.goto(path);
      const id = (await page.locator("main h2[id]").nth(2).getAttribute("id"))!;
      await page.goto(`${path}#${id}`);
      await expect.poll(() => landedBelowHeader(page, id)).toBe(true);
    });

    for (const colorScheme of ["light", "dark"] as const) {
      test.describe(`${colorScheme} scheme`, () => {
        test.use({ colorScheme });

        test("no axe violations, with the menu open", async ({ page }) => {
          await page.goto(path, { waitUntil: "networkidle" });
          expect(await axeViolations(page, wholePageOnce(lang))).toEqual([]);
          await page.getByTestId("sidebar-open").tap();
          await expect(page.getByTestId("sidebar")).toBeVisible();
          expect(await axeViolations(page, "header, #sidebar")).toEqual([]);
        });
      });
    }
  });
}
