// A page opened again, reached with the back button or reloaded is revalidated by the browser, and
// the browser keeps the headers of that 304 for the page it shows from its cache: a 304 without the
// page's own Content-Security-Policy blocks every inline script (no hydration, no search, no early
// language redirect). Real Chromium with its HTTP cache on (no request interception), on both
// servers, for a Portuguese and an English page, asked for with and without a trailing slash.
import { expect, test, type Page } from "@playwright/test";
import { servers } from "./servers";

const pages = [
  { path: "/organizacao", elsewhere: "/portals" },
  { path: "/en/agentes-ia", elsewhere: "/en/portals" },
];

/** The page's scripts ran: the loader settled, and the header search, woken by its use, finds BigQuery. */
async function expectWorkingPage(page: Page) {
  // Generous: a loaded CI machine may take a while, and a blocked script never gets there at all.
  await expect(page.locator("html[data-hydrated]"), "the page settled").toHaveCount(1, { timeout: 20_000 });
  const input = page.getByTestId("search-input");
  await input.fill("bigquery");
  await expect(page.getByTestId("search-panel").getByTestId("search-result").first()).toBeVisible({
    timeout: 20_000,
  });
  await input.fill("");
}

for (const server of servers) {
  for (const { path, elsewhere } of pages) {
    for (const asked of [path, `${path}/`]) {
      test(`${server.name}: ${asked} visited, left, come back to, reloaded: no CSP violation, revalidated, scripts run`, async ({
        browser,
      }) => {
        test.setTimeout(180_000);
        const context = await browser.newContext();
        const page = await context.newPage();
        const violations: string[] = [];
        page.on("console", (message) => {
          if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
        });
        await page.exposeBinding("reportViolation", (_source, text: string) => violations.push(text));
        await page.addInitScript(() => {
          document.addEventListener("securitypolicyviolation", (event) => {
            void (window as unknown as { reportViolation: (text: string) => Promise<void> }).reportViolation(
              `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
            );
          });
        });
        // The status on the wire: what Playwright reports for a revalidated page is the cached 200.
        const statuses: number[] = [];
        const documents = new Set<string>();
        const cdp = await context.newCDPSession(page);
        cdp.on("Network.requestWillBeSent", ({ requestId, type }) => {
          if (type === "Document") documents.add(requestId);
        });
        cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
          if (documents.has(requestId)) statuses.push(statusCode);
        });
        await cdp.send("Network.enable");
        const canonical = `${server.base}${path}`;

        await page.goto(server.base + asked);
        await expect(page).toHaveURL(canonical);
        await expectWorkingPage(page);

        // Away by a full load, then back: the back button, a fresh visit, a reload.
        await page.goto(server.base + elsewhere);
        await expectWorkingPage(page);
        await page.goBack();
        await expect(page).toHaveURL(canonical);
        await expectWorkingPage(page);
        await page.goto(server.base + asked);
        await expect(page).toHaveURL(canonical);
        await expectWorkingPage(page);
        await page.reload();
        await expectWorkingPage(page);

        if (!path.startsWith("/en")) {
          // The early inline script of the (revalidated) Portuguese page: a stored en goes to /en.
          await page.evaluate(() => localStorage.setItem("lang", "en"));
          await page.goto(server.base + asked);
          await expect(page).toHaveURL(`${server.base}/en${path}`);
          await expectWorkingPage(page);
        }

        expect(violations).toEqual([]);
        expect(statuses, "the browser revalidated the page at least once").toContain(304);
        await context.close();
      });
    }
  }
}
