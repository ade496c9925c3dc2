/**
 * A folder removed off the build's path: renamed aside at once, so that its name is free for the new
 * output, and deleted by a worker thread while the build goes on. A build's output folder holds
 * thousands of files at thousands of articles; deleting them took more than a second of a
 * rebuild's main thread.
 */
import { existsSync, renameSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { Worker } from "node:worker_threads";

/** Deletes the folder at `workerData`. */
const removal = `require("node:fs").rmSync(require("node:worker_threads").workerData, { recursive: true, force: true });`;

let aside = 0;

/**
 * Renames `path` aside (beside it, under a name of this process's own) and deletes it on a worker
 * thread; resolves once it is gone, at once when there was nothing at `path`.
 */
export function removeAside(path: string): Promise<void> {
  if (!existsSync(path)) return Promise.resolve();
  const renamed = join(dirname(path), `.${basename(path)}.removing-${process.pid}-${aside++}`);
  renameSync(path, renamed);
  return new Promise((resolve, reject) => {
    const worker = new Worker(removal, { eval: true, workerData: renamed });
    worker.on("error", reject);
    worker.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`Removing ${renamed} stopped with exit code ${code}`)),
    );
  });
}
