// A widget whose code fails to load: once (a dropped connection, a deploy in between), the reader's
// click still does what it should; for good, the page says so in place, offers a reload, and what
// works without scripts (a form) works.
import { test as unwaited, type Page } from "@playwright/test";
import { tp } from "~/lib/page-messages";
import { t } from "~/lib/messages";
import { expect, pressOnScreen, test } from "./fixtures";

const article = "/chat-canvas/entendendo-o-chat";

/** Fails the requests for the script files matching `file` the first `times` times (Infinity: always). */
async function failScript(page: Page, file: RegExp, times: number) {
  let failed = 0;
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && file.test(url.pathname.split("/").pop()!),
    (route) => {
      if (failed >= times) return route.fallback();
      failed++;
      return route.abort("connectionreset");
    },
  );
  return () => failed;
}

for (const [what, file] of [
  ["the feedback's code", /^feedback\.island-[\w-]+\.js$/],
  ["React's code", /^react-[\w-]+\.js$/],
  // The page's own widget strings, one file per language (lib/messages.ts), named by its code.
  ["the page's strings file", /^pt-[\w-]+\.js$/],
] as const) {
  // Pressed as soon as the page has loaded, as the islands start waking: whichever island asks for
  // the file first meets the failure, and every island must come through it.
  unwaited(`a feedback answer counts when ${what} fails to load once`, async ({ page }) => {
    const failures = await failScript(page, file, 1);
    await page.goto(article);
    await pressOnScreen(page.getByRole("button", { name: t("pt", "feedbackYes") }));
    await expect(page.getByTestId("feedback-thanks")).toHaveText(t("pt", "feedbackThanks"), {
      timeout: 20_000,
    });
    expect(failures()).toBe(1);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    await expect(
      page.locator("lumi-island[data-idle]:not([data-hydrated]), lumi-island[data-failed]"),
    ).toHaveCount(0);
  });
}

test("a widget whose code never loads says so in place, in the page's language, and offers a reload", async ({
  page,
}) => {
  // The retry schedule alone is 7 s: room for it on a busy machine.
  test.slow();
  const errors: string[] = [];
  await failScript(page, /^feedback\.island-[\w-]+\.js$/, Infinity);
  await page.goto(`/en${article}`);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { islandErrors: string[] }).islandErrors = seen;
    document.addEventListener("island:error", (event) =>
      seen.push((event as CustomEvent<{ file: string }>).detail.file),
    );
  });
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const feedback = page.locator("lumi-island[data-island$='feedback.island.tsx']");
  await pressOnScreen(feedback.getByRole("button", { name: t("en", "feedbackYes") }));
  // Retried with the data cache's policy (1 + 2 + 4 s), then given up.
  const alert = feedback.getByRole("alert");
  await expect(alert).toContainText(tp("en", "islandFailed"), { timeout: 25_000 });
  await expect(feedback).toHaveAttribute("data-failed", "");
  expect(await page.evaluate(() => (window as unknown as { islandErrors: string[] }).islandErrors)).toEqual([
    "./feedback/feedback.island.tsx",
  ]);
  expect(errors.some((text) => text.startsWith("Island failed to load"))).toBe(true);
  const reload = alert.getByRole("link", { name: tp("en", "reloadPage") });
  expect(new URL((await reload.getAttribute("href"))!).pathname).toBe(`/en${article}`);

  // Once the network is back, the reload brings a working widget.
  await page.unrouteAll();
  const reloaded = page.waitForEvent("load");
  await reload.click();
  await reloaded;
  await pressOnScreen(page.getByRole("button", { name: t("en", "feedbackYes") }));
  await expect(page.getByTestId("feedback-thanks")).toHaveText(t("en", "feedbackThanks"));
});

// Not waiting for the islands to wake: the click comes while the island's code is still being tried.
unwaited(
  "a search form whose island never loads submits as plain HTML, with the click made while it tried",
  async ({ page }) => {
    unwaited.slow();
    await failScript(page, /^results-page\.island-[\w-]+\.js$/, Infinity);
    await page.goto("/busca?q=bigquery");
    const form = page.locator("main form[role='search']");
    await form.getByRole("searchbox").fill("senha");
    await form.getByRole("button").click();
    await page.waitForURL((url) => url.pathname === "/busca" && url.searchParams.get("q") === "senha", {
      timeout: 25_000,
    });
  },
);

// The header's box is plain markup until its combobox code arrives; should it never arrive, the
// field still searches: Enter opens the results page, in the page's language.
unwaited(
  "a header search box whose combobox code never loads opens the results page on Enter",
  async ({ page }) => {
    unwaited.slow();
    const failures = await failScript(page, /^combobox\.on-intent-[\w-]+\.js$/, Infinity);
    await page.goto(`/en${article}`);
    const input = page.getByTestId("search-input");
    await input.focus();
    await expect.poll(failures, { timeout: 25_000 }).toBeGreaterThan(0);
    await input.pressSequentially("api token");
    await input.press("Enter");
    await page.waitForURL(
      (url) => url.pathname === "/en/busca" && url.searchParams.get("q") === "api token",
      {
        timeout: 25_000,
      },
    );
    await expect(page.getByTestId("search-page-result").first()).toBeVisible({ timeout: 25_000 });
  },
);

test("a reply said in another language whose strings never load is said in the page's language", async ({
  page,
}) => {
  // The retry schedule alone is 7 s: room for it on a busy machine.
  test.slow();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // An English page never loads the Portuguese strings, until a reader asks in Portuguese.
  const failures = await failScript(page, /^pt-[\w-]+\.js$/, Infinity);
  await page.goto("/en");
  await page.getByTestId("chat-trigger").click();
  const input = page.getByTestId("assistant-input");
  await input.fill("quanto custa o power bi pro?");
  await input.press("Enter");
  const answer = page.getByTestId("assistant-answer").last();
  await expect(answer).toContainText(t("en", "assistantNotCovered"), { timeout: 25_000 });
  // Tried with the retry policy before giving up, and nothing broke.
  expect(failures()).toBeGreaterThan(1);
  expect(errors).toEqual([]);
  await input.fill("what's the weather tomorrow?");
  await input.press("Enter");
  await expect(page.getByTestId("assistant-answer")).toHaveCount(2);
});
