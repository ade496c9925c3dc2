/**
 * What an operator gets from a build, from the real server (`node server/index.js` in the copy, one
 * process, `WORKERS=1`, so its memory is one worker's: the default runs one per CPU, each holding as
 * much): resident memory once it answers and after the first MCP search, the MCP `search` call's
 * latency (the first, then the p50 of the next ones), `/api/ask`'s to its sources line and first
 * delta with the fake model (tests/support/fake-model.js), and pages' HTML as sent.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { startFakeModel } from "../../tests/support/fake-model.js";
import { quantile } from "../bench-first-interaction.js";
import { timeAsk } from "../bench-machine.js";
import { waitFor } from "../wait-for";
import { treeResidentBytes } from "./process-memory";

/** A server may load a large build's knowledge for a while before it answers. */
const startTimeoutMs = 15 * 60_000;
/** Rate limits out of the way: the bench asks as fast as it can. */
const unlimited = {
  ASSISTANT_RATE_BURST: "1000000",
  ASSISTANT_RATE_PER_MINUTE: "1000000",
  MCP_RATE_BURST: "1000000",
  MCP_RATE_PER_MINUTE: "1000000",
};

/**
 * Starts the copy's server on `port`; resolves once its services answer (`/api/status` waits for
 * the build's knowledge, loaded and warmed: server/services.js), not only its files (`/health`).
 */
export async function startServer(dir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", WORKERS: "1", ...unlimited, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/health`, startTimeoutMs);
  await waitFor(`${origin}/api/status`, startTimeoutMs);
  return { child, origin, stop: () => stop(child) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The body of a page as the server sends it, with `encoding` asked for (`identity` or `gzip`). */
export function bytesAsSent(url: string, encoding: "identity" | "gzip"): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (response) => {
      let length = 0;
      response.on("data", (chunk: Buffer) => (length += chunk.length));
      response.on("end", () =>
        response.statusCode === 200 ? resolve(length) : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    })
      .on("error", reject)
      .end();
  });
}

export interface ServerFigures {
  rssAfterStart: number;
  rssAfterFirstSearch: number;
  mcpFirstMs: number;
  mcpP50Ms: number;
  mcpCalls: number;
}

/** Memory and MCP search against a server started for it (the machine's caches warm, its own cold). */
export async function measureServer(
  dir: string,
  port: number,
  searches: readonly { query: string; lang: string }[],
): Promise<ServerFigures> {
  const server = await startServer(dir, port);
  try {
    const pid = server.child.pid!;
    const rssAfterStart = treeResidentBytes(pid);
    const client = new Client({ name: "lumi-scale-bench", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.origin}/mcp`)));
    try {
      const call = async ({ query, lang }: { query: string; lang: string }) => {
        const started = performance.now();
        const result = await client.callTool({ name: "search", arguments: { query, lang } });
        if (result.isError)
          throw new Error(`MCP search "${query}" failed: ${JSON.stringify(result.content)}`);
        return performance.now() - started;
      };
      const [first, ...rest] = searches;
      const mcpFirstMs = await call(first!);
      const rssAfterFirstSearch = treeResidentBytes(pid);
      const times: number[] = [];
      for (const search of rest) times.push(await call(search));
      return {
        rssAfterStart,
        rssAfterFirstSearch,
        mcpFirstMs,
        mcpP50Ms: quantile(times, 0.5),
        mcpCalls: times.length,
      };
    } finally {
      await client.close();
    }
  } finally {
    await server.stop();
  }
}

/**
 * `/api/ask` against the fake model, which answers at once: the server's own work to the sources
 * and first delta, as p50s over the answers, and over the first `fresh` of them (a fresh server's:
 * its code and the files its questions read still cold).
 */
export async function measureAsk(
  dir: string,
  port: number,
  questions: readonly { question: string; lang: string }[],
  fresh: number,
): Promise<{
  sourcesP50Ms: number;
  deltaP50Ms: number;
  freshSourcesP50Ms: number;
  freshDeltaP50Ms: number;
  answers: number;
}> {
  const fake = await startFakeModel();
  fake.behave({ kind: "answer", text: "A short answer." });
  const server = await startServer(dir, port, { ASSISTANT_LLM_URL: fake.url, ASSISTANT_LLM_MODEL: "fake" });
  try {
    const sources: number[] = [];
    const deltas: number[] = [];
    for (const { question, lang } of questions) {
      const timed = await timeAsk(server.origin, question, lang);
      // A question the help centre does not cover is declined without a model call: not counted.
      if (timed.sources === undefined || timed.delta === undefined) continue;
      sources.push(timed.sources);
      deltas.push(timed.delta);
    }
    return {
      sourcesP50Ms: quantile(sources, 0.5),
      deltaP50Ms: quantile(deltas, 0.5),
      freshSourcesP50Ms: quantile(sources.slice(0, fresh), 0.5),
      freshDeltaP50Ms: quantile(deltas.slice(0, fresh), 0.5),
      answers: sources.length,
    };
  } finally {
    await server.stop();
    await fake.close();
  }
}
