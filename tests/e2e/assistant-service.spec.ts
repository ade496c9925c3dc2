// The assistant and the site's answering service, end to end: the real build, served by the real
// server (server/index.js) with ASSISTANT_LLM_URL pointing at a fake OpenAI-compatible model on
// 127.0.0.1 (tests/support/fake-model.js), both on free ports. The page asks POST /api/ask on its
// own origin; the fake model decides how the answer goes (streams, fails, falls silent). The
// service off is Playwright's own server, started without a model.
import { spawn, type ChildProcess } from "node:child_process";
import type { Page } from "@playwright/test";
import { waitFor } from "../../scripts/wait-for";
import { startFakeModel } from "../support/fake-model.js";
import { t } from "~/lib/messages";
import { languages } from "~/lib/content/types";
import { href } from "~/lib/urls";
import { expect, test } from "./fixtures";
import { servers, freePort } from "./servers";
import { questions } from "./support-questions";

type FakeModel = Awaited<ReturnType<typeof startFakeModel>>;

/** Our server over the build, answering with the fake model; `env` sets its limits. */
async function startSite(model: FakeModel, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WORKERS: "1",
      ASSISTANT_LLM_URL: model.url,
      ASSISTANT_LLM_MODEL: "fake",
      ...env,
    },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/health`);
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

let model: FakeModel;
let site: Awaited<ReturnType<typeof startSite>>;

// One fake model whose behaviour each test sets: the tests of this file run one after another.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  model = await startFakeModel();
  site = await startSite(model, {
    // Every question of these tests comes from one address: the rate limit has its own test.
    ASSISTANT_RATE_BURST: "1000",
    ASSISTANT_RATE_PER_MINUTE: "6000",
    // A model that never starts is left to the page's own stall timeout.
    ASSISTANT_FIRST_TOKEN_TIMEOUT_MS: "120000",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await model?.close();
});

/** Opens the assistant on `path` of `origin` and sends `question`; gives the answer's bubble. */
async function ask(page: Page, origin: string, path: string, question: string) {
  if (!page.url().startsWith(origin)) {
    await page.goto(origin + path);
    await page.getByTestId("chat-trigger").click();
  }
  const before = await page.getByTestId("assistant-answer").count();
  await page.getByTestId("assistant-input").fill(question);
  await page.getByTestId("assistant-input").press("Enter");
  await expect(page.getByTestId("assistant-answer")).toHaveCount(before + 1);
  return page.getByTestId("assistant-answer").last();
}

/** What the model was sent last, as one string (the prompt's messages). */
const lastPrompt = () =>
  JSON.stringify((model.received.at(-1)?.body as { messages?: unknown } | undefined)?.messages ?? []);

const failedToast = (page: Page, text: RegExp) =>
  page.getByRole("region", { name: /Notifica/ }).getByText(text);

test("the sources show at once and the answer streams in, as Markdown; what the model writes stays inert", async ({
  page,
}) => {
  test.setTimeout(90_000);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const words = [
    "To rotate a token, open **Settings** and follow [the token guide](/en/organizacao/contas-de-servico).",
    "Ignore [this](javascript:alert(document.cookie)) and <img src=x onerror=alert(2)> <script>alert(3)</script>,",
    "not [the portal](https://evil.example/steal) nor [plain](http://evil.example/plain).",
    "\n\n- First step\n- Last step done",
  ].join(" ");
  // Word by word, and held before its last item until the half-written answer has been seen.
  model.behave({ kind: "answer", text: words, chunkDelayMs: 50, pauseBefore: "- Last step" });
  const answer = await ask(page, site.origin, "/en", "how do I rotate a service account token?");

  // The sources come before the text, then the text grows word by word.
  const citation = answer.getByTestId("assistant-citation").first();
  await expect(citation).toHaveAttribute("href", /^\/en\/organizacao\/contas-de-servico#/);
  await expect(answer).toContainText("To rotate a token");
  await expect(answer).toContainText("First step");
  await expect(answer).not.toContainText("Last step done");
  model.resume();
  await expect(answer).toContainText("Last step done", { timeout: 60_000 });

  const text = answer.getByTestId("assistant-service-text");
  await expect(text.locator("strong")).toHaveText("Settings");
  await expect(text.locator("li")).toHaveText(["First step", "Last step done"]);
  await expect(text.getByRole("link", { name: "the token guide" })).toHaveAttribute(
    "href",
    "/en/organizacao/contas-de-servico",
  );
  // Markup is text; a javascript: link and a plain-http link are their labels only.
  await expect(text).toContainText("<img src=x onerror=alert(2)> <script>alert(3)</script>");
  await expect(text.locator("img, script")).toHaveCount(0);
  await expect(text.getByRole("link", { name: "this" })).toHaveCount(0);
  await expect(text.getByRole("link", { name: "plain" })).toHaveCount(0);
  // A link to another host says where it goes, beside its label.
  const outside = text.getByRole("link", { name: /the portal/ });
  await expect(outside).toHaveAttribute("href", "https://evil.example/steal");
  await expect(outside).toContainText("the portal (evil.example)");
  await expect(text.locator("a")).toHaveCount(2);
  expect(dialogs).toBe(0);

  // The model read the reader's question, in the service's own prompt.
  expect(lastPrompt()).toContain("how do I rotate a service account token?");
});

test("in Portuguese: the question in Portuguese, the sources at Portuguese pages, and markup in the question stays text", async ({
  page,
}) => {
  test.setTimeout(60_000);
  model.behave({ kind: "answer", text: "Abra **Configurações** e depois Tokens." });
  const question = "como revogo um token de conta de serviço? <b>agora</b>";
  const answer = await ask(page, site.origin, "/", question);
  await expect(answer).toContainText("Abra Configurações e depois Tokens.", { timeout: 30_000 });
  await expect(answer.getByTestId("assistant-citation").first()).toHaveAttribute(
    "href",
    /^\/organizacao\/contas-de-servico#/,
  );
  await expect(page.getByRole("log")).toContainText("<b>agora</b>");
  await expect(page.getByRole("log").locator("b")).toHaveCount(0);
  expect(lastPrompt()).toContain("como revogo um token de conta de serviço?");
});

for (const lang of languages) {
  test(`${lang}: a streamed answer, once complete, takes "${t(lang, "assistantNotHelpful")}", which calls nothing and offers other articles`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The answer waits before its last words until the test has looked at it mid-stream.
    model.behave({
      kind: "answer",
      text: "BigQuery: **Settings > Integrations**.",
      pauseBefore: "Integrations",
    });
    const answer = await ask(page, site.origin, href("/", lang), questions[lang].covered);
    const control = answer.getByRole("button", { name: t(lang, "assistantNotHelpful") });
    // Not while the text is still arriving: there is nothing to judge yet.
    await expect(answer.getByTestId("assistant-service-text")).toBeVisible({ timeout: 30_000 });
    await expect(control).toHaveCount(0);
    model.resume();
    await expect(answer).toContainText("Settings > Integrations", { timeout: 30_000 });
    await expect(control).toBeVisible();
    const sources = (
      await answer
        .getByTestId("assistant-citation")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    ).map((link) => link!.split("#")[0]);
    const calls = model.received.length;
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) asked.push(request.url());
    });
    await control.press("Enter");
    const followUp = answer.getByTestId("assistant-follow-up");
    await expect(followUp.getByText(t(lang, "assistantSorry"))).toBeFocused();
    const further = followUp.getByTestId("assistant-further-article");
    await expect(further.first()).toBeVisible();
    for (const link of await further.all()) expect(sources).not.toContain(await link.getAttribute("href"));
    await expect(followUp.getByTestId("support-link")).toBeVisible();
    expect(model.received).toHaveLength(calls);
    expect(asked).toEqual([]);
  });
}

test("a follow-up question is sent with the earlier turns, and answered", async ({ page }) => {
  test.setTimeout(60_000);
  model.behave({ kind: "answer", text: "Conecte o BigQuery com uma conta de serviço do Google Cloud." });
  await ask(page, site.origin, "/", "Como eu conecto o BigQuery?");
  await expect(page.getByTestId("assistant-answer").last()).toContainText(
    "conta de serviço do Google Cloud",
    {
      timeout: 30_000,
    },
  );
  model.behave({ kind: "answer", text: "No Azure, use o conector do SQL Server." });
  const calls = model.received.length;
  const followUp = await ask(page, site.origin, "/", "e no Azure?");
  await expect(followUp).toContainText("No Azure, use o conector do SQL Server.", { timeout: 30_000 });
  expect(model.received).toHaveLength(calls + 1);
  const prompt = lastPrompt();
  expect(prompt).toContain("e no Azure?");
  // The earlier question and the answer shown to it went with it.
  expect(prompt).toContain("Como eu conecto o BigQuery?");
  expect(prompt).toContain("conta de serviço do Google Cloud");
});

test("a question the help centre does not cover is declined, with the closest articles and no model call", async ({
  page,
}) => {
  const calls = model.received.length;
  const answer = await ask(page, site.origin, "/en", "what is a good recipe for carrot cake?");
  await expect(answer).toContainText("The help center does not cover this question.", { timeout: 30_000 });
  await expect(answer.getByRole("button", { name: /Search for/ })).toBeVisible();
  expect(model.received).toHaveLength(calls);
});

for (const [what, behaviour, partial] of [
  ["a model that fails mid-answer", { kind: "malformed" }, "Half"],
  ["a model that answers 500", { kind: "status", status: 500 }, undefined],
] as const) {
  test(`${what}: an error line, and the offline answer in its place`, async ({ page }) => {
    test.setTimeout(60_000);
    model.behave(behaviour);
    const answer = await ask(page, site.origin, "/en", "how do I revoke a service account token?");
    await expect(failedToast(page, /The online assistant did not answer/)).toBeVisible({ timeout: 30_000 });
    await expect(answer).toContainText("Here is what the help center says");
    await expect(answer.getByTestId("assistant-citation").first()).toBeVisible();
    if (partial) await expect(answer).not.toContainText(partial);
  });
}

test("a model that never starts: past the page's stall timeout, the offline answer", async ({ page }) => {
  test.setTimeout(90_000);
  model.behave({ kind: "hang" });
  const answer = await ask(page, site.origin, "/", "como revogo um token de conta de serviço?");
  // The sources arrived; the text never does.
  await expect(answer.getByTestId("assistant-citation").first()).toBeVisible({ timeout: 30_000 });
  await expect(failedToast(page, /O assistente online não respondeu/)).toBeVisible({ timeout: 60_000 });
  await expect(answer).toContainText("Isto é o que a central de ajuda diz");
});

test("a service that answers 500: the offline answer", async ({ page }) => {
  test.setTimeout(60_000);
  // Our server never answers 500 on purpose; a proxy in front of it might.
  await page.route("**/api/ask", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
  const answer = await ask(page, site.origin, "/en", "how do I revoke a service account token?");
  await expect(failedToast(page, /The online assistant did not answer/)).toBeVisible({ timeout: 30_000 });
  await expect(answer).toContainText("Here is what the help center says");
});

test("over the rate limit (429): the offline answer", async ({ page }) => {
  test.setTimeout(90_000);
  const limited = await startSite(model, { ASSISTANT_RATE_BURST: "1", ASSISTANT_RATE_PER_MINUTE: "1" });
  try {
    model.behave({ kind: "answer", text: "Revoke it under Settings, Tokens." });
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/ask")) statuses.push(response.status());
    });
    const first = await ask(page, limited.origin, "/en", "how do I revoke a service account token?");
    await expect(first).toContainText("Revoke it under Settings, Tokens.", { timeout: 30_000 });
    const second = await ask(page, limited.origin, "/en", "how do I delete a service account token?");
    await expect(failedToast(page, /The online assistant did not answer/)).toBeVisible({ timeout: 30_000 });
    await expect(second).toContainText("Here is what the help center says");
    expect(statuses).toEqual([200, 429]);
  } finally {
    await limited.stop();
  }
});

test("the service off (404): the offline answer at once, nothing shown, and not asked again in the tab", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const asked: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/api/")) asked.push(`${pathname} ${response.status()}`);
  });
  // Playwright's own server runs without a model: /api/ask is off there.
  const off = servers[0].base;
  const first = await ask(page, off, "/en", "how do I revoke a service account token?");
  await expect(first).toContainText("Here is what the help center says");
  const second = await ask(page, off, "/en", "how do I delete a service account token?");
  await expect(second).toContainText("Here is what the help center says");
  // Another page of the same tab: still known to be off.
  await page.goto(`${off}/en/portals`);
  // The assistant opens again as the reader left it, once the page's islands wake.
  await expect(page.getByTestId("assistant-input")).toBeVisible({ timeout: 30_000 });
  const third = await ask(page, off, "/en/portals", "how do I rotate a service account token?");
  await expect(third).toContainText("Here is what the help center says");
  // The server said once that the service is off; no question was sent to it.
  expect(asked).toEqual(["/api/status 200"]);
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText(/did not answer/)).toHaveCount(
    0,
  );
  // Nothing in the console: no script logged or threw, and no request failed.
  expect(errors).toEqual([]);
});
