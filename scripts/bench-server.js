// Server throughput, measured on loopback with 50 connections over a rotation of every page:
// our Node server, a bare sirv with no headers (the floor it adds to), and nginx with
// deploy/nginx.conf. Also the Node server's memory over a longer run.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { nginxAvailable, startNginx } from "./nginx.js";
import { waitFor } from "./wait-for.js";

const connections = 50;

/** Loads `url` for `seconds`, cycling through `paths`: with wrk (Debian's package) when present. */
async function load(url, paths, seconds) {
  if (existsSync(wrkBinary)) return loadWithWrk(url, paths, seconds);
  let index = 0;
  const result = await autocannon({
    url,
    connections,
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

const wrkBinary = "/usr/bin/wrk";

function loadWithWrk(url, paths, seconds) {
  const dir = mkdtempSync(join(tmpdir(), "lumi-wrk-"));
  const script = join(dir, "rotate.lua");
  writeFileSync(
    script,
    [
      `local paths = { ${paths.map((path) => JSON.stringify(path)).join(", ")} }`,
      "local i = 0",
      'wrk.headers["Accept-Encoding"] = "br, gzip"',
      "request = function() i = i % #paths + 1; return wrk.format(nil, paths[i]) end",
      "local errors = 0",
      "response = function(status) if status >= 400 then errors = errors + 1 end end",
      'done = function(summary, latency) io.write(string.format("RESULT %d %.3f %d\\n", summary.requests, latency:percentile(99) / 1000, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout)) end',
    ].join("\n"),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(wrkBinary, ["-t2", `-c${connections}`, `-d${seconds}s`, "-s", script, url], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("exit", () => {
      const match = /RESULT (\d+) ([\d.]+) (\d+)/.exec(output);
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

export async function benchServers({ paths, seconds = 15, soakSeconds = 60 }) {
  const rows = [];

  // Our server, as `npm run serve` runs it, in its own process.
  const ours = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: "4401", HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  await waitFor("http://127.0.0.1:4401/health");
  const node = await load("http://127.0.0.1:4401", paths, seconds);

  // The same library, bare: no headers, no 404 page, no compression choice.
  const bare = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import sirv from "sirv"; import { createServer } from "node:http"; createServer(sirv(${JSON.stringify(join(process.cwd(), "build/client"))}, { dev: false, extensions: ["html"] })).listen(4402, "127.0.0.1");`,
    ],
    { stdio: "ignore" },
  );
  await waitFor("http://127.0.0.1:4402/");
  const floor = await load("http://127.0.0.1:4402", paths, seconds);
  bare.kill();

  rows.push(
    ["server: load generator", `${node.tool}, ${connections} connections, ${paths.length} pages in rotation`],
    [
      "server: ours (Node, sirv + headers)",
      `${node.requestsPerSecond} req/s, p99 ${node.p99} ms, ${node.errors} errors`,
    ],
    [
      "server: bare sirv, no headers",
      `${floor.requestsPerSecond} req/s, p99 ${floor.p99} ms, ${floor.errors} errors`,
    ],
    [
      "server: ours / bare",
      `${((100 * node.requestsPerSecond) / floor.requestsPerSecond).toFixed(1)}% of the bare throughput`,
    ],
  );

  if (nginxAvailable()) {
    const nginx = await startNginx({ port: 4403 });
    const result = await load(nginx.url, paths, seconds);
    await nginx.stop();
    rows.push([
      "server: nginx (deploy/nginx.conf)",
      `${result.requestsPerSecond} req/s, p99 ${result.p99} ms, ${result.errors} errors`,
    ]);
  }

  // Memory of our server over a longer run: resident size at the start and the end of it.
  const rss = () => Number(spawnSyncRss(ours.pid));
  const samples = [rss()];
  const sampler = setInterval(() => samples.push(rss()), 10_000);
  const soak = await load("http://127.0.0.1:4401", paths, soakSeconds);
  clearInterval(sampler);
  samples.push(rss());
  ours.kill("SIGTERM");
  rows.push([
    `server: ours over ${soakSeconds} s`,
    `${soak.requestsPerSecond} req/s, p99 ${soak.p99} ms, ${soak.errors} errors; RSS every 10 s: ${samples.map((kb) => (kb / 1024).toFixed(0)).join(" → ")} MB`,
  ]);
  return rows;
}

/** Resident set size of a process in kB, from /proc. */
function spawnSyncRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return /VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0";
}
