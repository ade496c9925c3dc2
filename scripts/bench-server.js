// Server figures, on loopback, over a rotation of every page (Accept-Encoding: br, gzip):
// - throughput and p99 at 50 connections of our server and of the candidates it was chosen among
//   (Fastify + @fastify/static, bare send, bare sirv, nginx with deploy/nginx.conf);
// - our server at 1,000 connections for a minute: errors, p99, its open files and memory before,
//   during and after;
// - SIGTERM in the middle of load: what happened to the requests in flight.
// Ports: BENCH_PORT and the few after it (default 4400).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { nginxAvailable, startNginx } from "../pipeline/nginx.js";
import { waitFor } from "./wait-for";

const connections = 50;
const basePort = Number(process.env.BENCH_PORT ?? 4400);
const clientDir = join(process.cwd(), "build/client");
const wrkBinary = "/usr/bin/wrk";

/** Loads `url` for `seconds`, cycling through `paths`: with wrk (Debian's package) when present. */
async function load(url, paths, seconds, clients = connections) {
  if (existsSync(wrkBinary)) return loadWithWrk(url, paths, seconds, clients);
  let index = 0;
  const result = await autocannon({
    url,
    connections: clients,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[index++ % paths.length] }) }],
  });
  return {
    tool: "autocannon (in-process; install wrk for figures the load generator does not cap)",
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function loadWithWrk(url, paths, seconds, clients) {
  const dir = mkdtempSync(join(tmpdir(), "lumi-wrk-"));
  const script = join(dir, "rotate.lua");
  writeFileSync(
    script,
    [
      `local paths = { ${paths.map((path) => JSON.stringify(path)).join(", ")} }`,
      "local i = 0",
      'wrk.headers["Accept-Encoding"] = "br, gzip"',
      "request = function() i = i % #paths + 1; return wrk.format(nil, paths[i]) end",
      'done = function(summary, latency) io.write(string.format("RESULT %d %.3f %d %d\\n", summary.requests, latency:percentile(99) / 1000, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout, summary.errors.status)) end',
    ].join("\n"),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      wrkBinary,
      ["-t2", `-c${clients}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, url],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("exit", () => {
      const match = /RESULT (\d+) ([\d.]+) (\d+) (\d+)/.exec(output);
      if (!match) return reject(new Error(`wrk printed no result:\n${output}`));
      resolve({
        tool: "wrk",
        requestsPerSecond: Math.round(Number(match[1]) / seconds),
        p99: Number(match[2]),
        errors: Number(match[3]),
      });
    });
  });
}

/** Starts `node <args>` and waits until `url` answers. */
async function startNode(args, env, url) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  try {
    await waitFor(url);
  } catch (error) {
    // Not left running behind the bench.
    child.kill("SIGTERM");
    throw error;
  }
  return child;
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** A process and its children (our worker processes, nginx's workers), from /proc. */
function tree(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  } catch {
    // Gone.
  }
  return [pid, ...children.flatMap((child) => tree(Number(child)))];
}
const openFiles = (pid) => tree(pid).reduce((sum, one) => sum + readdirSync(`/proc/${one}/fd`).length, 0);
/** Resident memory of the whole process tree, in MB. */
const memory = (pid) =>
  tree(pid).reduce(
    (sum, one) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${one}/status`, "utf8"))?.[1] ?? 0),
    0,
  ) / 1024;

// The same URL → file rule for the bare candidates: a path without an extension is a page folder.
const bareRewrite = `const file = (url) => { const path = url.split("?")[0]; return /\\.[a-z0-9]+$/i.test(path) ? path : path.replace(/\\/$/, "") + "/index.html"; };`;

const oursName = "ours: node:http, small files from memory (send for the rest), one process per CPU";
const sirvName = "sirv, bare (the previous server's library; no compression)";

