// The servers probed as an attacker and a busy site would, each over its own copy of the build (so a
// test may plant symlinks, grow, replace or delete files): thousands of abandoned downloads, files
// changed under a request in flight, symlinks out of the build, SIGTERM during downloads. Plain Node
// tests over raw sockets, in Playwright's runner; they assert outcomes, never how fast.
import { spawn, type ChildProcess } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { nginxAvailable, startNginx } from "../../pipeline/nginx";
import { waitFor } from "../../scripts/wait-for";
import { freePort } from "./servers";

const secret = "TOP-SECRET-OUTSIDE-THE-BUILD";
/** Larger than every socket buffer between the server and the test, so a download is really in flight. */
const bigSize = 48 * 1024 * 1024;

interface Server {
  name: string;
  url: string;
  port: number;
  /** The server's processes: nginx's master and workers, or the Node server and its workers. */
  pids: () => number[];
  stop: () => Promise<void>;
}

/** A copy of the build in a temporary folder, with a big file and symlinks that lead out of it. */
function plantBuild() {
  const dir = mkdtempSync(join(tmpdir(), "lumi-resilience-"));
  // nginx's workers run as an unprivileged user: they must be able to read the copy.
  chmodSync(dir, 0o755);
  const build = join(dir, "build");
  cpSync(resolve("build"), build, { recursive: true });
  const outside = join(dir, "outside");
  mkdirSync(join(outside, "page"), { recursive: true });
  writeFileSync(join(outside, "secret.txt"), `${secret}\n`);
  writeFileSync(join(outside, "page", "index.html"), `<!doctype html><p>${secret}</p>`);
  const client = join(build, "client");
  symlinkSync(join(outside, "secret.txt"), join(client, "leak.txt"));
  symlinkSync(join(outside, "secret.txt"), join(client, "assets", "leak.js"));
  symlinkSync(outside, join(client, "linked"));
  symlinkSync(join(outside, "page"), join(client, "en", "linked-page"));
  mkdirSync(join(client, "evil"));
  symlinkSync(join(outside, "page", "index.html"), join(client, "evil", "index.html"));
  writeBig(client);
  return { dir, build, client };
}

function writeBig(client: string, size = bigSize, letter = "a") {
  writeFileSync(join(client, "big.txt"), Buffer.alloc(size, letter));
}

/** Children of a process, from /proc. */
function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Open file descriptors of a set of processes (sockets, files, pipes, all of them). */
function openFiles(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      return sum + readdirSync(`/proc/${pid}/fd`).length;
    } catch {
      return sum;
    }
  }, 0);
}

