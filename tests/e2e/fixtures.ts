/**
 * The Playwright `test` with one addition: `page.goto` waits until the page has settled
 * (`<html data-hydrated>`: loaded, the browser idle once, the loader listening, and the islands that
 * wake at idle, the results page's only, awake), as a reader who has read for a moment finds it.
 * Islands woken on use are left asleep, React with them: a test's first pointer, focus, click or key
 * wakes them, as a reader's does.
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