/** The candidates, each in its own process as `npm run serve` runs ours. */
const candidates = [
  {
    name: oursName,
    start: (port) =>
      startNode(["server/index.js"], { PORT: port, HOST: "127.0.0.1" }, `http://127.0.0.1:${port}/health`),
  },
  {
    name: "ours, one process (WORKERS=1)",
    start: (port) =>
      startNode(
        ["server/index.js"],
        { PORT: port, HOST: "127.0.0.1", WORKERS: "1" },
        `http://127.0.0.1:${port}/health`,
      ),
  },
  {
    name: "Fastify 5 + @fastify/static (preCompressed), bare",
    start: (port) =>
      startNode(
        [
          "--input-type=module",
          "-e",
          `import Fastify from "fastify"; import fastifyStatic from "@fastify/static"; ${bareRewrite}
           const app = Fastify({ rewriteUrl: (req) => file(req.url) });
           await app.register(fastifyStatic, { root: ${JSON.stringify(clientDir)}, preCompressed: true, index: false, redirect: false });
           await app.listen({ port: ${port}, host: "127.0.0.1" });`,
        ],
        {},
        `http://127.0.0.1:${port}/index.html`,
      ),
  },
  {
    name: "node:http + send, bare (no compression)",
    start: (port) =>
      startNode(
        [
          "--input-type=module",
          "-e",
          `import send from "send"; import { createServer } from "node:http"; ${bareRewrite}
           createServer((req, res) => send(req, file(req.url), { root: ${JSON.stringify(clientDir)} }).pipe(res)).listen(${port}, "127.0.0.1");`,
        ],
        {},
        `http://127.0.0.1:${port}/index.html`,
      ),
  },
  {
    name: sirvName,
    start: (port) =>
      startNode(
        [
          "--input-type=module",
          "-e",
          `import sirv from "sirv"; import { createServer } from "node:http";
           createServer(sirv(${JSON.stringify(clientDir)}, { dev: false, extensions: ["html"] })).listen(${port}, "127.0.0.1");`,
        ],
        {},
        `http://127.0.0.1:${port}/`,
      ),
  },
];

