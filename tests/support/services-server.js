// The server's machine interfaces (server/services.js) alone on 127.0.0.1, for their tests.
import { createServer } from "node:http";

/**
 * Serves `services`, 404 for any path they leave; the server is added to `servers`, for the test to
 * close. Resolves with its origin.
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean} services
 * @param {import("node:http").Server[]} servers
 */
export async function serveServices(services, servers) {
  const server = createServer((req, res) => {
    if (!services(req, res)) {
      res.statusCode = 404;
      res.end();
    }
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return `http://127.0.0.1:${port}`;
}
