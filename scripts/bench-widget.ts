// The embedded help widget on a stand-in product page of another origin (tests/support/product-page.ts),
// through CDP in Chromium, at a 4x CPU slowdown and on a phone network (150 ms round trip, 1.6 Mbps
// down, 750 kbps up), each run on a fresh context with the HTTP cache off: what the page loaded
// from the help centre before the press (the loader only), and from the press on the launcher to
// the panel on screen with its first view (the suggestions for the page's screen), with the bytes
// that took, code and data apart. p50 and p95 of 7 runs, as the first-interaction bench takes
// (`BENCH_WIDGET_RUNS` to change).
import type { Server } from "node:http";
import { chromium } from "playwright-core";
import { defaultLang } from "~/lib/languages";
import { closeServer, serveProductPage } from "../tests/support/product-page";
import { conditionedPage, conditions, quantile } from "./bench-first-interaction";

declare global {
  interface Window {
    __widgetPress?: { start?: number; end?: number };
  }
}

/**
 * In the page: times the press on the launcher to the first suggestion drawn in the panel. Kept as
 * script text: a function compiled by tsx would carry helpers the page does not have.
 */
const timePress = `(() => {
  const press = (window.__widgetPress = {});
  const host = () => document.querySelector("lumi-help")?.shadowRoot;
  const waitForLauncher = () => {
    const launcher = host()?.querySelector("[data-testid=widget-launcher]");
    if (!launcher) return requestAnimationFrame(waitForLauncher);
    launcher.addEventListener("pointerdown", () => {
      press.start = performance.now();
      const check = () => {
        const panel = host()?.querySelector("[data-testid=widget-panel]:not([hidden])");
        if (panel?.querySelector("[data-testid=widget-suggestion]")) press.end = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { once: true });
  };
  waitForLauncher();
})();`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchWidget({
  helpCentre,
  productPort,
  runs = Number(process.env.BENCH_WIDGET_RUNS ?? 7),
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
}: {
  helpCentre: string;
  productPort: number;
  runs?: number;
  chromePath?: string;
}): Promise<string[][]> {
  const product: Server = await serveProductPage(productPort, helpCentre, defaultLang);
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  const rows: string[][] = [];
  try {
    for (const condition of conditions) {
      const times: number[] = [];
      const before: number[] = [];
      const code: number[] = [];
      const data: number[] = [];
      for (let run = 0; run < runs; run++) {
        const { context, page, cdp } = await conditionedPage(browser, condition);
        const urls = new Map<string, string>();
        const loaded: { url: string; bytes: number }[] = [];
        cdp.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
        cdp.on("Network.loadingFinished", (event) => {
          const url = urls.get(event.requestId);
          if (url?.startsWith(helpCentre)) loaded.push({ url, bytes: event.encodedDataLength });
        });
        await page.addInitScript({ content: timePress });
        await page.goto(`http://127.0.0.1:${productPort}/app/settings/integrations`, { waitUntil: "load" });
        const launcher = page.getByTestId("widget-launcher");
        await launcher.waitFor({ timeout: 60_000 });
        await page.waitForLoadState("networkidle");
        before.push(loaded.reduce((sum, { bytes }) => sum + bytes, 0));
        const settled = loaded.length;
        await launcher.click();
        await page.waitForFunction(() => window.__widgetPress?.end !== undefined, null, { timeout: 60_000 });
        const { start = 0, end = 0 } = (await page.evaluate(() => window.__widgetPress)) ?? {};
        times.push(end - start);
        const opened = loaded.slice(settled);
        code.push(opened.filter(({ url }) => url.endsWith(".js")).reduce((sum, { bytes }) => sum + bytes, 0));
        data.push(
          opened.filter(({ url }) => url.endsWith(".json")).reduce((sum, { bytes }) => sum + bytes, 0),
        );
        await context.close();
      }
      rows.push(
        [
          `widget: press to panel with suggestions, ${condition.name}`,
          `p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms ` +
            `(${times.length} runs: ${times.map((time) => time.toFixed(0)).join(", ")})`,
        ],
        [
          `widget: transferred, ${condition.name}`,
          `${kb(quantile(before, 0.5))} before the press (the loader); first open ${kb(quantile(code, 0.5))} code + ` +
            `${kb(quantile(data, 0.5))} data`,
        ],
      );
    }
  } finally {
    await browser.close();
    await closeServer(product);
  }
  return rows;
}
