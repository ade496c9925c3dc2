/**
 * The two production servers every HTTP and revisit test runs against, over the same build: the Node
 * server (`npm run serve`, started by Playwright's webServer) and nginx with deploy/nginx.conf
 * (started once for the whole run by tests/e2e/global-setup.ts).
 */
import { createServer } from "node:net";

export const nodePort = Number(process.env.E2E_PORT ?? 4173);
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);

export const servers = [
  { name: "node", base: `http://127.0.0.1:${nodePort}` },
  { name: "nginx", base: `http://127.0.0.1:${nginxPort}` },
] as const;

/** A free port on the loopback interface, for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}
