/**
 * The Playwright `test` with one addition: `page.goto` waits until React has hydrated the page
 * (`<html data-hydrated>`), so a test never clicks a button that has no handler yet.
 */
import { test as base, expect, type Page } from "@playwright/test";

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // An article's body hydrates on its own, once its chunk has arrived.
      await expect(page.locator(".prose-article:not([data-hydrated])")).toHaveCount(0);
      return response;
    };
    await provide(page);
  },
});

export { expect };
