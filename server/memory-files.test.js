// The files held in memory answer exactly as the same files read from disk by send: the same
// server twice over one build, once holding nothing, once holding everything, asked the same
// questions (encodings, conditional requests, ranges, HEAD).
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler } from "./app.js";
import { memoryHolder } from "./memory-files.js";

/** @type {string} */
let dir;
/** @type {{ disk: string, memory: string }} */
const bases = { disk: "", memory: "" };
/** @type {import("node:http").Server[]} */
const servers = [];

const page = `<!doctype html><title>Home</title>${"<p>words of the page</p>".repeat(100)}`;
const script = `console.log(${JSON.stringify("x".repeat(3000))});`;

function write(path, bytes) {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, bytes);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "lumi-memory-"));
  const client = join(dir, "client");
  for (const [name, text] of [
    ["index.html", page],
    ["assets/app-abc123.js", script],
  ]) {
    write(join(client, name), text);
    write(join(client, `${name}.br`), brotliCompressSync(text));
    write(join(client, `${name}.gz`), gzipSync(text));
  }
  write(join(client, "robots.txt"), "User-agent: *\nAllow: /\n");
  write(join(client, "gone.txt"), "read at start-up\n");
  write(join(client, "404/index.html"), "<!doctype html><title>Não encontrado</title>");
  write(join(client, "en/404/index.html"), "<!doctype html><title>Not found</title>");
  write(
    join(dir, "server/languages.json"),
    JSON.stringify([
      { code: "pt", prefix: "" },
      { code: "en", prefix: "/en" },
    ]),
  );
  write(
    join(dir, "security/csp.json"),
    JSON.stringify({ "/index.html": "default-src 'self'; script-src 'self'" }),
  );

  for (const [name, memory] of /** @type {const} */ ([
    ["disk", { maxTotalBytes: 0 }],
    ["memory", undefined],
  ])) {
    const server = createServer(createHandler({ buildDir: dir, memory }));
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    servers.push(server);
    bases[name] = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
  }
});

afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** One exchange, as seen on the wire: status, headers but the date, body. */
function ask(base, path, headers = {}, method = "GET") {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const headers = { ...res.headers };
        delete headers.date;
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString("base64") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("files held in memory", () => {
  it("answer as send answers for the same file on disk", async () => {
    for (const path of ["/", "/robots.txt", "/assets/app-abc123.js"]) {
      const first = /** @type {{ headers: Record<string, string> }} */ (await ask(bases.disk, path));
      const { etag, "last-modified": lastModified } = first.headers;
      expect(etag, path).toMatch(/^W\/"/);
      const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      const cases = [
        {},
        { "accept-encoding": "br, gzip" },
        { "accept-encoding": "gzip;q=0.8, br;q=0.5" },
        { "accept-encoding": "br;q=0, gzip;q=0" },
        { "if-none-match": etag },
        { "if-none-match": `"other", ${etag}` },
        { "if-none-match": '"other"' },
        { "if-none-match": etag, "cache-control": "no-cache" },
        { "if-modified-since": lastModified },
        { "if-modified-since": earlier },
        { "if-match": '"other"' },
        { "if-match": "*" },
        { "if-match": etag },
        { "if-unmodified-since": earlier },
        { "if-unmodified-since": lastModified },
        { range: "bytes=0-9" },
        { range: "bytes=5-" },
        { range: "bytes=-3" },
        { range: "bytes=0-9", "accept-encoding": "br" },
        { range: "bytes=100000-" },
        { range: "bytes=0-1,3-4" },
        { range: "bytes=abc" },
        { range: "items=0-1" },
        { range: "bytes=0-9", "if-range": etag },
        { range: "bytes=0-9", "if-range": '"other"' },
        { range: "bytes=0-9", "if-range": lastModified },
        { range: "bytes=0-9", "if-range": earlier },
      ];
      for (const headers of cases) {
        for (const method of ["GET", "HEAD"]) {
          const label = `${method} ${path} ${JSON.stringify(headers)}`;
          const [disk, memory] = await Promise.all([
            ask(bases.disk, path, headers, method),
            ask(bases.memory, path, headers, method),
          ]);
          expect(memory, label).toEqual(disk);
        }
      }
    }
  });

  it("are read once, at start-up", async () => {
    unlinkSync(join(dir, "client", "gone.txt"));
    expect(/** @type {{ status: number }} */ (await ask(bases.disk, "/gone.txt")).status).toBe(404);
    const held = /** @type {{ status: number, body: string }} */ (await ask(bases.memory, "/gone.txt"));
    expect(held.status).toBe(200);
    expect(Buffer.from(held.body, "base64").toString()).toBe("read at start-up\n");
  });

  it("stay within the caps per file and in all", () => {
    const client = join(dir, "client");
    const holder = memoryHolder(client, { maxFileBytes: 1000, maxTotalBytes: 3000 });
    expect(holder.hold("assets/app-abc123.js")).toBeUndefined(); // over 1,000 bytes
    expect(holder.hold("robots.txt")?.body.toString()).toBe("User-agent: *\nAllow: /\n");
    expect(holder.hold("index.html.br")).toBeDefined();
    expect(holder.hold("missing.txt")).toBeUndefined();
    let taken = 0;
    while (holder.hold("index.html.gz")) taken++;
    expect(holder.held()).toBeLessThanOrEqual(3000);
    expect(taken).toBeGreaterThan(0);
  });
});
