// Starts nginx (Debian's package) on a loopback port with deploy/nginx.conf over the current build:
// used by the HTTP contract tests and `npm run bench`. Returns { url, pid (the master's), stop }.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { waitFor } from "../scripts/wait-for";
import { nginxWidgetOrigins } from "./nginx-widget";

export const nginxBinary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export function nginxAvailable(): boolean {
  return existsSync(nginxBinary);
}

export async function startNginx({
  port,
  buildDir = resolve("build"),
  node = "127.0.0.1:3000",
  widgetOrigins,
}: {
  port: number;
  buildDir?: string;
  /** Where the Node server listens, for the machine interfaces nginx passes to it (/api/, /mcp). */
  node?: string;
  /** The origins the embedded widget may be used from, instead of the build's list (WIDGET_ORIGINS). */
  widgetOrigins?: string;
}): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const prefix = mkdtempSync(join(tmpdir(), "lumi-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const site = readFileSync(resolve("deploy/nginx.conf"), "utf8")
    .replaceAll("__LISTEN__", `127.0.0.1:${port}`)
    .replaceAll("__BUILD__", buildDir)
    .replaceAll("__NODE__", node)
    .replaceAll(
      "__WIDGET_ORIGINS__",
      widgetOrigins === undefined
        ? join(buildDir, "nginx", "widget-origins.conf")
        : join(prefix, "widget-origins.conf"),
    );
  if (widgetOrigins !== undefined)
    writeFileSync(join(prefix, "widget-origins.conf"), nginxWidgetOrigins(widgetOrigins));
  writeFileSync(join(prefix, "site.conf"), site);
  writeFileSync(
    join(prefix, "nginx-security-headers.conf"),
    readFileSync(resolve("deploy/nginx-security-headers.conf")),
  );
  const config = [
    "daemon off;",
    "worker_processes 2;",
    `pid ${join(prefix, "nginx.pid")};`,
    `error_log ${join(prefix, "logs", "error.log")} warn;`,
    // As deploy/nginx.conf advises: thousands of connections, each with a socket and a file.
    "worker_rlimit_nofile 16384;",
    "events { worker_connections 8192; }",
    "http {",
    "  access_log off;",
    `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
    `  include ${join(buildDir, "security", "nginx-csp.conf")};`,
    `  include ${join(prefix, "site.conf")};`,
    "}",
  ].join("\n");
  writeFileSync(join(prefix, "nginx.conf"), config);
  const check = spawnSync(nginxBinary, ["-t", "-p", prefix, "-c", join(prefix, "nginx.conf")], {
    encoding: "utf8",
  });
  if (check.status !== 0) throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  // Another server on the port (an nginx left by a run that was killed) would answer in this one's
  // place, over another build and another policy: say so rather than test the wrong server.
  await ensurePortFree(port);
  const child = spawn(nginxBinary, ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "ignore" });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`nginx stopped (exit code ${code}) before it answered`))),
  );
  exited.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor(`${url}/health`), exited]);
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
        child.once("exit", () => resolveStop());
        child.kill("SIGQUIT");
      }),
  };
}

function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", () =>
      reject(new Error(`port ${port} is taken (a server left running?): nginx cannot listen there`)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolvePort()));
  });
}
