// A reader's first touch of a widget, in a phone's conditions: its files are asked for together, in
// one round trip, not found one by one as each arrives (islands/preload.ts, the graph the build
// writes: pipeline/island-graph.ts); and on a flaky network, where every file's first requests are
// lost, the press still takes effect.
import type { Page } from "@playwright/test";
import { t } from "~/lib/messages";
import { expect, pressOnScreen, test } from "./fixtures";
import { firefoxUserAgent } from "../support/firefox";

const article = "/organizacao/autenticacao/google";

/** Lighthouse's mobile network: 150 ms a round trip, 1.6 Mbps down, 750 kbps up. */
async function phoneNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
}

/** The scripts the page asked for since resource entry `from`: when each was asked for and when it arrived. */
function scriptsSince(page: Page, from: number) {
  return page.evaluate(
    (first) =>
      performance
        .getEntriesByType("resource")
        .slice(first)
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          asked: entry.startTime,
          arrived: (entry as PerformanceResourceTiming).responseEnd,
        })),
    from,
  );
}

/**
 * A note for a failure's message: the search field's text, the focus, the islands that had not
 * hydrated and the files that failed, so a run that fails far from here says where the press went.
 */
async function whatTheReaderSees(page: Page) {
  const state = await page.evaluate(() => ({
    field: document.querySelector<HTMLInputElement>("input[type=search]")?.value,
    focused: document.activeElement?.outerHTML.slice(0, 120),
    pending: [...document.querySelectorAll("lumi-island:not([data-hydrated])")].map(
      (island) =>
        `${(island as HTMLElement).dataset.island}${island.hasAttribute("data-failed") ? " (failed)" : ""}`,
    ),
    failed: performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).responseStatus >= 400)
      .map((entry) => entry.name),
  }));
  return JSON.stringify(state);
}

const widgets = [
  {
    name: "the assistant's button",
    press: (page: Page) => page.getByTestId("chat-trigger").click(),
    shown: "assistant",
  },
  {
    name: "the feedback's Yes",
    press: (page: Page) => pressOnScreen(page.getByTestId("feedback-yes")),
    shown: "feedback-thanks",
  },
  {
    name: "the search box",
    press: async (page: Page) => {
      await page.getByTestId("search-input").click();
      await page.keyboard.type("bigquery");
    },
    shown: "search-result",
  },
];

/**
 * When the element of test id `testId` first shows, on the page's clock (checked every frame): what
 * the widget loads after it has shown (the assistant's answering code, once its dialog is open) is
 * not part of the press.
 */
async function shownAt(page: Page, testId: string): Promise<number> {
  const handle = await page.waitForFunction(
    (id) => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      return element?.checkVisibility() ? performance.now() : false;
    },
    testId,
    { polling: "raf", timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

for (const widget of widgets) {
  test(`on a phone network, ${widget.name} asks for all its scripts at once`, async ({ page }) => {
    test.slow();
    await page.goto(article);
    await phoneNetwork(page);
    const settled = await page.evaluate(() => performance.getEntriesByType("resource").length);
    const [, shown] = await Promise.all([
      widget.press(page),
      shownAt(page, widget.shown).catch(async (error: Error) => {
        throw new Error(`${error.message}\nWhat the reader had: ${await whatTheReaderSees(page)}`);
      }),
    ]);
    const scripts = (await scriptsSince(page, settled)).filter(({ asked }) => asked <= shown);
    expect(scripts.length).toBeGreaterThan(1);
    // A chain shows as a script asked for only once another had arrived (150 ms later at least):
    // that one named it. Asked for together, every script is asked for before the first arrives.
    const firstArrival = Math.min(...scripts.map(({ arrived }) => arrived));
    const late = scripts.filter(({ asked }) => asked >= firstArrival).map(({ file }) => file);
    expect(late, `asked for only after another script had arrived`).toEqual([]);
  });
}

/** Loses every script's first `lost` requests, presses the feedback's "Yes" and expects its thanks. */
async function feedbackThroughLosses(page: Page, lost: number) {
  await page.goto(article);
  const failures = new Map<string, number>();
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    (route) => {
      const file = new URL(route.request().url()).pathname;
      const failed = failures.get(file) ?? 0;
      if (failed >= lost) return route.fallback();
      failures.set(file, failed + 1);
      return route.abort("connectionreset");
    },
  );
  await pressOnScreen(page.getByRole("button", { name: t("pt", "feedbackYes") }));
  await expect(page.getByTestId("feedback-thanks")).toHaveText(t("pt", "feedbackThanks"), {
    timeout: 30_000,
  });
  // React's file among those lost: the whole island came through its losses.
  expect([...failures.keys()].some((file) => /\/react-[\w-]+\.js$/.test(file))).toBe(true);
  await expect(page.locator("lumi-island[data-failed]")).toHaveCount(0);
}

for (const lost of [1, 2]) {
  test(`a feedback answer counts when every script's first ${lost} request(s) are lost`, async ({ page }) => {
    test.slow();
    await feedbackThroughLosses(page, lost);
  });
}

// Firefox keeps a failed module fetch for the page's life (islands/preload.ts), so there the files
// are fetched before the module loader sees them: the same path, taken here by the browser's name.
test.describe("in a browser named Firefox", () => {
  test.use({ userAgent: firefoxUserAgent });

  test("a feedback answer counts when every script's first request is lost, each lost by a fetch before the module loader asked", async ({
    page,
  }) => {
    test.slow();
    // A request lost is a fetch's, never the module loader's: that one would be kept as failed.
    const lostAs = new Set<string>();
    page.on("requestfailed", (request) => lostAs.add(request.resourceType()));
    await feedbackThroughLosses(page, 1);
    expect([...lostAs]).toEqual(["fetch"]);
  });
});
