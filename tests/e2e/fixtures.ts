/**
 * The Playwright `test` with one addition: `page.goto` waits until the page has settled
 * (`<html data-hydrated>`: loaded, the browser idle once, the loader listening, and the islands that
 * wake at idle, the results page's only, awake), as a reader who has read for a moment finds it.
 * Islands woken on use are left asleep, React with them: a test's first pointer, focus, click or key
 * wakes them, as a reader's does.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";

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

/**
 * Presses a control far down an article as a reader does: once it is on screen. Playwright scrolls
 * a control into view and presses it within one frame. On an article, a scroll that far is a jump,
 * after which the page lays out the blocks it had only estimated (`content-visibility: auto`,
 * app/early/page.ts) while the block at the top of the screen stays put; a control below them can
 * then move between the button going down and coming up, and the click lands on the article beside
 * it (about 1 press in 12). A reader presses frames after the scroll has been painted.
 */
export async function pressOnScreen(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.click();
}
