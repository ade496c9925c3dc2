/**
 * The embeddable help widget on a stand-in product page: another origin (a loopback port of its
 * own), a strict Content-Security-Policy (no `unsafe-inline`, no `unsafe-eval`) and hostile CSS,
 * embedding `/widget.js` from the help centre under test, as a product page would.
 */
import { spawn } from "node:child_process";
import type { Server } from "node:http";
import { waitFor } from "../../scripts/wait-for";
import { startFakeModel } from "../support/fake-model.js";
import { expect, test, type Page } from "@playwright/test";
import { widgetBudgets, widgetSizes } from "../../pipeline/widget-sizes";
import { closeServer, serveProductPage } from "../support/product-page";
import { firefoxUserAgent } from "../support/firefox";
import { axeViolations } from "./axe";
import { freePort, nodePort, productOrigin, productPort, servers } from "./servers";

const helpCentre = `http://127.0.0.1:${nodePort}`;
/** A product origin the operator did not list in WIDGET_ORIGINS. */
const strangerPort = productPort + 1;
const stranger = `http://127.0.0.1:${strangerPort}`;

// One worker runs the file: the stand-in product pages listen on fixed ports, which the servers allow.
test.describe.configure({ mode: "serial" });

let products: Server[] = [];
test.beforeAll(async () => {
  products = await Promise.all(
    [productPort, strangerPort].map((port) => serveProductPage(port, helpCentre, "en")),
  );
});
test.afterAll(async () => {
  await Promise.all(products.map(closeServer));
});

/** Every request the page makes, and every CSP violation or console error it reports. */
function watch(page: Page) {
  const requests: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return { requests, problems };
}

const launcher = (page: Page) => page.getByTestId("widget-launcher");
const panel = (page: Page) => page.getByTestId("widget-panel");