export async function benchServers({ paths, seconds = 15, soakSeconds = 60, rounds = 1 }) {
  const rows = [
    [
      "server: load generator",
      `wrk or autocannon, ${connections} connections, ${paths.length} pages in rotation, br/gzip accepted`,
    ],
  ];
  /** @type {Map<string, { requestsPerSecond: number, p99: number, errors: number }[]>} */
  const results = new Map();
  const measure = async (name, url) => {
    const result = await load(url, paths, seconds);
    results.set(name, [...(results.get(name) ?? []), result]);
  };
  // Rounds alternate the candidates, so that a busy moment of the machine does not fall on one alone.
  for (let round = 0; round < rounds; round++) {
    for (const [index, candidate] of candidates.entries()) {
      const port = basePort + 1 + index;
      const child = await candidate.start(String(port));
      await measure(candidate.name, `http://127.0.0.1:${port}`);
      await stop(child);
    }
    if (nginxAvailable()) {
      const nginx = await startNginx({ port: basePort });
      await measure("nginx (deploy/nginx.conf)", nginx.url);
      await nginx.stop();
    }
  }
  for (const [name, runs] of results)
    rows.push([
      `server: ${name}`,
      runs.map((run) => `${run.requestsPerSecond} req/s, p99 ${run.p99} ms, ${run.errors} errors`).join("; "),
    ]);
  // The target: at least plain sirv's figure in the same run, round by round (the same moment of the machine).
  const oursRuns = results.get(oursName) ?? [];
  const sirvRuns = results.get(sirvName) ?? [];
  const ratios = oursRuns.map(
    (run, round) => run.requestsPerSecond / (sirvRuns[round]?.requestsPerSecond ?? NaN),
  );
  const sum = (runs) => runs.reduce((total, run) => total + run.requestsPerSecond, 0);
  rows.push([
    "server: ours ÷ plain sirv, same run",
    `${(sum(oursRuns) / sum(sirvRuns)).toFixed(2)}× over ${ratios.length} round(s) (each: ${ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(", ")}); target ≥ 1.00×`,
  ]);
  rows.push([
    "server: before this server (sirv + headers), same machine idle",
    "14.8–15.7k req/s, p99 7.8–10.3 ms (figures of 2026-11-21)",
  ]);

  // 1,000 connections for a minute: open files and memory of the whole server (all its processes).
  const port = String(basePort + 1);
  const ours = await startNode(
    ["server/index.js"],
    { PORT: port, HOST: "127.0.0.1" },
    `http://127.0.0.1:${port}/health`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = { files: openFiles(ours.pid), memory: memory(ours.pid) };
  const samples = [before.memory];
  const sampler = setInterval(() => samples.push(memory(ours.pid)), 10_000);
  const soak = await load(`http://127.0.0.1:${port}`, paths, soakSeconds, 1000);
  clearInterval(sampler);
  // The load generator's connections close as it exits: give the server a moment to see them go.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = { files: openFiles(ours.pid), memory: memory(ours.pid) };
  rows.push([
    `server: ours, 1,000 connections for ${soakSeconds} s`,
    `${soak.requestsPerSecond} req/s, p99 ${soak.p99} ms, ${soak.errors} errors; open files ${before.files} before → ${after.files} after; memory (all processes) every 10 s: ${[...samples, after.memory].map((mb) => mb.toFixed(0)).join(" → ")} MB`,
  ]);
  await stop(ours);

  rows.push(["server: SIGTERM under load", await sigtermUnderLoad(String(basePort + 1), paths)]);
  return rows;
}

/**
 * 200 keep-alive clients request pages back to back; after 3 s the server gets SIGTERM. Counts what
 * became of the requests in flight at that moment, and of those sent after it.
 */
async function sigtermUnderLoad(port, paths) {
  const server = await startNode(
    ["server/index.js"],
    { PORT: port, HOST: "127.0.0.1" },
    `http://127.0.0.1:${port}/health`,
  );
  const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  const agent = new Agent({ keepAlive: true, maxSockets: 200 });
  let signalledAt = Infinity;
  const inFlight = { completed: 0, failed: /** @type {Record<string, number>} */ ({}) };
  const after = { completed: 0, failed: /** @type {Record<string, number>} */ ({}) };
  let completedBefore = 0;
  let index = 0;
  const get = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const path = paths[index++ % paths.length];
      const outcome = (error) => {
        const bucket =
          started < signalledAt ? (performance.now() > signalledAt ? inFlight : undefined) : after;
        if (error) {
          const code = error.code ?? error.message;
          // A new connection reset is one the kernel had queued when the server closed its socket.
          const name = `${code} (${req.reusedSocket ? "kept-alive" : "new"} connection)`;
          if (bucket) bucket.failed[name] = (bucket.failed[name] ?? 0) + 1;
          return resolve(code);
        }
        if (bucket) bucket.completed++;
        else completedBefore++;
        resolve(undefined);
      };
      const req = request(
        { host: "127.0.0.1", port, path, agent, headers: { "accept-encoding": "br, gzip" } },
        (res) => {
          res.resume();
          res.on("end", () => outcome());
          res.on("error", outcome);
        },
      );
      req.on("error", outcome);
      req.end();
    });
  const client = async () => {
    for (;;) if ((await get()) === "ECONNREFUSED") return; // the server stopped listening
  };
  const clients = Array.from({ length: 200 }, client);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  signalledAt = performance.now();
  server.kill("SIGTERM");
  const code = await exited;
  const exitMs = Math.round(performance.now() - signalledAt);
  await Promise.all(clients);
  agent.destroy();
  const failures = (record) =>
    Object.entries(record)
      .map(([name, count]) => `${count} ${name}`)
      .join(", ") || "none failed";
  return `${completedBefore} requests before the signal; of those in flight at it, ${inFlight.completed} completed, ${failures(inFlight.failed)}; after it: ${after.completed} completed, ${failures(after.failed)}; exit code ${code} after ${exitMs} ms`;
}
