/**
 * The files the build generates before the bundler (generated-files.ts: at thousands of articles,
 * tens of thousands of search files) compressed as soon as each is kept, on the core the build's
 * own thread leaves idle while it prepares the rest, rather than all at the end (postbuild.ts).
 * Their copies go into the build cache under the keys `writeCompressed` looks for (compress.ts), so
 * postbuild copies them from there; the bundler copies the files themselves unchanged.
 */
import { availableParallelism } from "node:os";
import { createPool } from "./pool";
import type { CompressAheadTask } from "./compress-ahead-worker";

export interface CompressAhead {
  /** Compresses the file kept at `kept`, to be `file` in the output. */
  add(file: string, kept: string): void;
  /** Resolves once every file added is compressed, and stops the workers; rejects with the first failure. */
  finish(): Promise<void>;
}

/** Compresses into the cache at `cacheDir` on every core but the build's own thread's. */
export function compressAhead(cacheDir: string): CompressAhead {
  const pool = createPool<CompressAheadTask, void>(new URL("./compress-ahead-worker.ts", import.meta.url), {
    size: Math.max(1, availableParallelism() - 1),
    workerData: cacheDir,
  });
  const tasks: Promise<void>[] = [];
  return {
    add(file, kept) {
      const task = pool.run({ file, kept });
      // Awaited in `finish`; until then a failure must not surface as an unhandled rejection.
      task.catch(() => undefined);
      tasks.push(task);
    },
    async finish() {
      try {
        await Promise.all(tasks);
      } finally {
        await pool.close();
      }
    },
  };
}