test.describe("the embedded help widget", () => {
  test("draws only its button until pressed, then suggests, searches, reads and answers inside the product", async ({
    page,
    context,
  }) => {
    const { requests, problems } = watch(page);
    await page.goto(`${productOrigin}/app/settings/integrations`);
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).toHaveText("Help");
    // The host's CSS reaches neither the button's size nor its display.
    expect(await launcher(page).evaluate((button) => getComputedStyle(button).fontSize)).toBe("15px");

    // Before the press: the loader alone from the help centre, and nothing stored.
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => url.startsWith(helpCentre))).toEqual([`${helpCentre}/widget.js`]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toHaveAttribute("role", "dialog");
    await expect(panel(page)).toHaveAccessibleName("Lumi help");
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("widget-search-input")).toBeFocused();

    // Suggestions for the host's URL (the operator's pattern → Settings > Integrations).
    const suggestions = page.getByTestId("widget-suggestion");
    await expect(suggestions).toHaveText([
      "How to connect your tools",
      "Available integrations",
      "BigQuery integration",
      "Twilio WhatsApp integration",
    ]);
    // A single-page app's route change: the widget follows history and suggests for the new screen.
    await page.evaluate(() => history.pushState({}, "", "/app/organization/groups"));
    await expect(suggestions).toHaveText(["Inviting your team", "Group settings and RLS rules"]);

    // The help centre's own search, forgiving a misspelling.
    await page.getByTestId("widget-search-input").fill("bigqeury");
    const results = page.getByTestId("widget-result");
    await expect(results.first()).toContainText("BigQuery");
    await expect(page.getByTestId("widget-body")).toContainText("Showing results for “bigquery”");

    // An article read in the panel, with a way to the help centre.
    await page.getByTestId("widget-result").filter({ hasText: "BigQuery integration" }).first().click();
    const article = page.getByTestId("widget-article");
    await expect(article.getByRole("heading", { level: 3 })).toHaveText("BigQuery integration");
    await expect(article.locator("table").first()).toBeVisible();
    const open = page.getByTestId("widget-open-article");
    await expect(open).toHaveAttribute("href", `${helpCentre}/en/conexoes-integracoes/integracao-bigquery`);
    await expect(open).toHaveAttribute("target", "_blank");
    await page.getByTestId("widget-back").click();
    await expect(results.first()).toContainText("BigQuery");

    // The assistant's offline answer (no model is configured), with its citation.
    await page.getByTestId("widget-ask-input").fill("how do I delete a service account token?");
    await page.getByTestId("widget-ask-input").press("Enter");
    const answer = page.getByTestId("widget-answer");
    await expect(answer).toContainText("Here is what the help center says:");
    const citation = answer.getByTestId("widget-citation").first();
    await expect(citation).toHaveAttribute(
      "href",
      new RegExp(`^${helpCentre}/en/organizacao/contas-de-servico`),
    );
    await citation.click();
    await expect(article.getByRole("heading", { level: 3 })).toHaveText("Service accounts and API tokens");

    // The host switches the language at run time: the widget's words and its articles follow.
    await page.evaluate(
      () => window.LumiHelp && !Array.isArray(window.LumiHelp) && window.LumiHelp.setLanguage("pt"),
    );
    await expect(panel(page)).toHaveAccessibleName("Ajuda da Lumi");
    await expect(launcher(page)).toHaveText("Ajuda");
    await expect(article.getByRole("heading", { level: 3 })).toHaveText("Contas de serviço e tokens de API");
    await page.getByTestId("widget-back").click();
    await page.getByTestId("widget-search-input").fill("");
    await expect(suggestions).toHaveText(["Convidando sua equipe", "Configurações de grupo e regras de RLS"]);
    await expect(page.getByTestId("support-link")).toContainText("Fale com o suporte");

    // Everything went to the help centre or stayed on the product; nothing was blocked or failed.
    expect(requests.filter((url) => !url.startsWith(helpCentre) && !url.startsWith(productOrigin))).toEqual(
      [],
    );
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(problems).toEqual([]);
  });

  test("is used by keyboard alone, is axe clean inside its shadow root, and follows a dark host", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`${productOrigin}/app/settings/integrations`);
    await expect(launcher(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("widget-search-input")).toBeFocused();
    await expect(page.getByTestId("widget-suggestion")).toHaveCount(4);
    expect(await panel(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      "rgb(24, 24, 27)",
    );
    expect(await axeViolations(page, "lumi-help")).toEqual([]);

    await page.keyboard.type("grupos");
    await expect(page.getByTestId("widget-result").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("widget-result").first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("widget-article")).toBeVisible();
    await expect(page.getByTestId("widget-article").getByRole("heading", { level: 3 })).toBeFocused();
    expect(await axeViolations(page, "lumi-help")).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("as an ES module, takes the calls the host queued before it loaded, and opens an article on request", async ({
    page,
  }) => {
    const { problems } = watch(page);
    await page.goto(`${productOrigin}/module/app/anything`);
    await expect(launcher(page)).toBeVisible();
    await launcher(page).click();
    await expect(page.getByTestId("widget-suggestion")).toHaveText([
      "Service accounts and API tokens",
      "API Playground",
    ]);
    // Articles the host names, read from their own Markdown exports; a route of no article left out.
    await page.evaluate(
      () =>
        window.LumiHelp &&
        !Array.isArray(window.LumiHelp) &&
        window.LumiHelp.suggest(["/organizacao/api-playground", "/nope"]),
    );
    await expect(page.getByTestId("widget-suggestion")).toHaveText(["API Playground"]);
    await page.evaluate(
      () =>
        window.LumiHelp &&
        !Array.isArray(window.LumiHelp) &&
        window.LumiHelp.showArticle("/en/organizacao/api-playground"),
    );
    await expect(page.getByTestId("widget-article").getByRole("heading", { level: 3 })).toHaveText(
      "API Playground",
    );
    await page.getByTestId("widget-close").click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("asks the help centre's answering service when the operator turned it on, and shows its answer as Markdown", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const model = await startFakeModel();
    model.behave({
      kind: "answer",
      text: "Open **Settings > Users > Service Accounts** and see [Service accounts](/en/organizacao/contas-de-servico).",
    });
    // A help centre with the service on, whose listed origin is a product page of this test's own.
    const [sitePort, pagePort] = [await freePort(), productPort + 2];
    const site = `http://127.0.0.1:${sitePort}`;
    const server = spawn(process.execPath, ["server/index.js"], {
      env: {
        ...process.env,
        PORT: String(sitePort),
        HOST: "127.0.0.1",
        WORKERS: "1",
        ASSISTANT_LLM_URL: model.url,
        ASSISTANT_LLM_MODEL: "fake",
        WIDGET_ORIGINS: `http://127.0.0.1:${pagePort}`,
      },
      stdio: "ignore",
    });
    const productPage = await serveProductPage(pagePort, site, "en");
    try {
      await waitFor(`${site}/health`);
      const { problems } = watch(page);
      await page.goto(`http://127.0.0.1:${pagePort}/app/settings/integrations`);
      await launcher(page).click();
      await page.getByTestId("widget-ask-input").fill("how do I create a service account?");
      await page.getByTestId("widget-ask-input").press("Enter");
      const answer = page.getByTestId("widget-answer");
      await expect(answer.locator("strong")).toHaveText("Settings > Users > Service Accounts");
      await expect(answer).not.toHaveAttribute("aria-busy", "true");
      expect(model.received).toHaveLength(1);
      // A link to the help centre's own article opens it in the panel.
      await answer.getByRole("link", { name: "Service accounts" }).click();
      await expect(page.getByTestId("widget-article").getByRole("heading", { level: 3 })).toHaveText(
        "Service accounts and API tokens",
      );
      expect(problems).toEqual([]);
    } finally {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      await closeServer(productPage);
      await model.close();
    }
  });

  test("a product origin the operator did not list gets the button but none of the help centre", async ({
    page,
  }) => {
    const { requests } = watch(page);
    await page.goto(`${stranger}/app/settings/integrations`);
    await expect(launcher(page)).toBeVisible();
    await launcher(page).click();
    // The panel's module is refused by the browser (no CORS header for this origin), tried again, and given up.
    await expect(launcher(page)).not.toHaveAttribute("aria-busy", "true", { timeout: 30_000 });
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toHaveCount(0);
    expect(requests.filter((url) => url.includes("/assets/widget-panel-")).length).toBeGreaterThan(0);
  });
});

// Firefox keeps a failed module fetch for the page's life (lib/kept-module-failures.ts), so there the
// panel's files are fetched before the module loader sees them: the same path, taken here by the
// browser's name.
test.describe("the widget in a browser named Firefox", () => {
  test.use({ userAgent: firefoxUserAgent });

  test("opens its panel when each of the panel's scripts' first request is lost, each lost by a fetch before the module loader asked", async ({
    page,
  }) => {
    test.slow();
    const lost = new Set<string>();
    // A request lost is a fetch's, never the module loader's: that one would be kept as failed.
    const lostAs = new Set<string>();
    await page.route(`${helpCentre}/assets/widget-*.js`, (route) => {
      const url = route.request().url();
      if (lost.has(url)) return route.continue();
      lost.add(url);
      lostAs.add(route.request().resourceType());
      return route.abort("connectionreset");
    });
    await page.goto(`${productOrigin}/app/settings/integrations`);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(page.getByTestId("widget-suggestion").first()).toBeVisible();
    expect(lost.size).toBeGreaterThan(0);
    expect([...lostAs]).toEqual(["fetch"]);
  });
});

test("the widget's budgets: the loader at most 10 KB gzip, the first open's code at most 40 KB gzip", () => {
  const sizes = widgetSizes("build/client");
  expect(sizes.loader).toBeLessThanOrEqual(widgetBudgets.loader);
  expect(sizes.firstOpenCode).toBeLessThanOrEqual(widgetBudgets.firstOpenCode);
  // The assistant's code is not part of the first open: it loads with the first question.
  expect(sizes.firstOpenFiles.some((file) => file.includes("widget-answering-"))).toBe(false);
  expect(sizes.answeringCode).toBeGreaterThan(0);
});

test.describe("the widget's files and services across origins", () => {
  for (const server of servers)
    test(`${server.name}: CORS for the listed origins only, on the widget's files and the assistant`, async ({
      request,
    }) => {
      const loader = await request.get(`${server.base}/widget.js`, { headers: { Origin: productOrigin } });
      expect(loader.status()).toBe(200);
      expect(loader.headers()["access-control-allow-origin"]).toBe(productOrigin);
      expect(loader.headers()["cache-control"]).toBe("no-cache");
      const panelPath = /["'`](assets\/widget-panel-[\w-]+\.js)["'`]/.exec(await loader.text())?.[1];
      expect(panelPath).toBeDefined();
      const panelFile = await request.get(`${server.base}/${panelPath}`, {
        headers: { Origin: productOrigin },
      });
      expect(panelFile.headers()["access-control-allow-origin"]).toBe(productOrigin);
      expect(panelFile.headers()["cache-control"]).toContain("immutable");
      const markdown = await request.get(`${server.base}/en/organizacao/contas-de-servico.md`, {
        headers: { Origin: productOrigin },
      });
      expect(markdown.headers()["access-control-allow-origin"]).toBe(productOrigin);
      expect(markdown.headers().vary).toContain("Origin");

      for (const path of ["/widget.js", `/${panelPath}`, "/en/organizacao/contas-de-servico.md"]) {
        const refused = await request.get(`${server.base}${path}`, { headers: { Origin: stranger } });
        expect(refused.headers()["access-control-allow-origin"]).toBeUndefined();
      }
      // A page of the help centre is no widget file: never shared.
      const page = await request.get(`${server.base}/en`, { headers: { Origin: productOrigin } });
      expect(page.headers()["access-control-allow-origin"]).toBeUndefined();

      const preflight = await request.fetch(`${server.base}/api/status`, {
        method: "OPTIONS",
        headers: { Origin: productOrigin, "Access-Control-Request-Method": "GET" },
      });
      expect(preflight.status()).toBe(204);
      expect(preflight.headers()["access-control-allow-origin"]).toBe(productOrigin);
      const status = await request.get(`${server.base}/api/status`, { headers: { Origin: productOrigin } });
      expect(status.headers()["access-control-allow-origin"]).toBe(productOrigin);
      const strangerStatus = await request.get(`${server.base}/api/status`, {
        headers: { Origin: stranger },
      });
      expect(strangerStatus.status()).toBe(403);
      expect((await strangerStatus.json()) as unknown).toMatchObject({
        error: expect.stringContaining("WIDGET_ORIGINS"),
      });
    });
});
