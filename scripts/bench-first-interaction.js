// The reader's first interaction at a 4x CPU slowdown (Chromium, through CDP), on a page opened
// fresh (HTTP cache off) where the reader has read for a moment and React has not loaded yet:
// - search: the pointer comes to the header's search box, clicks and types at once; from the first
//   key to the first result in the panel;
// - assistant: the pointer comes to the assistant's button and clicks at once; from the press to the
//   dialog on screen.
// The pointer's arrival is what wakes an island. Each journey is run with the press at once after it
// (the least warning a reader gives), and again 300 ms after it (a usual pause between the pointer
// reaching a control and pressing it), several times each on a new page; p50 and p95 are printed
// (with few runs, p95 is near the worst).
import { chromium } from "playwright-core";

const slowdown = 4;
/** How long after the pointer reaches the control it is pressed (ms). */
const leads = [0, 300];

/** The q-quantile of `values` (nearest rank). */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** Marks, in the page, when `start` first fires on `startSelector` and when `endSelector` first shows. */
function watch({ startSelector, start, endSelector }) {
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

export async function benchFirstInteraction({
  origin,
  paths,
  runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 7),
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  const rows = [];
  try {
    for (const path of paths) {
      for (const journey of journeys) {
        for (const lead of leads) {
          const times = [];
          for (let run = 0; run < runs; run++) {
            const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
            const page = await context.newPage();
            const cdp = await context.newCDPSession(page);
            await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
            await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
            await page.addInitScript(watch, journey.watch);
            await page.goto(origin + path, { waitUntil: "load" });
            // The reader has read for a moment: the page has settled, React is not there yet.
            await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
            const reactEarly = await page.evaluate(() =>
              performance.getEntriesByType("resource").some((entry) => /\/react-/.test(entry.name)),
            );
            if (reactEarly) throw new Error(`${path}: React loaded before any interaction`);
            await journey.act(page, lead);
            await page.waitForFunction(() => window.__firstInteraction.end !== undefined, null, {
              timeout: 60_000,
            });
            const { start, end } = await page.evaluate(() => window.__firstInteraction);
            times.push(end - start);
            await context.close();
          }
          rows.push([
            `${journey.name}, pressed ${lead} ms after the pointer arrives, at ${slowdown}x CPU ${path}`,
            `p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms ` +
              `(${runs} runs: ${times.map((time) => time.toFixed(0)).join(", ")})`,
          ]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
