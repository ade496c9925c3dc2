// The assistant's remote mode, end to end: the `build-remote` variant (built by scripts/run-e2e.js
// with VITE_ASSISTANT_ENDPOINT set) served by our server, talking to a real local endpoint.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { waitFor } from "../../scripts/wait-for";
import { expect, test } from "./fixtures";

const sitePort = Number(process.env.E2E_REMOTE_PORT ?? 4175);
/** Where the fake answering service listens; the build-remote variant was built pointing here. */
const endpointPort = Number(process.env.E2E_ENDPOINT_PORT ?? 4198);
const site = `http://127.0.0.1:${sitePort}`;
let endpoint: Server;
let server: ChildProcess;
const received: { question: string; lang: string; passages: { url: string }[] }[] = [];

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  endpoint = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", site);
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    res.setHeader("Access-Control-Allow-Methods", "POST");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const request = JSON.parse(body) as (typeof received)[number];
      received.push(request);
      const { question } = request;
      if (question.includes("error")) return void res.writeHead(500).end("boom");
      if (question.includes("garbage")) return void res.writeHead(200).end("<html>not a stream</html>\n");
      res.writeHead(200, { "Content-Type": "application/x-ndjson" });
      if (question.includes("slow")) return void res.write('{"type":"delta","text":"Starting… "}\n');
      if (question.includes("huge")) {
        // Far past the answer's cap: the tab must not take it all in.
        for (let n = 0; n < 400; n++)
          res.write(`${JSON.stringify({ type: "delta", text: "word ".repeat(20) })}\n`);
        return void res.end('{"type":"done"}\n');
      }
      if (question.includes("elsewhere")) {
        res.write(
          `${JSON.stringify({ type: "delta", text: "See [the help centre](https://docs.example.com/guide)." })}\n`,
        );
        return void res.end('{"type":"done"}\n');
      }
      res.write('{"type":"delta","text":"Streamed answer: see "}\n');
      setTimeout(() => {
        res.write(
          `${JSON.stringify({ type: "delta", text: "[the token guide](/en/organizacao/contas-de-servico), not [this](javascript:alert(1)) <img src=x onerror=alert(2)>." })}\n`,
        );
        res.end('{"type":"done"}\n');
      }, 150);
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(endpointPort, "127.0.0.1", resolve));
  server = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: String(sitePort), HOST: "127.0.0.1", BUILD_DIR: "build-remote" },
    stdio: "ignore",
  });
  await waitFor(`${site}/health`);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  endpoint?.closeAllConnections();
  endpoint?.close();
});

async function ask(page: Page, question: string) {
  await page.goto(`${site}/en`);
  await page.getByTestId("chat-trigger").click();
  await page.getByTestId("assistant-input").fill(question);
  await page.getByTestId("assistant-input").press("Enter");
  return page.getByTestId("assistant-answer").last();
}

test("the question, the language and the passages go to the endpoint, and the streamed answer shows safely", async ({
  page,
}) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const answer = await ask(page, "how do I rotate a service account token?");
  await expect(answer).toContainText("Streamed answer: see the token guide, not this");
  await expect(answer).toContainText("<img src=x onerror=alert(2)>");
  await expect(answer.getByRole("link", { name: "the token guide" })).toHaveAttribute(
    "href",
    "/en/organizacao/contas-de-servico",
  );
  await expect(answer.getByRole("link", { name: "this" })).toHaveCount(0);
  await expect(answer.locator("img")).toHaveCount(0);
  await expect(answer.getByTestId("assistant-citation").first()).toHaveAttribute("href", /contas-de-servico/);
  const request = received.at(-1)!;
  expect(request.lang).toBe("en");
  expect(request.question).toBe("how do I rotate a service account token?");
  expect(request.passages.length).toBeGreaterThan(0);
  expect(dialogs).toBe(0);
});

for (const [what, question] of [
  // The endpoint picks its failure from the last word; the rest is a question the help centre covers.
  ["an error status", "how do I revoke a service account token? error"],
  ["garbage instead of a stream", "how do I revoke a service account token? garbage"],
  ["a stream that stalls", "how do I revoke a service account token? slow"],
  ["an answer past its size cap", "how do I revoke a service account token? huge"],
] as const) {
  test(`${what} falls back to the offline answer with a toast`, async ({ page }) => {
    test.setTimeout(45_000);
    const answer = await ask(page, question);
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("The online assistant did not answer"),
    ).toBeVisible({ timeout: 20_000 });
    await expect(answer).toContainText("Here is what the help center says");
    await expect(answer.getByTestId("assistant-citation").first()).toBeVisible();
  });
}

test("an outside link shows where it goes beside its label", async ({ page }) => {
  const answer = await ask(page, "how do I rotate a service account token? elsewhere");
  const link = answer.getByRole("link", { name: /the help centre/ });
  await expect(link).toHaveAttribute("href", "https://docs.example.com/guide");
  await expect(link).toContainText("the help centre (docs.example.com)");
});
