/**
 * A worker of parse-ahead.ts (pipeline/pool.ts): an article parsed once, as the compile parses it;
 * its tree, its `ParsedMdx` and its compiled body kept in the build cache. A failure is left to the
 * later steps, which parse or compile the article again and say where it fails.
 */
import { openCache, workDir } from "../build-cache";
import { compileParsed, parseBody, type ParsedBody } from "../mdx/compile-body";
import { bodyKind } from "../mdx/compile-into";
import { serve } from "../pool-worker";
import { keepTree } from "./parse-cache";
import { parsedArticle } from "./parsed-cache";

export interface AheadTask {
  /** The article's file. */
  path: string;
  source: string;
  support: boolean;
  /** The name of its compiled body (compile-bodies.ts), when the cache lacks it. */
  bodyId?: string;
}

serve(async ({ path, source, support, bodyId }: AheadTask) => {
  let parsed: ParsedBody;
  try {
    parsed = parseBody(path, source);
  } catch {
    return;
  }
  // Kept before the compile, which changes the tree.
  keepTree(source, parsed.tree);
  parsedArticle({ source, support });
  if (bodyId === undefined) return;
  let body: string;
  try {
    body = await compileParsed(parsed);
  } catch {
    return;
  }
  openCache(workDir())!.put(bodyKind, bodyId, body);
});
