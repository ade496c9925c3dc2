// A real Redis for the tests of the shared rate limits: Debian's `redis-server` on a free loopback
// port, keeping nothing on disk, which a test can kill (a crash), pause and start again.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createServer } from "node:net";
import { delimiter, join } from "node:path";

/** The `redis-server` on the PATH, or undefined. */
export function findRedisServer() {
  for (const dir of (process.env.PATH ?? "").split(delimiter).concat("/usr/sbin", "/usr/bin")) {
    const path = join(dir, "redis-server");
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/**
 * Why the Redis tests cannot run here, or undefined when they can: without `redis-server` they are
 * skipped on a developer's machine, and fail in CI (CI=true), where .ci/run installs it.
 */
export function redisUnavailable() {
  if (findRedisServer()) return undefined;
  const reason = "redis-server is not installed (Debian: apt-get install redis-server; .ci/run installs it)";
  if (process.env.CI) throw new Error(`${reason}: the shared rate limit tests must run in CI`);
  return reason;
}

/** A free TCP port on the loopback interface. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts redis-server; resolves once it accepts connections.
 * @returns {Promise<{ url: string, kill: () => Promise<void>, pause: () => void, resume: () => void, start: () => Promise<void> }>}
 * kill: SIGKILL, as a crash; pause/resume: SIGSTOP/SIGCONT, a Redis that hangs; start: again, on the same port
 */
export async function startRedis() {
  const path = findRedisServer();
  if (!path) throw new Error("redis-server is not installed");
  const port = await freePort();
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  const start = () =>
    new Promise((resolve, reject) => {
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
      const started = spawn(path, args, { stdio: ["ignore", "pipe", "inherit"] });
      child = started;
      let said = "";
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${said}`)), 60_000);
      started.stdout?.on("data", (/** @type {Buffer} */ chunk) => {
        said += chunk.toString();
        if (said.includes("Ready to accept connections")) {
          clearTimeout(timer);
          started.stdout?.removeAllListeners("data");
          started.stdout?.resume();
          resolve(undefined);
        }
      });
      started.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${said}`));
      });
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: async () => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
    },
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    start,
  };
}
