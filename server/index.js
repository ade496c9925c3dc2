// `npm run serve`: serves an existing build at http://HOST:PORT (default localhost:3000).
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createHandler } from "./app.js";

const root = fileURLToPath(new URL("../build/client", import.meta.url));
if (!existsSync(root)) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const server = createServer(createHandler({ root }));

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
