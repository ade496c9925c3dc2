import { expect, pressOnScreen, test } from "./fixtures";

test("feedback thanks the reader for 3000 ms, then asks again, without any request", async ({ page }) => {
  await page.goto("/en/chat-canvas/entendendo-o-chat");
  // Freeze time so the 3000 ms are measured on the page's clock, not on a busy machine's.
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const feedback = page.getByTestId("feedback");
  await expect(feedback).toContainText("Was this article helpful?");
  const requests: string[] = [];
  // A call home would be a fetch, XHR or beacon; images (the icon sprite) do not count.
  page.on("request", (request) => {
    if (["fetch", "xhr", "ping", "eventsource", "websocket"].includes(request.resourceType()))
      requests.push(request.url());
  });

  await pressOnScreen(page.getByTestId("feedback-yes"));
  await expect(page.getByTestId("feedback-thanks")).toHaveText("Thanks for your feedback!");
  await page.clock.runFor(2900);
  await expect(page.getByTestId("feedback-thanks")).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByTestId("feedback-thanks")).toBeHidden();
  await expect(feedback).toContainText("Was this article helpful?");

  await page.getByTestId("feedback-no").click();
  await expect(page.getByTestId("feedback-thanks")).toBeVisible();
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(["lang"]);
});
