/**
 * The articles parsed ahead of the content's loading, on every core: the registry reads each
 * article's `ParsedMdx` (parsed-cache.ts) one after another, in the build's own thread, and a first
 * build of thousands of articles spent most of its preparing there. What the cache lacks is parsed
 * here by worker threads (pipeline/pool.ts) into the cache, which the registry then reads. A build
 * whose cache holds every article, or which ignores the cache, does nothing here.
 */
import { cacheEnabled } from "../build-cache";
import { createPool } from "../pool";
import { notParsed, type ArticleSource } from "./parsed-cache";

/** Fewer articles to parse than this are left to the registry: a pool's start costs more. */
const poolFrom = 16;

/** Parses into the cache the articles it lacks; resolves with how many were parsed. */
export async function parseAhead(articles: readonly ArticleSource[]): Promise<number> {
  if (!cacheEnabled()) return 0;
  const unique = new Map(articles.map((article) => [`${article.support}\n${article.source}`, article]));
  const missing = [...unique.values()].filter(notParsed);
  if (missing.length < poolFrom) return 0;
  const pool = createPool<ArticleSource, void>(new URL("./parse-worker.ts", import.meta.url));
  try {
    await Promise.all(missing.map((article) => pool.run(article)));
  } finally {
    await pool.close();
  }
  return missing.length;
}
