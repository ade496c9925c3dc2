// Lighthouse (mobile profile, simulated throttling) on home, a category, two articles and the 404
// page in every language, against our Node server, driving the system's Chromium: the four scores and
// the paint and blocking figures (LCP, FCP, TBT, CLS). Each page is run BENCH_LIGHTHOUSE_RUNS times
// (3 by default, as ../shared/peer-bench does), the pages in rotation, and the median is reported:
// a single run's TBT moves by tens of milliseconds with the machine's load, since Lighthouse's model
// multiplies every observed task by four. TBT's range over the runs is shown beside it.
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { languages } from "../app/lib/languages";
import { href } from "../app/lib/urls";
import { waitFor } from "./wait-for";

/** BENCH_PORT + 4 and + 5 (4404 and 4405 by default): our server, and a plain one for the 404 page. */
const basePort = Number(process.env.BENCH_PORT ?? 4400);
const serverPort = basePort + 4;
const plainPort = basePort + 5;

const pages = [
  "/",
  "/agentes-ia",
  "/agentes-ia/como-criar-seu-primeiro-agente",
  "/conexoes-integracoes/integracao-bigquery",
  "/404/",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function benchLighthouse({
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
} = {}) {
  const server = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: String(serverPort), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  // Lighthouse does not audit a document answered with 404, so the not-found page (the same file our
  // server sends with 404) is audited from a plain static server that answers it with 200.
  const plain = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import sirv from "sirv"; import { createServer } from "node:http"; createServer(sirv("build/client", { dev: false, brotli: true, gzip: true })).listen(${plainPort}, "127.0.0.1");`,
    ],
    { stdio: "ignore" },
  );
  await waitFor(`http://127.0.0.1:${serverPort}/health`);
  await waitFor(`http://127.0.0.1:${plainPort}/404/`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const paths = languages.flatMap((lang) => pages.map((page) => href(page, lang)));
  const results = new Map(paths.map((path) => [path, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        const origin = path.endsWith("/404/")
          ? `http://127.0.0.1:${plainPort}`
          : `http://127.0.0.1:${serverPort}`;
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          // Lighthouse keeps local storage between runs by default, and a stored "en" sends a
          // Portuguese URL to its English page (CONTRACT): every page is measured as a first visit.
          clearStorageTypes: [...defaultSettings.clearStorageTypes, "local_storage"],
        });
        const audit = (id) => result?.lhr.audits[id]?.numericValue ?? NaN;
        results.get(path).push({
          scores: categories.map((name) => Math.round((result?.lhr.categories[name]?.score ?? 0) * 100)),
          lcp: audit("largest-contentful-paint"),
          fcp: audit("first-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
        });
      }
    }
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
    plain.kill();
  }
  return paths.map((path) => {
    const all = results.get(path);
    const of = (pick) => median(all.map(pick));
    const tbts = all.map((run) => run.tbt);
    const scores = categories.map((_, index) => of((run) => run.scores[index]));
    return [
      `lighthouse ${path}`,
      `performance ${scores[0]} (median of ${all.length}: LCP ${of((run) => run.lcp).toFixed(0)} ms, ` +
        `FCP ${of((run) => run.fcp).toFixed(0)} ms, TBT ${of((run) => run.tbt).toFixed(0)} ms ` +
        `[${Math.min(...tbts).toFixed(0)}-${Math.max(...tbts).toFixed(0)}], ` +
        `CLS ${of((run) => run.cls).toFixed(3)}), ` +
        `accessibility ${scores[1]}, best practices ${scores[2]}, SEO ${scores[3]}`,
    ];
  });
}
