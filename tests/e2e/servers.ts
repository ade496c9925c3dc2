/**
 * The two production servers every HTTP and revisit test runs against, over the same build: the Node
 * server (`npm run serve`, started by Playwright's webServer) and nginx with deploy/nginx.conf
 * (started once for the whole run by tests/e2e/global-setup.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { waitFor } from "../../scripts/wait-for";

export const nodePort = Number(process.env.E2E_PORT ?? 4173);
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);

/**
 * The stand-in product page that embeds the help widget (widget.spec.ts) listens here: another
 * origin, derived from the run's port (between it and the next run's, which are ten apart) so
 * parallel runs do not collide, and allowed by both servers (WIDGET_ORIGINS).
 */
export const productPort = nodePort + 5;
export const productOrigin = `http://127.0.0.1:${productPort}`;

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

/** The production server on the build in folder `build`, on `port`; resolves, once it answers, to its stop. */
export async function serveBuild(
  build: string,
  port: number,
  env: Record<string, string> = {},
): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: build, WORKERS: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/health`);
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await exited;
  };
}
