// Lighthouse's mobile profile over the articles of the build, against our Node server and the
// system's Chromium, each page as a first visit (so the later blocks are laid out lazily, as a
// reader's first load has them):
//
//   npx tsx scripts/audit-articles.js [PATH...]        accessibility of every article in every
//                                                      language (or of the paths given), with what
//                                                      each failing audit found
//   npx tsx scripts/audit-articles.js --tbt PATH...    performance of the paths given, RUNS times
//                                                      each (3 by default), the pages in rotation:
//                                                      the median TBT, main-thread work, CLS and
//                                                      performance score, and TBT's range
//
// AUDIT_PORT (4406 by default) is the server's port. The bench (scripts/bench-lighthouse.js) covers
// the other pages and the four scores.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { waitFor } from "./wait-for";

const port = Number(process.env.AUDIT_PORT ?? 4406);
const runs = Number(process.env.RUNS ?? 3);
const clientDir = "build/client";

/** Every pre-rendered article page's path: the pages with an article title. */
function articlePaths() {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(`${sep}index.html`))
    .filter((file) => readFileSync(join(clientDir, file), "utf8").includes('data-testid="article-title"'))
    .map((file) => `/${file.split(sep).slice(0, -1).join("/")}`)
    .sort();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const performance = process.argv.includes("--tbt");
const given = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = given.length ? given : articlePaths();
const categories = performance ? ["performance"] : ["accessibility"];

const server = spawn(process.execPath, ["server/index.js"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: "ignore",
});
await waitFor(`http://127.0.0.1:${port}/health`);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"],
});

/** @param {string} path */
async function audit(path) {
  const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    // A stored language would send a Portuguese URL to its mirror: every page is a first visit.
    clearStorageTypes: [...defaultSettings.clearStorageTypes, "local_storage"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  return result.lhr;
}

let failed = 0;
try {
  if (!performance) {
    for (const path of paths) {
      const lhr = await audit(path);
      const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits).filter(
        (item) => item.score === 0 && item.scoreDisplayMode === "binary",
      );
      if (score < 100) failed++;
      console.log(`${score} ${path}`);
      for (const item of failing) {
        const nodes = item.details?.items?.map((entry) => entry.node?.selector ?? "") ?? [];
        console.log(`    ${item.id}: ${nodes.join(" | ")}`);
      }
    }
    console.log(`${paths.length - failed} of ${paths.length} articles at accessibility 100`);
  } else {
    const results = new Map(paths.map((path) => [path, []]));
    for (let run = 0; run < runs; run++)
      for (const path of paths) {
        const lhr = await audit(path);
        const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
        results.get(path).push({
          tbt: value("total-blocking-time"),
          work: value("mainthread-work-breakdown"),
          cls: value("cumulative-layout-shift"),
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        });
      }
    for (const [path, all] of results) {
      const tbts = all.map((run) => run.tbt);
      console.log(
        `${path}: TBT ${median(tbts).toFixed(0)} ms [${Math.min(...tbts).toFixed(0)}-${Math.max(...tbts).toFixed(0)}], ` +
          `main-thread work ${median(all.map((run) => run.work)).toFixed(0)} ms, ` +
          `CLS ${median(all.map((run) => run.cls)).toFixed(3)}, performance ${median(all.map((run) => run.score))} ` +
          `(median of ${all.length})`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
process.exitCode = failed ? 1 : 0;
