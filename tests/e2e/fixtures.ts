/**
 * The Playwright `test` with one addition: `page.goto` waits until the page's islands that wake at
 * idle have hydrated (`<html data-hydrated>`), as a reader who has read for a moment finds them.
 * Islands woken on first use are left asleep: a test's first click or key wakes them, as a reader's does.
 */
import { test as base, expect, type Page } from "@playwright/test";

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await provide(page);
  },
});

export { expect };
