// The machine interfaces' figures, on loopback, against the fake model (tests/support/fake-model.js,
// which answers at once: what is measured is the server's own work): time from POST /api/ask to the
// `sources` line and to the first delta, and the latency of an MCP `search` call through the SDK's
// client. The server is the real one (server/index.js, one process) over the current build, on
// BENCH_PORT + 20.
import { spawn } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { startFakeModel } from "../tests/support/fake-model.js";
import { waitFor } from "./wait-for";

const port = Number(process.env.BENCH_PORT ?? 4400) + 20;

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (/** @type {number[]} */ values) =>
  `${percentile(values, 50).toFixed(1)} ms / ${percentile(values, 95).toFixed(1)} ms`;

/** Time to the sources line and to the first delta of one question. */
export async function timeAsk(
  /** @type {string} */ base,
  /** @type {string} */ question,
  /** @type {string} */ lang,
) {
  const started = performance.now();
  const response = await fetch(`${base}/api/ask`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ question, lang }),
  });
  if (!response.body) throw new Error(`/api/ask answered ${response.status} without a body`);
  const decoder = new TextDecoder();
  let buffer = "";
  /** @type {number | undefined} */
  let sources;
  /** @type {number | undefined} */
  let delta;
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n")) !== -1) {
      const line = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (line.type === "sources") sources ??= performance.now() - started;
      if (line.type === "delta") delta ??= performance.now() - started;
      if (line.type === "error") throw new Error(`the answer failed: ${line.reason}`);
    }
  }
  return { sources, delta };
}

/**
 * @param {{ questions: { question: string, lang: string }[], searches: { query: string, lang: string }[], rounds?: number }} options
 * @returns {Promise<string[][]>} rows of the bench's table
 */
export async function benchMachineInterfaces({ questions, searches, rounds = 2 }) {
  const fake = await startFakeModel();
  fake.behave({
    kind: "answer",
    text: "A short answer from [the article](/en/organizacao/autenticacao/google).",
  });
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WORKERS: "1",
      ASSISTANT_LLM_URL: fake.url,
      ASSISTANT_LLM_MODEL: "fake",
      ASSISTANT_RATE_BURST: "1000000",
      ASSISTANT_RATE_PER_MINUTE: "1000000",
      MCP_RATE_BURST: "1000000",
      MCP_RATE_PER_MINUTE: "1000000",
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/health`);
    // Its services too: /api/status waits for the knowledge, loaded and warmed (server/services.js).
    await waitFor(`${base}/api/status`);
    /** @type {number[]} */
    const toSources = [];
    /** @type {number[]} */
    const toDelta = [];
    let declined = 0;
    for (let round = 0; round < rounds; round++)
      for (const { question, lang } of questions) {
        const { sources, delta } = await timeAsk(base, question, lang);
        if (sources === undefined || delta === undefined) declined++;
        else {
          toSources.push(sources);
          toDelta.push(delta);
        }
      }
    const client = new Client({ name: "lumi-bench", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
    /** @type {number[]} */
    const searchTimes = [];
    try {
      for (let round = 0; round < rounds; round++)
        for (const { query, lang } of searches) {
          const started = performance.now();
          await client.callTool({ name: "search", arguments: { query, lang } });
          searchTimes.push(performance.now() - started);
        }
    } finally {
      await client.close();
    }
    return [
      [
        "/api/ask to the sources line p50 / p95",
        `${ms(toSources)} (${toSources.length} answers, fake model; ${declined} declined, not counted)`,
      ],
      ["/api/ask to the first delta p50 / p95", `${ms(toDelta)} (same answers)`],
      [
        "MCP search call p50 / p95",
        `${ms(searchTimes)} (${searchTimes.length} calls through the SDK's client)`,
      ],
    ];
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await fake.close();
  }
}