async function startNode(
  build: string,
  env: Record<string, string> = {},
): Promise<Server & { child: ChildProcess }> {
  const child = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: build, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    });
    child.once("exit", (code) =>
      reject(new Error(`the server exited (${code}) before listening: ${output}`)),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`);
  return {
    name: "node",
    url,
    port,
    child,
    pids: () => [child.pid!, ...children(child.pid!)],
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function startNginxOn(build: string): Promise<Server> {
  const port = await freePort();
  const nginx = await startNginx({ port, buildDir: build });
  return {
    name: "nginx",
    url: nginx.url,
    port,
    pids: () => [nginx.pid, ...children(nginx.pid)],
    stop: nginx.stop,
  };
}

const starters = [
  { name: "node", start: (build: string) => startNode(build) },
  { name: "nginx", start: startNginxOn },
];

interface Answer {
  head: string;
  status: number;
  contentLength: number;
  body: Buffer;
  closed: boolean;
}

/**
 * Sends a raw request and collects the first answer's head and body, up to the connection's close or
 * `Content-Length` bytes (and some more when `pipelined`: another request follows on the connection).
 */
function rawRequest(
  port: number,
  request: string,
  {
    onFirstBody,
    timeout = 60_000,
    pipelined = false,
  }: { onFirstBody?: (socket: Socket) => Promise<void>; timeout?: number; pipelined?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const socket = connect(port, "127.0.0.1");
    let head: Buffer = Buffer.alloc(0);
    let headText: string | undefined;
    let contentLength = -1;
    const body: Buffer[] = [];
    let received = 0;
    let paused = false;
    let done = false;
    const timer = setTimeout(
      () => finish(new Error(`no complete answer within ${timeout} ms (hung)`)),
      timeout,
    );
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) return reject(error);
      resolveAnswer({
        head: headText ?? head.toString("latin1"),
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headText ?? "")?.[1] ?? 0),
        contentLength,
        body: Buffer.concat(body),
        closed: true,
      });
    };
    socket.on("data", (chunk: Buffer) => {
      if (headText === undefined) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf("\r\n\r\n");
        if (end < 0) return;
        headText = head.subarray(0, end).toString("latin1");
        contentLength = Number(/\r\ncontent-length: *(\d+)/i.exec(headText)?.[1] ?? -1);
        chunk = head.subarray(end + 4);
      }
      body.push(chunk);
      received += chunk.length;
      if (onFirstBody && !paused && received > 0) {
        paused = true;
        socket.pause();
        void onFirstBody(socket).then(() => socket.resume());
      }
      // The whole answer, and when another request followed on the connection, some of its answer.
      if (contentLength >= 0 && received >= contentLength + (pipelined ? 64 : 0)) finish();
    });
    socket.on("close", () => finish());
    socket.on("error", () => finish());
    socket.write(request);
  });
}

for (const { name, start } of starters) {
  test.describe(`${name} server under abuse`, () => {
    test.skip(name === "nginx" && !nginxAvailable(), "nginx is not installed");
    let planted: ReturnType<typeof plantBuild>;
    let server: Server;
    test.beforeEach(async () => {
      planted = plantBuild();
      server = await start(planted.build);
    });
    test.afterEach(async () => {
      await server?.stop();
      rmSync(planted.dir, { recursive: true, force: true });
    });

    test("2,000 abandoned downloads leave no file open, and pages still answer", async ({ request }) => {
      test.setTimeout(240_000);
      const html = await (await request.get(`${server.url}/en`)).text();
      const asset = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)![0];
      const paths = ["/big.txt", asset, "/en/agentes-ia", "/big.txt"];
      // Settle: the first requests open what a server keeps for good (logs, caches, thread pool).
      for (const path of paths) await request.get(server.url + path);
      let baseline = openFiles(server.pids());
      await expect
        .poll(
          () => {
            const now = openFiles(server.pids());
            const stable = now === baseline;
            baseline = now;
            return stable;
          },
          { timeout: 30_000, intervals: [250] },
        )
        .toBe(true);

      let index = 0;
      const abandon = () =>
        new Promise<void>((done) => {
          const mode = index % 4;
          const path = paths[index++ % paths.length]!;
          const socket = connect(server.port, "127.0.0.1");
          const end = () => {
            clearTimeout(timer);
            done();
          };
          const timer = setTimeout(() => {
            socket.destroy();
            end();
          }, 20_000);
          socket.on("error", () => undefined);
          socket.on("close", end);
          const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${index % 3 ? "identity" : "br, gzip"}\r\n\r\n`;
          if (mode === 3) {
            // Half a request, then gone.
            socket.write(request.slice(0, 30), () => socket.destroy());
            return;
          }
          socket.write(request, () => {
            if (mode === 0) socket.destroy(); // asked, and gone without reading a byte
          });
          socket.once("data", () => {
            if (mode === 1) socket.destroy(); // gone mid-answer
            if (mode === 2) socket.resetAndDestroy(); // gone with a TCP reset
          });
        });
      for (let batch = 0; batch < 20; batch++) await Promise.all(Array.from({ length: 100 }, abandon));

      const started = Date.now();
      await expect
        .poll(() => openFiles(server.pids()), { timeout: 60_000, intervals: [100, 250, 500, 1000] })
        .toBeLessThanOrEqual(baseline);
      console.log(
        `${server.name}: open files back to ${baseline} ${Date.now() - started} ms after the last abandoned download`,
      );
      for (const path of ["/", "/en/agentes-ia", asset])
        expect((await request.get(server.url + path)).status()).toBe(200);
    });

    test("symlinks that lead out of the build are never followed", async ({ request }) => {
      for (const path of [
        "/leak.txt",
        "/assets/leak.js",
        "/linked/secret.txt",
        "/linked/page",
        "/en/linked-page",
        "/evil",
        "/evil/",
      ]) {
        const response = await request.get(server.url + path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).not.toContain(secret);
      }
    });

    test("a file grown, replaced, truncated or deleted under a download never gets a wrong Content-Length", async () => {
      test.setTimeout(180_000);
      const ask = `GET /big.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`;
      // The next request on the same connection: if the server sent fewer bytes than it announced and
      // kept the connection, this answer's bytes would show up inside the first one's body.
      const next = `GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
      const big = join(planted.client, "big.txt");
      const changes: [string, () => void][] = [
        ["grown in place", () => appendFileSync(big, Buffer.alloc(1024 * 1024, "c"))],
        [
          "replaced by a new file",
          () => {
            writeFileSync(`${big}.new`, Buffer.alloc(bigSize / 2, "b"));
            renameSync(`${big}.new`, big);
          },
        ],
        ["truncated in place", () => truncateSync(big, 1024 * 1024)],
        ["deleted", () => unlinkSync(big)],
      ];
      for (const [change, apply] of changes) {
        writeBig(planted.client);
        const answer = await rawRequest(server.port, ask, {
          pipelined: true,
          onFirstBody: async (socket) => {
            apply();
            socket.write(next);
            await new Promise((wait) => setTimeout(wait, 200));
          },
        });
        expect(answer.status, change).toBe(200);
        expect(answer.contentLength, change).toBe(bigSize);
        const body = answer.body.subarray(0, answer.contentLength);
        // Either every announced byte arrived, all of them the file's ("a"), or the connection was cut short.
        if (body.length < answer.contentLength)
          expect(answer.closed, `${change}: a short answer closes`).toBe(true);
        expect(
          body.equals(Buffer.alloc(body.length, "a")),
          `${change}: the body holds only the file's bytes, not another answer's`,
        ).toBe(true);
      }
      // Gone before the request: the not-found page, at once.
      writeBig(planted.client);
      unlinkSync(big);
      const gone = await rawRequest(server.port, ask, { timeout: 30_000 });
      expect(gone.status).toBe(404);
    });
  });
}

test.describe("node server lifecycle", () => {
  let planted: ReturnType<typeof plantBuild>;
  test.beforeEach(() => {
    planted = plantBuild();
  });
  test.afterEach(() => rmSync(planted.dir, { recursive: true, force: true }));

  test("/health says whether the build can still be read, not only that the process lives", async ({
    request,
  }) => {
    const server = await startNode(planted.build);
    try {
      expect((await request.get(`${server.url}/health`)).status()).toBe(200);
      renameSync(planted.client, `${planted.client}-gone`);
      const sick = await request.get(`${server.url}/health`);
      expect(sick.status()).toBe(503);
      renameSync(`${planted.client}-gone`, planted.client);
      expect((await request.get(`${server.url}/health`)).status()).toBe(200);
    } finally {
      await server.stop();
    }
  });

  test("SIGTERM during downloads: the answers in flight complete, then the process exits 0", async () => {
    test.setTimeout(180_000);
    writeBig(planted.client, 8 * 1024 * 1024);
    const server = await startNode(planted.build, { SHUTDOWN_TIMEOUT: "120000" });
    const exited = new Promise<number | null>((done) => server.child.once("exit", done));
    const ask = `GET /big.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`;
    let started = 0;
    let signalled: () => void;
    const signal = new Promise<void>((done) => (signalled = done));
    const downloads = Array.from({ length: 20 }, () =>
      rawRequest(server.port, ask, {
        timeout: 150_000,
        onFirstBody: async () => {
          // Every download has begun when the signal is sent; they go on reading after it.
          if (++started === 20) {
            server.child.kill("SIGTERM");
            signalled();
          }
          await signal;
        },
      }),
    );
    const answers = await Promise.all(downloads);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThanOrEqual(answer.contentLength);
    }
    expect(await exited).toBe(0);
  });
});
