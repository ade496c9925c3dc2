// The files held in memory answer exactly as the same files read from disk by send: the same
// server twice over one build, once holding nothing, once holding every file it is asked for, asked
// the same questions (encodings, conditional requests, ranges, HEAD). And what is held: the files
// asked for most, within the byte budget, however large the build.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler } from "./app.js";
import { memoryCache } from "./memory-files.js";

/** @type {string} */
let dir;
/** @type {{ disk: string, memory: string }} */
const bases = { disk: "", memory: "" };
/** @type {import("node:http").Server[]} */
const servers = [];
/** The memory server's cache. @type {import("./memory-files.js").MemoryCache} */
let cache;

const page = `<!doctype html><title>Home</title>${"<p>words of the page</p>".repeat(100)}`;
const script = `console.log(${JSON.stringify("x".repeat(3000))});`;

/** @param {string} path @param {string | Buffer} bytes */
function write(path, bytes) {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, bytes);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "lumi-memory-"));
  const client = join(dir, "client");
  for (const [name, text] of /** @type {const} */ ([
    ["index.html", page],
    ["assets/app-abc123.js", script],
  ])) {
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

  cache = memoryCache(client);
  for (const [name, memory] of /** @type {const} */ ([
    ["disk", { maxTotalBytes: 0 }],
    ["memory", cache],
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

/**
 * One exchange, as seen on the wire: status, headers but the date, body (base64).
 * @param {string} base @param {string} path @param {Record<string, string>} [headers] @param {string} [method]
 * @returns {Promise<{ status: number | undefined, headers: Record<string, string | string[] | undefined>, body: string }>}
 */
function ask(base, path, headers = {}, method = "GET") {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      /** @type {Buffer[]} */
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

/** Asks for `path` in every encoding twice, so that the memory server takes each variant in. */
async function warm(/** @type {string} */ path) {
  for (const encoding of ["identity", "br", "gzip"])
    for (let time = 0; time < 2; time++) await ask(bases.memory, path, { "accept-encoding": encoding });
  await cache.settled();
}

// Hundreds of requests: a busy machine may take many seconds over them; nothing here is timed.
describe("files held in memory", { timeout: 120_000 }, () => {
  it("answer as send answers for the same file on disk", async () => {
    for (const path of ["/", "/robots.txt", "/assets/app-abc123.js"]) {
      await warm(path);
      const file = path === "/" ? "index.html" : path.slice(1);
      expect(cache.holds(file), path).toBe(true);
      if (path !== "/robots.txt")
        for (const suffix of [".br", ".gz"]) expect(cache.holds(file + suffix)).toBe(true);
      const first = /** @type {{ headers: Record<string, string> }} */ (await ask(bases.disk, path));
      const { etag = "", "last-modified": lastModified = "" } = first.headers;
      expect(etag, path).toMatch(/^W\/"/);
      const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      /** @type {Record<string, string>[]} */
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

  it("are answered from memory once held: a file gone from disk since is still sent as it was read", async () => {
    // Asked for once: not held yet (a crawler's single visit takes nothing in).
    await ask(bases.memory, "/gone.txt", { "accept-encoding": "identity" });
    await cache.settled();
    expect(cache.holds("gone.txt")).toBe(false);
    await ask(bases.memory, "/gone.txt", { "accept-encoding": "identity" });
    await cache.settled();
    expect(cache.holds("gone.txt")).toBe(true);
    unlinkSync(join(dir, "client", "gone.txt"));
    expect((await ask(bases.disk, "/gone.txt")).status).toBe(404);
    const held = await ask(bases.memory, "/gone.txt");
    expect(held.status).toBe(200);
    expect(Buffer.from(held.body, "base64").toString()).toBe("read at start-up\n");
  });
});

describe("what the memory holds", { timeout: 120_000 }, () => {
  /** @type {string} */
  let root;
  const fileBytes = 4096;
  const files = Array.from({ length: 400 }, (_, index) => `articles/${index}.html`);
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "lumi-cache-"));
    for (const [index, file] of files.entries())
      write(join(root, file), String(index % 10).repeat(fileBytes));
    write(join(root, "big.txt"), "b".repeat(50_000));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Asks the cache for `file` as a request would, then waits for what that started. */
  const request = async (
    /** @type {import("./memory-files.js").MemoryCache} */ cache,
    /** @type {string} */ file,
  ) => {
    cache.get(file);
    await cache.settled();
  };

  it("takes a file in at its second request and lets the least recently used go past the budget", async () => {
    const cache = memoryCache(root, { maxTotalBytes: 3 * fileBytes });
    const [a, b, c, d] = /** @type {[string, string, string, string]} */ (files);
    for (const file of [a, b, c]) {
      await request(cache, file);
      expect(cache.holds(file)).toBe(false);
      await request(cache, file);
      expect(cache.holds(file)).toBe(true);
    }
    expect(cache.get(a)?.body.toString()).toBe("0".repeat(fileBytes)); // a is now the most recent
    await request(cache, d);
    await request(cache, d);
    expect([a, b, c, d].map((file) => cache.holds(file))).toEqual([true, false, true, true]);
    expect(cache.heldBytes()).toBe(3 * fileBytes);
    // Let go for want of room, it comes back at its next request.
    await request(cache, b);
    expect(cache.holds(b)).toBe(true);
  });

  it("never holds a file over the per-file cap", async () => {
    const cache = memoryCache(root, { maxFileBytes: 10_000, maxTotalBytes: 1_000_000 });
    for (let time = 0; time < 3; time++) await request(cache, "big.txt");
    expect(cache.holds("big.txt")).toBe(false);
    expect(cache.heldBytes()).toBe(0);
    await request(cache, "missing.txt");
    await request(cache, "missing.txt");
    expect(cache.holds("missing.txt")).toBe(false);
  });

  it("stays within its budget over a build 16 times larger, keeping the files asked for most", async () => {
    const budget = 25 * fileBytes;
    const cache = memoryCache(root, { maxTotalBytes: budget });
    const hot = files.slice(0, 10);
    // Readers come back to the same few pages, while a crawler reads every file once and a few
    // readers wander through the rest, two visits each: between two visits of a hot page, more
    // files are asked for than the budget has room for beside the hot ones.
    for (const [index, file] of files.entries()) {
      await request(cache, file);
      if (index % 7 === 0) {
        await request(cache, files[(index * 13) % files.length] ?? file);
        await request(cache, files[(index * 13) % files.length] ?? file);
      }
      if (index % 20 === 0) for (const page of hot) await request(cache, page);
      expect(cache.heldBytes()).toBeLessThanOrEqual(budget);
    }
    for (const page of hot) expect(cache.holds(page), page).toBe(true);
    expect(files.filter((file) => cache.holds(file)).length * fileBytes).toBe(cache.heldBytes());
  });
});
