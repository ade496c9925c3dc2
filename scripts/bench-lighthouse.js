// Lighthouse (mobile profile, simulated throttling) on home, a category, an article and the 404 page
// in both languages, against our Node server, driving the system's Chromium: the four scores and the
// paint and blocking figures (LCP, FCP, TBT, CLS).
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { waitFor } from "./wait-for";

const pages = ["/", "/agentes-ia", "/agentes-ia/como-criar-seu-primeiro-agente", "/404/"];
const categories = ["performance", "accessibility", "best-practices", "seo"];

export async function benchLighthouse({
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
} = {}) {
  const server = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: "4404", HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  // Lighthouse does not audit a document answered with 404, so the not-found page (the same file our
  // server sends with 404) is audited from a plain static server that answers it with 200.
  const plain = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import sirv from "sirv"; import { createServer } from "node:http"; createServer(sirv("build/client", { dev: false, brotli: true, gzip: true })).listen(4405, "127.0.0.1");`,
    ],
    { stdio: "ignore" },
  );
  await waitFor("http://127.0.0.1:4404/health");
  await waitFor("http://127.0.0.1:4405/404/");
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
  const rows = [];
  try {
    for (const lang of ["pt", "en"]) {
      for (const page of pages) {
        const path = lang === "pt" ? page : page === "/" ? "/en" : `/en${page}`;
        const origin = page === "/404/" ? "http://127.0.0.1:4405" : "http://127.0.0.1:4404";
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
        });
        const scores = categories.map((name) => Math.round((result?.lhr.categories[name]?.score ?? 0) * 100));
        const audit = (id) => result?.lhr.audits[id]?.numericValue ?? NaN;
        rows.push([
          `lighthouse ${path}`,
          `performance ${scores[0]} (LCP ${audit("largest-contentful-paint").toFixed(0)} ms, ` +
            `FCP ${audit("first-contentful-paint").toFixed(0)} ms, TBT ${audit("total-blocking-time").toFixed(0)} ms, ` +
            `CLS ${audit("cumulative-layout-shift").toFixed(3)}), ` +
            `accessibility ${scores[1]}, best practices ${scores[2]}, SEO ${scores[3]}`,
        ]);
      }
    }
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
    plain.kill();
  }
  return rows;
}
