// Long main-thread tasks while a page starts, at 4x CPU slowdown (Chromium trace): how many tasks
// over 50 ms each page type has, and how many of them are the islands' start-up (the entry, React,
// an island's hydration) rather than the browser's own parsing, style, layout and paint.
import { chromium } from "playwright-core";

const slowdown = 4;
const longTask = 50_000; // µs

/**
 * Classifies one trace's long tasks on the page's main thread: those of the islands' start-up (a
 * module evaluated, a timer, an idle callback, a message or a microtask running our scripts, which
 * is where React starts and hydrates) apart from the browser's own work on the document (parsing,
 * with the small inline scripts of `<head>`, style, layout and paint).
 */
function longTasks(events, origin) {
  const parse = events.find(
    (event) => event.name === "ParseHTML" && String(event.args?.beginData?.url ?? "").startsWith(origin),
  );
  if (!parse) return { total: 0, script: 0, longestScript: 0, longest: 0 };
  const main = events.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X",
  );
  const all = main.filter((event) => event.name === "RunTask");
  const tasks = all.filter((event) => event.dur > longTask);
  const within = (task, event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur;
  const startsIslands = (task) =>
    !main.some((event) => event.name === "ParseHTML" && within(task, event)) &&
    main.some(
      (event) =>
        within(task, event) &&
        /^(v8\.compileModule|v8\.evaluateModule|FunctionCall|TimerFire|FireIdleCallback|RunMicrotasks)$/.test(
          event.name,
        ) &&
        event.dur > 5_000,
    );
  const ms = (list) => Math.max(0, ...list.map((task) => task.dur / 1000));
  return {
    total: tasks.length,
    script: tasks.filter(startsIslands).length,
    // The longest start-up task of any length: how far under 50 ms the islands stay.
    longestScript: ms(all.filter((task) => task.dur > 5_000 && startsIslands(task))),
    longest: ms(tasks),
  };
}

export async function benchLongTasks({
  origin,
  paths,
  runs = 3,
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  const rows = [];
  try {
    for (const path of paths) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
        await browser.startTracing(page, {
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8"],
        });
        await page.goto(origin + path, { waitUntil: "load" });
        // Islands wake once the browser is idle after the load; then a moment for any late task.
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
        await page.waitForTimeout(2000);
        const trace = JSON.parse((await browser.stopTracing()).toString());
        results.push(longTasks(trace.traceEvents, origin));
        await context.close();
      }
      const worst = (key) => Math.max(...results.map((result) => result[key]));
      rows.push([
        `long tasks at ${slowdown}x CPU ${path}`,
        `worst of ${runs}: ${worst("script")} tasks over 50 ms starting islands (longest start-up task ` +
          `${worst("longestScript").toFixed(0)} ms); ${worst("total")} over 50 ms in all, the longest ` +
          `${worst("longest").toFixed(0)} ms`,
      ]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
