// The machine interfaces of the real server over the real build: MCP through the SDK's own client
// (directly and through nginx, which passes /mcp to the Node server), /api/ask off when no model is
// configured, and the rate limits holding across two worker processes, and across two servers
// sharing one Redis (killed and started again mid-run).
import { spawn } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { expect, test } from "@playwright/test";
import { brand } from "../../app/config/brand";
import { startFakeModel } from "../support/fake-model.js";
import { redisUnavailable, startRedis } from "../support/redis-server.js";
import { servers, freePort } from "./servers";

interface TextResult {
  content: { type: string; text: string }[];
  isError?: boolean;
}

async function connect(base: string): Promise<Client> {
  const client = new Client({ name: "lumi-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<TextResult> {
  return (await client.callTool({ name, arguments: args })) as TextResult;
}

interface SearchPayload {
  lang: string;
  results: { title: string; url: string; snippet: string }[];
}
interface TreePayload {
  categories: { title: string; url: string; articles: { url: string }[] }[];
}

const text = (result: TextResult) => result.content.map((part) => part.text).join("");

for (const server of servers) {
  test.describe(`${server.name} server: MCP`, () => {
    test("initializes and lists three read-only tools that say what the help centre covers", async () => {
      const client = await connect(server.base);
      try {
        expect(client.getServerVersion()?.name).toBe("lumi-help-centre");
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name).sort()).toEqual(["get_article", "list_articles", "search"]);
        for (const tool of tools) {
          expect(tool.annotations?.readOnlyHint).toBe(true);
          expect(tool.inputSchema.type).toBe("object");
        }
        const search = tools.find((tool) => tool.name === "search")!;
        // The categories, from the content (both languages), not a hand-written list.
        expect(search.description).toContain("Primeiros Passos");
        expect(search.description).toContain("Getting Started");
        expect(search.inputSchema.required).toEqual(["query"]);
      } finally {
        await client.close();
      }
    });

    test("search, get_article and list_articles answer from the build, in each language", async () => {
      const client = await connect(server.base);
      try {
        const found = JSON.parse(
          text(await call(client, "search", { query: "google sign-in", lang: "en" })),
        ) as SearchPayload;
        expect(found.results.length).toBeGreaterThan(0);
        expect(found.results[0]!.url).toBe(`${brand.siteUrl}/en/organizacao/autenticacao/google`);
        for (const hit of found.results) {
          expect(hit.title).toEqual(expect.any(String));
          expect(hit.snippet).toEqual(expect.any(String));
          expect(hit.url.startsWith(`${brand.siteUrl}/en/`)).toBe(true);
        }
        const pt = JSON.parse(
          text(await call(client, "search", { query: "login com google" })),
        ) as SearchPayload;
        expect(pt.lang).toBe("pt");
        expect(pt.results[0]!.url).toMatch(new RegExp(`^${brand.siteUrl}/organizacao/`));
        // Without a language, a query plainly in English is searched in English.
        const guessed = JSON.parse(
          text(await call(client, "search", { query: "how do I set up sign-in with Google?" })),
        ) as SearchPayload;
        expect(guessed.lang).toBe("en");

        const markdown = text(
          await call(client, "get_article", { url: "/en/organizacao/autenticacao/google" }),
        );
        expect(markdown).toMatch(/^# Set up Google sign-in/m);
        // With a section, as a full URL of the site, or with a trailing slash: the same article.
        for (const url of [
          "/en/organizacao/autenticacao/google#testar-login",
          `${brand.siteUrl}/en/organizacao/autenticacao/google`,
          "/en/organizacao/autenticacao/google/",
        ])
          expect(text(await call(client, "get_article", { url })), url).toBe(markdown);
        expect(text(await call(client, "get_article", { url: "/organizacao/autenticacao/google" }))).toMatch(
          /^# Configurar login com Google/m,
        );

        const tree = JSON.parse(text(await call(client, "list_articles", { lang: "en" }))) as TreePayload;
        expect(tree.categories.length).toBeGreaterThan(3);
        const urls = tree.categories.flatMap((category) => category.articles.map((article) => article.url));
        expect(urls).toContain(`${brand.siteUrl}/en/organizacao/autenticacao/google`);
      } finally {
        await client.close();
      }
    });

    test("bad arguments, an unknown article and another host are tool errors, not crashes", async ({
      request,
    }) => {
      const client = await connect(server.base);
      try {
        for (const [name, args] of [
          ["search", {}],
          ["search", { query: "" }],
          ["search", { query: "google", lang: "fr" }],
          ["search", { query: "x".repeat(5000) }],
          ["get_article", {}],
          ["get_article", { url: 42 }],
          ["get_article", { url: "/en/does-not-exist" }],
          ["get_article", { url: "/../../etc/passwd" }],
          ["get_article", { url: "https://evil.example/en/organizacao/autenticacao/google" }],
          ["get_article", { url: "//evil.example/en/organizacao/autenticacao/google" }],
          ["list_articles", { lang: "xx" }],
        ] as const) {
          const result = await call(client, name, args);
          expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 60)}`).toBe(true);
          expect(text(result)).not.toBe("");
        }
        // Still serving.
        expect((await client.listTools()).tools).toHaveLength(3);
      } finally {
        await client.close();
      }
      // Not JSON, and a body past the cap: JSON-RPC errors with a 4xx.
      const headers = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
      expect((await request.post(`${server.base}/mcp`, { headers, data: "{nope" })).status()).toBe(400);
      const big = await request.post(`${server.base}/mcp`, { headers, data: "x".repeat(100_000) });
      expect(big.status()).toBe(413);
      expect((await request.get(`${server.base}/mcp`)).status()).toBe(405);
    });

    test("/api/ask answers 404 when no model is configured", async ({ request }) => {
      const response = await request.post(`${server.base}/api/ask`, {
        data: { question: "Como configuro o login com Google?", lang: "pt" },
      });
      expect(response.status()).toBe(404);
      // What the page's assistant asks first, so that it never meets that 404.
      const status = await request.get(`${server.base}/api/status`);
      expect(status.status()).toBe(200);
      expect(await status.json()).toEqual({ ask: false, mcp: true });
    });
  });
}

test("the answering service's rate limit holds across two worker processes", async () => {
  // Starting two processes on a busy machine takes a while; nothing here is timed.
  test.setTimeout(120_000);
  const fake = await startFakeModel();
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WORKERS: "2",
      ASSISTANT_LLM_URL: fake.url,
      ASSISTANT_LLM_MODEL: "fake",
      ASSISTANT_RATE_BURST: "4",
      ASSISTANT_RATE_PER_MINUTE: "1",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  // The primary says so once both workers listen: only then do both take connections.
  const bothListening = new Promise<void>((resolve) => {
    let said = "";
    child.stdout.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes("(2 worker processes)")) resolve();
    });
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await bothListening;
    const statuses: number[] = [];
    // A new connection each time: the cluster's primary hands connections to the workers in turn.
    for (let index = 0; index < 10; index++) {
      const response = await fetch(`${base}/api/ask`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Connection: "close" },
        body: JSON.stringify({ question: "How do I set up Google sign-in?", lang: "en" }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      await response.text();
    }
    // Four in all, not four per worker.
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(" "),
    ).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect(fake.received).toHaveLength(4);
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await fake.close();
  }
});

test("two servers sharing one Redis give a client one limit, not two; without Redis each limits on its own", async () => {
  const unavailable = redisUnavailable();
  test.skip(unavailable !== undefined, unavailable);
  // Two servers of two workers each, a Redis killed and started again: nothing here is timed.
  test.setTimeout(240_000);
  const redis = await startRedis();
  const fake = await startFakeModel();
  const started = await Promise.all(
    [0, 1].map(async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ["server/index.js"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          WORKERS: "2",
          RATE_LIMIT_REDIS_URL: redis.url,
          ASSISTANT_LLM_URL: fake.url,
          ASSISTANT_LLM_MODEL: "fake",
          ASSISTANT_RATE_BURST: "3",
          ASSISTANT_RATE_PER_MINUTE: "1",
          MCP_RATE_BURST: "4",
          MCP_RATE_PER_MINUTE: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const server = { base: `http://127.0.0.1:${port}`, child, said: "", log: "" };
      child.stdout.on("data", (chunk: Buffer) => (server.said += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (server.log += chunk.toString()));
      return server;
    }),
  );
  const count = (log: string, words: string) => log.split("\n").filter((line) => line.includes(words)).length;
  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 120_000;
    while (!check()) {
      if (Date.now() > deadline)
        throw new Error(`${what}: ${started.map((server) => server.log).join("\n")}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // A new connection each time, taking turns between the servers (and their workers).
  const mcp = async (times: number) => {
    const statuses: number[] = [];
    for (let index = 0; index < times; index++) {
      const response = await fetch(`${started[index % 2]!.base}/mcp`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          Connection: "close",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: index, method: "tools/list" }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      await response.text();
    }
    return statuses;
  };
  const allowed = (statuses: number[]) => statuses.filter((status) => status !== 429).length;
  try {
    await until(
      () =>
        started.every(
          (server) =>
            server.said.includes("(2 worker processes)") &&
            count(server.log, "buckets shared through Redis") === 1,
        ),
      "both servers listening, sharing through Redis",
    );

    // The paid model: three questions in all across both servers, not three each.
    const asked: number[] = [];
    for (let index = 0; index < 8; index++) {
      const response = await fetch(`${started[index % 2]!.base}/api/ask`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Connection: "close" },
        body: JSON.stringify({ question: "How do I set up Google sign-in?", lang: "en" }),
      });
      asked.push(response.status);
      await response.text();
    }
    expect(
      asked.filter((status) => status === 200),
      asked.join(" "),
    ).toHaveLength(3);
    expect(asked.filter((status) => status === 429)).toHaveLength(5);
    expect(fake.received).toHaveLength(3);
    // MCP: its own bucket, four in all.
    const shared = await mcp(10);
    expect(allowed(shared), shared.join(" ")).toBe(4);
    expect(shared.filter((status) => status !== 429).every((status) => status === 200)).toBe(true);

    // Redis goes away: both servers keep answering, each with its own limit, and say so once.
    await redis.kill();
    const alone = await mcp(12);
    expect(allowed(alone), alone.join(" ")).toBe(8);
    for (const server of started) expect(count(server.log, "Redis unreachable"), server.log).toBe(1);
    expect((await fetch(`${started[0]!.base}/health`)).status).toBe(200);

    // Redis comes back (empty): shared again, said once.
    await redis.start();
    await until(() => started.every((server) => count(server.log, "Redis is back") === 1), "Redis back");
    const again = await mcp(10);
    expect(allowed(again), again.join(" ")).toBe(4);
    for (const server of started) {
      expect(count(server.log, "Redis unreachable")).toBe(1);
      // Nothing a client sent is logged.
      expect(server.log).not.toContain("Google sign-in");
    }
  } finally {
    await Promise.all(
      started.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }),
    );
    await fake.close();
    await redis.kill();
  }
});
