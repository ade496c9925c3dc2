// `npm run serve`: serves an existing build at http://HOST:PORT (default localhost:3000).
// HSTS=1 adds Strict-Transport-Security (behind HTTPS); LOG=1 writes one JSON line per request;
// BUILD_DIR picks another build folder (relative to the project, or absolute); WORKERS sets how many
// processes share the port (default: one per CPU; WORKERS=1 serves from this process alone);
// SHUTDOWN_TIMEOUT is how long (ms) SIGTERM waits for requests in flight (default 10 s), SHUTDOWN_DRAIN
// how long it keeps accepting while telling clients to close their connections (default 1 s);
// MEMORY_CACHE_MB how much of the build each process holds in memory, the files asked for most
// (default 64; 0 reads every file from disk).
// The machine interfaces (POST /api/ask, /mcp) take their own variables: ASSISTANT_LLM_URL and
// ASSISTANT_LLM_MODEL turn the answering service on; deploy/README.md lists them all.
import cluster from "node:cluster";
import { existsSync, realpathSync } from "node:fs";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createHandler } from "./app.js";
import { serveRateLimitsFromPrimary } from "./limits/cluster.js";
import { bucketStore } from "./limits/store.js";
import { createServices, rateLimits, servicesWhenReady } from "./services.js";
import { widgetOrigins } from "./widget-cors.js";

/** One JSON line on stderr, for whatever collects the logs. */
const logError = (/** @type {string} */ message, /** @type {Record<string, unknown>} */ fields = {}) =>
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: "error", pid: process.pid, message, ...fields })}\n`,
  );

// Anything not handled where it happened leaves the process in a state nobody reasoned about: log it
// and exit, so that the supervisor (systemd's Restart=, a container's restart policy) starts a clean
// one. Serving on in an unknown state is how a server ends up answering /health and nothing else.
for (const event of /** @type {const} */ (["uncaughtException", "unhandledRejection"])) {
  process.on(event, (error) => {
    logError(event, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  });
}

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const asked = resolve(projectDir, process.env.BUILD_DIR ?? "build");
// The folder itself, once: a `current` link switched to the next build later does not change what
// this process serves (it keeps its build until it is restarted).
const buildDir = existsSync(asked) ? realpathSync(asked) : asked;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const workers = Math.max(1, Number(process.env.WORKERS ?? availableParallelism()) || 1);
const shutdownTimeout = Number(process.env.SHUTDOWN_TIMEOUT ?? 10_000);
const memoryCacheMb = Number(process.env.MEMORY_CACHE_MB ?? 64);
const memory = {
  maxTotalBytes:
    Number.isFinite(memoryCacheMb) && memoryCacheMb >= 0 ? memoryCacheMb * 1024 * 1024 : undefined,
};
const shutdownDrain = Math.min(Number(process.env.SHUTDOWN_DRAIN ?? 1000), shutdownTimeout);

if (
  cluster.isPrimary &&
  (!existsSync(`${buildDir}/client/index.html`) || !existsSync(`${buildDir}/security/csp.json`))
) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

if (cluster.isPrimary && workers > 1) supervise();
else serve();

/**
 * One process per CPU, sharing the port: each one is a complete server (below). The file path is
 * I/O-bound on the main thread (stat, open, read, close per request), so a second core is the
 * cheapest way to keep up. A worker that dies unexpectedly takes the whole server down with it,
 * after the other workers have finished their requests: the supervisor restarts everything clean.
 */
function supervise() {
  let stopping = false;
  let failed = false;
  let listening = 0;
  // The rate limits hold across the workers: their buckets live here (or in Redis, through here).
  serveRateLimitsFromPrimary(bucketStore(rateLimits(process.env), process.env));
  for (let index = 0; index < workers; index++) cluster.fork();
  cluster.on("listening", (_worker, address) => {
    if (++listening === workers)
      console.log(`Lumi help centre on http://${host}:${address.port} (${workers} worker processes)`);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(failed ? 1 : 0), shutdownTimeout + 2000).unref();
  };
  cluster.on("exit", (worker, code, signal) => {
    if (!stopping) {
      // Status 0 is a worker that was told to stop (a signal that reached it first): stop them all.
      failed = code !== 0;
      if (failed)
        logError("worker exited unexpectedly; stopping the server", {
          worker: worker.process.pid,
          code,
          signal,
        });
      stop();
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** The HTTP server of one process. */
function serve() {
  const services = servicesWhenReady(createServices({ buildDir }));
  const handle = createHandler({
    buildDir,
    hsts: process.env.HSTS === "1",
    memory,
    services,
    widgetOrigins: widgetOrigins(process.env.WIDGET_ORIGINS),
  });
  const log = process.env.LOG === "1";
  let closing = false;
  /** Answers not begun yet: at shutdown they say `Connection: close`, so no client sends another. */
  const unanswered = new Set();

  const server = createServer((req, res) => {
    // While shutting down, a keep-alive connection closes after the answer it is waiting for.
    if (closing) res.shouldKeepAlive = false;
    else {
      unanswered.add(res);
      res.once("close", () => unanswered.delete(res));
    }
    if (log) {
      const started = process.hrtime.bigint();
      res.on("close", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        process.stdout.write(
          `${JSON.stringify({ time: new Date().toISOString(), method: req.method, path: req.url, status: res.statusCode, bytes: Number(res.getHeader("Content-Length") ?? 0), ms: Math.round(ms * 100) / 100, completed: res.writableFinished })}\n`,
        );
      });
    }
    // Draining: a load balancer's health check takes this server out of rotation.
    if (closing && req.url === "/health") {
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end("shutting down\n");
      return;
    }
    handle(req, res);
  });
  // A request Node cannot parse (bad request line, oversized headers) gets a plain 400, not silence.
  server.on("clientError", (error, socket) => {
    if (!socket.writable) return socket.destroy();
    const status =
      /** @type {{ code?: string }} */ (error).code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : "400 Bad Request";
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n${status}\n`,
    );
  });
  // A client that sends nothing, or only headers, does not hold a connection forever; nor does one
  // that stops reading an answer (its socket, and the file being sent, are closed after 2 minutes).
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.timeout = 120_000;

  server.on("error", (error) => {
    logError(`cannot listen on ${host}:${port}`, { error: error.message });
    process.exit(1);
  });
  // A backlog of 4096 (the kernel caps it at net.core.somaxconn) so that a burst of thousands of new
  // connections waits to be accepted instead of being refused; Node's default is 511.
  server.listen({ port, host, backlog: 4096 }, () => {
    if (cluster.isWorker) return;
    const address = server.address();
    console.log(
      `Lumi help centre on http://${host}:${typeof address === "object" && address ? address.port : port}`,
    );
  });

  // SIGTERM: every answer from now on says `Connection: close`, so clients on kept-alive connections
  // leave after their next answer; after SHUTDOWN_DRAIN (1 s) the server stops accepting and closes
  // the connections still idle (closing them at once would reset the requests clients are sending on
  // them at that moment). Requests in flight finish, up to SHUTDOWN_TIMEOUT; then the process exits.
  // Ctrl-C (SIGINT) skips the drain.
  const shutdown = (/** @type {NodeJS.Signals} */ signal) => {
    if (closing) return;
    closing = true;
    for (const res of unanswered) if (!res.headersSent) res.shouldKeepAlive = false;
    setTimeout(() => server.close(() => process.exit(0)), signal === "SIGTERM" ? shutdownDrain : 0).unref();
    setTimeout(() => {
      logError("shutdown deadline reached; cutting the connections still open");
      process.exit(0);
    }, shutdownTimeout).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
