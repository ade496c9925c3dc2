// The reader's first interaction (Chromium, through CDP) in two conditions: at a 4x CPU slowdown, and
// on a phone network (150 ms round trip, 1.6 Mbps down, 750 kbps up: Lighthouse's mobile profile),
// on a page opened fresh (HTTP cache off) where the reader has read for a moment and React has not
// loaded yet:
// - search: the pointer comes to the header's search box, clicks and types at once; from the first
//   key to the first result in the panel;
// - assistant: the pointer comes to the assistant's button and clicks at once; from the press to the
//   dialog on screen;
// - feedback: the pointer comes to "Yes" under the article and presses it; from the press to the thanks.
// Each row also gives the script requests the journey made after the page had settled.
// The pointer's arrival is what wakes an island. Each journey is run with the press at once after it
// (the least warning a reader gives), and again 300 ms after it (a usual pause between the pointer
// reaching a control and pressing it), several times each on a new page; p50 and p95 are printed
// (with few runs, p95 is near the worst).
import { chromium } from "playwright-core";

/** The conditions each journey runs in. */
export const conditions = [
  { name: "at 4x CPU", cpu: 4 },
  {
    name: "on a phone network (150 ms, 1.6 Mbps)",
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    },
  },
];
/** How long after the pointer reaches the control it is pressed (ms). */
const leads = [0, 300];

/**
 * The q-quantile of `values` (nearest rank).
 * @param {number[]} values
 * @param {number} q
 * @returns {number}
 */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** Marks, in the page, when `start` first fires on `startSelector` and when `endSelector` first shows. */
export function watch({ startSelector, start, endSelector }) {
  const marks = {};
  window.__firstInteraction = marks;
  document.addEventListener(
    start,
    (event) => {
      if (marks.start === undefined && event.target instanceof Element && event.target.closest(startSelector))
        marks.start = performance.now();
    },
    true,
  );
  const shown = () => {
    const element = document.querySelector(endSelector);
    return element !== null && element.getClientRects().length > 0;
  };
  new MutationObserver((_changes, observer) => {
    if (marks.start === undefined || !shown()) return;
    marks.end = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

const journeys = [
  {
    name: "first key typed into search to the first result",
    watch: {
      startSelector: "[data-testid=search-input]",
      start: "keydown",
      endSelector: "[data-testid=search-result]",
    },
    act: async (page, lead) => {
      await page.hover("[data-testid=search-input]");
      if (lead > 0) await page.waitForTimeout(lead);
      await page.click("[data-testid=search-input]");
      await page.keyboard.type("bigquery", { delay: 60 });
    },
  },
  {
    name: "press on the feedback's Yes to the thanks",
    watch: {
      startSelector: "[data-testid=feedback-yes]",
      start: "pointerdown",
      endSelector: "[data-testid=feedback-thanks]",
    },
    present: "[data-testid=feedback-yes]",
    act: async (page, lead) => {
      await page.hover("[data-testid=feedback-yes]");
      if (lead > 0) await page.waitForTimeout(lead);
      await page.click("[data-testid=feedback-yes]");
    },
  },
  {
    name: "click on the chat trigger to the dialog",
    watch: {
      startSelector: "[data-testid=chat-trigger]",
      start: "pointerdown",
      endSelector: "[data-testid=assistant]",
    },
    act: async (page, lead) => {
      await page.hover("[data-testid=chat-trigger]");
      if (lead > 0) await page.waitForTimeout(lead);
      await page.click("[data-testid=chat-trigger]");
    },
  },
];

/**
 * A new browser context and page with the HTTP cache off and `condition`'s CPU slowdown and network,
 * and its DevTools session (the caller may listen to its network events).
 * @param {import("playwright-core").Browser} browser
 * @param {{ cpu?: number, network?: Record<string, unknown> }} condition
 */
export async function conditionedPage(browser, condition) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (condition.cpu) await cdp.send("Emulation.setCPUThrottlingRate", { rate: condition.cpu });
  if (condition.network) await cdp.send("Network.emulateNetworkConditions", condition.network);
  return { context, page, cdp };
}

export async function benchFirstInteraction({
  origin,
  paths,
  runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 7),
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  only = conditions.map(({ name }) => name),
  // Which journeys, by the start of their name ("first key typed into search"): every one by default.
  onlyJourneys = journeys.map(({ name }) => name),
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  const rows = [];
  try {
    for (const condition of conditions.filter(({ name }) => only.includes(name)))
      for (const path of paths) {
        for (const journey of journeys.filter(({ name }) =>
          onlyJourneys.some((wanted) => name.startsWith(wanted)),
        )) {
          for (const lead of leads) {
            const times = [];
            const requests = [];
            for (let run = 0; run < runs; run++) {
              const { context, page } = await conditionedPage(browser, condition);
              await page.addInitScript(watch, journey.watch);
              await page.goto(origin + path, { waitUntil: "load" });
              // The reader has read for a moment: the page has settled, React is not there yet.
              await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
              if (journey.present && (await page.locator(journey.present).count()) === 0) {
                await context.close();
                break;
              }
              const reactEarly = await page.evaluate(() =>
                performance.getEntriesByType("resource").some((entry) => /\/react-/.test(entry.name)),
              );
              if (reactEarly) throw new Error(`${path}: React loaded before any interaction`);
              const settled = await page.evaluate(() => performance.getEntriesByType("resource").length);
              await journey.act(page, lead);
              await page.waitForFunction(() => window.__firstInteraction.end !== undefined, null, {
                timeout: 60_000,
              });
              const { start, end } = await page.evaluate(() => window.__firstInteraction);
              times.push(end - start);
              requests.push(
                await page.evaluate(
                  (from) =>
                    performance
                      .getEntriesByType("resource")
                      .slice(from)
                      .filter((entry) => /\.(js|json)$/.test(new URL(entry.name).pathname)).length,
                  settled,
                ),
              );
              await context.close();
            }
            if (times.length === 0) continue;
            rows.push([
              `${journey.name}, pressed ${lead} ms after the pointer arrives, ${condition.name} ${path}`,
              `p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms ` +
                `(${times.length} runs: ${times.map((time) => time.toFixed(0)).join(", ")}; ` +
                `${quantile(requests, 0.5)} script and data requests)`,
            ]);
          }
        }
      }
  } finally {
    await browser.close();
  }
  return rows;
}
