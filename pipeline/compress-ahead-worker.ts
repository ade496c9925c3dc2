/** A worker of compress-ahead.ts: one generated file's compressed copies into the build cache. */
import { readFileSync } from "node:fs";
import { workerData } from "node:worker_threads";
import { openCache } from "./build-cache";
import { compressIntoCache } from "./compress";
import { serve } from "./pool-worker";

export interface CompressAheadTask {
  /** The file's name in the output, which chooses its compression (compress.ts `brotliQuality`). */
  file: string;
  /** Where the file is kept until the bundler copies it. */
  kept: string;
}

const cache = openCache(workerData as string)!;

serve<CompressAheadTask, void>(({ file, kept }) => compressIntoCache(file, readFileSync(kept), cache));
