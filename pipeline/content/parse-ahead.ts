/**
 * The articles parsed, and their bodies compiled, ahead of the content's loading, on every core, each
 * article parsed once: the registry reads each article's `ParsedMdx` (parsed-cache.ts) one after
 * another in the build's own thread, the Markdown export its tree (parse-cache.ts), and the
 * pre-renderer its compiled body (pipeline/mdx/compile-bodies.ts). For each article the cache lacks
 * any of these, a worker thread (pipeline/pool.ts) parses it once, as the compile parses it, keeps
 * the tree, reads the `ParsedMdx` from it and compiles the body from the same tree, into the cache,
 * where the later steps find them. A build whose cache holds them all, or which ignores the cache,
 * does nothing here; an article that does not parse or compile is left to those steps, which say why.
 */
import { join } from "node:path";
import { cacheEnabled, openCache, workDir } from "../build-cache";
import { bodyKind } from "../mdx/compile-into";
import { bodyId, sharedInputs } from "../mdx/compile-bodies";
import { createPool } from "../pool";
import { notParsed } from "./parsed-cache";
import type { AheadTask } from "./parse-worker";

/** Fewer articles to parse than this are left to the later steps: a pool's start costs more. */
const poolFrom = 16;

/** An article file to parse: its path under `contentDir`, its source, whether the brand has a support contact. */
export interface ArticleFile {
  path: string;
  source: string;
  support: boolean;
}

/**
 * Parses, and compiles, the articles of `contentDir` the cache lacks; resolves with how many were
 * parsed.
 */
export async function parseAhead(articles: readonly ArticleFile[], contentDir: string): Promise<number> {
  if (!cacheEnabled()) return 0;
  const cache = openCache(workDir())!;
  const shared = sharedInputs(contentDir);
  const tasks: AheadTask[] = [];
  const byPath = new Map(articles.map((article) => [article.path, article]));
  for (const { path, source, support } of byPath.values()) {
    const file = join(contentDir, path);
    const id = bodyId(shared, file, source);
    const compiled = cache.find(bodyKind, id) !== undefined;
    if (compiled && !notParsed({ source, support })) continue;
    tasks.push({ path: file, source, support, ...(compiled ? {} : { bodyId: id }) });
  }
  if (tasks.length < poolFrom) return 0;
  const pool = createPool<AheadTask, void>(new URL("./parse-worker.ts", import.meta.url));
  try {
    await Promise.all(tasks.map((task) => pool.run(task)));
  } finally {
    await pool.close();
  }
  return tasks.length;
}
