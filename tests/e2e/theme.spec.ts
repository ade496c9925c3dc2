// The colour theme control: light, dark or the system's, remembered across visits and applied
// before the first paint.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The page background as painted, read at DOMContentLoaded (before any of the app's code runs). */
async function backgroundAtParse(page: Page) {
  return page.evaluate(() => (window as { backgroundAtParse?: string }).backgroundAtParse);
}

const light = "rgb(250, 250, 250)";
const dark = "rgb(15, 15, 20)";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as { backgroundAtParse?: string }).backgroundAtParse = getComputedStyle(
        document.body,
      ).backgroundColor;
    });
  });
});

test.describe("on a light system", () => {
  test.use({ colorScheme: "light" });

  test("dark is chosen, shown at once, remembered on the next visit with no flash of light", async ({
    page,
  }) => {
    await page.goto("/agentes-ia");
    const control = page.getByTestId("theme-switch");
    await expect(control).toHaveAccessibleName("Tema de cores");
    await expect(page.getByTestId("theme-option-system")).toHaveAttribute("aria-pressed", "true");
    expect(await backgroundAtParse(page)).toBe(light);

    await page.getByTestId("theme-option-dark").click();
    await expect(page.getByTestId("theme-option-dark")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("theme-option-system")).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("body")).toHaveCSS("background-color", dark);

    for (const path of ["/agentes-ia", "/en/portals"]) {
      await page.goto(path);
      expect(await backgroundAtParse(page), path).toBe(dark);
      await expect(page.getByTestId("theme-option-dark")).toHaveAttribute("aria-pressed", "true");
    }

    // Back to the system's: light again, and nothing stored.
    await page.getByTestId("theme-option-system").click();
    await expect(page.locator("body")).toHaveCSS("background-color", light);
    await page.reload();
    expect(await backgroundAtParse(page)).toBe(light);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("works by keyboard, with its labels in the page's language", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByTestId("theme-switch")).toHaveAccessibleName("Color theme");
    await expect(page.getByTestId("theme-option-light")).toHaveAccessibleName("Light");
    await expect(page.getByTestId("theme-option-dark")).toHaveAccessibleName("Dark");
    await expect(page.getByTestId("theme-option-system")).toHaveAccessibleName("System");
    await page.getByTestId("theme-option-light").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("theme-option-dark")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page.locator("body")).toHaveCSS("background-color", light);
  });
});

test.describe("on a dark system", () => {
  test.use({ colorScheme: "dark" });

  test("follows the system until light is chosen, then stays light", async ({ page }) => {
    await page.goto("/en/agentes-ia");
    expect(await backgroundAtParse(page)).toBe(dark);
    await page.getByTestId("theme-option-light").click();
    await page.goto("/organizacao");
    expect(await backgroundAtParse(page)).toBe(light);
    await expect(page.getByTestId("theme-option-light")).toHaveAttribute("aria-pressed", "true");
  });

  test("a stored value that is not a theme means the system's", async ({ page }) => {
    await page.goto("/en");
    await page.evaluate(() => localStorage.setItem("theme", "purple"));
    await page.reload();
    expect(await backgroundAtParse(page)).toBe(dark);
    await expect(page.getByTestId("theme-option-system")).toHaveAttribute("aria-pressed", "true");
  });
});
