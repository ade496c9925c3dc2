/**
 * The batched pre-renderer: the registry's pages rendered through React Router's server bundle in
 * batches, each in a process of its own that exits when its pages are written, a few at a time (one
 * per core). In one process, as React Router pre-renders, every article's module stays loaded until
 * the end: memory grows with the content and the collector's work with it, so a page took four
 * times longer at a hundred times the content. A batch holds what its own pages load, and no more.
 */
import { fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import type { Batch, BatchDone, Reuse } from "./worker";

/** Pages one process renders: its memory stays bounded, and starting it (the bundle loaded) is paid rarely. */
export const pagesPerProcess = 400;

/** Cuts `paths` into batches of at most `size`, in order. */
export function batches(paths: string[], size: number): string[][] {
  if (!(size >= 1)) throw new Error(`A batch holds at least one page, not ${size}`);
  const cut: string[][] = [];
  for (let start = 0; start < paths.length; start += size) cut.push(paths.slice(start, start + size));
  return cut;
}

/**
 * The worker compiled to plain JavaScript beside the bundle, its packages left to Node: run under
 * tsx, whose loader sees each of the bundle's hundreds of modules, a batch took twice as long.
 */
function compileWorker(bundle: string): string {
  const outfile = join(dirname(bundle), "prerender-worker.mjs");
  buildSync({
    entryPoints: [fileURLToPath(new URL("./worker.ts", import.meta.url))],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "error",
  });
  return outfile;
}

/** Renders one batch in a new process running `worker`; resolves with how many pages it wrote and reused. */
function renderBatch(worker: string, batch: Batch): Promise<BatchDone> {
  return new Promise((resolve, reject) => {
    const child = fork(worker, {
      // Not the build's own flags (tsx's loader): the worker is JavaScript.
      execArgv: [],
      // What React Router's build runs under: React's production code, not its development checks.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let done: BatchDone | undefined;
    child.on("message", (message: BatchDone) => (done = message));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0 && done?.written === batch.paths.length) resolve(done);
      else
        reject(
          new Error(
            `The pre-rendering of ${batch.paths.length} pages from ${batch.paths[0]} stopped (${signal ?? `exit code ${code}`})`,
          ),
        );
    });
    child.send(batch);
  });
}

/**
 * Renders `paths` with the server bundle at `bundle` into `clientDir`, `processes` batches at a
 * time, carrying from the build cache the pages `reuse` finds there (worker.ts); resolves with the
 * number of pages written and of those reused, or rejects with the first batch that failed.
 */
export async function prerenderPages(
  bundle: string,
  clientDir: string,
  paths: string[],
  {
    processes = availableParallelism(),
    size = pagesPerProcess,
    reuse,
  }: { processes?: number; size?: number; reuse?: Reuse } = {},
): Promise<BatchDone> {
  // Whole rounds of batches of about the same size, so that no process is left working alone.
  const rounds = Math.ceil(Math.ceil(paths.length / size) / processes);
  const queue = batches(paths, Math.max(1, Math.ceil(paths.length / (rounds * processes))));
  const worker = compileWorker(bundle);
  const total: BatchDone = { written: 0, reused: 0 };
  let failed: Error | undefined;
  const lane = async () => {
    for (let next = queue.shift(); next && !failed; next = queue.shift()) {
      try {
        const done = await renderBatch(worker, { bundle, clientDir, paths: next, reuse });
        total.written += done.written;
        total.reused += done.reused;
      } catch (error) {
        failed ??= error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, processes) }, lane));
  if (failed) throw failed;
  return total;
}
