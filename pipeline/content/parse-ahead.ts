/**
 * The articles' trees parsed ahead of the content's loading, on every core: the registry reads each
 * article's tree (parse-cache.ts) one after another, in the build's own thread, and a first build of
 * thousands of articles spent most of its preparing there. What the cache lacks is parsed here by
 * worker threads (pipeline/pool.ts) into the cache, which the registry then reads. A build whose
 * cache holds every tree, or which ignores the cache, does nothing here.
 */
import { cacheEnabled } from "../build-cache";
import { createPool } from "../pool";
import { notParsed } from "./parse-cache";

/** Fewer trees to parse than this are left to the registry: a pool's start costs more. */
const poolFrom = 16;

/** Parses into the cache the trees of `sources` it lacks; resolves with how many were parsed. */
export async function parseAhead(sources: readonly string[]): Promise<number> {
  if (!cacheEnabled()) return 0;
  const missing = [...new Set(sources)].filter(notParsed);
  if (missing.length < poolFrom) return 0;
  const pool = createPool<string, void>(new URL("./parse-worker.ts", import.meta.url));
  try {
    await Promise.all(missing.map((source) => pool.run(source)));
  } finally {
    await pool.close();
  }
  return missing.length;
}
