// `npm run serve`: serves an existing build at http://HOST:PORT (default localhost:3000).
// HSTS=1 adds Strict-Transport-Security (behind HTTPS); LOG=1 writes one JSON line per request.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createHandler } from "./app.js";

const buildDir = fileURLToPath(new URL(`../${process.env.BUILD_DIR ?? "build"}`, import.meta.url));
if (!existsSync(`${buildDir}/client/index.html`)) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const handle = createHandler({ buildDir, hsts: process.env.HSTS === "1" });
const log = process.env.LOG === "1";

const server = createServer((req, res) => {
  if (log) {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      process.stdout.write(
        `${JSON.stringify({ time: new Date().toISOString(), method: req.method, path: req.url, status: res.statusCode, bytes: Number(res.getHeader("Content-Length") ?? 0), ms: Math.round(ms * 100) / 100 })}\n`,
      );
    });
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
// A client that sends nothing, or only headers, does not hold a connection forever.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

server.listen(port, host, () => {
  console.log(`Lumi help centre on http://${host}:${port}`);
});

// Stop taking connections, let the ones in flight finish, then exit.
const shutdown = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
// A file that vanished under a running server (a rebuild) must cost one response, not the process.
process.on("uncaughtException", (error) => {
  console.error(JSON.stringify({ level: "error", message: error.message }));
});
