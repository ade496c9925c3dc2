/**
 * What the registry reads of an article (parse-mdx.ts `ParsedMdx`: its frontmatter, headings, links,
 * prose, statements and sections), kept in the build cache (pipeline/build-cache.ts) by its source,
 * whether the brand has a support contact, and the hash of the code of parse-mdx.ts and of every file
 * it imports (pipeline/code-hash.ts). A rebuild reads an unchanged article's as it was, without
 * reading its tree or walking it again: at ten times today's articles that walk was two seconds of
 * every build. parse-ahead.ts's workers fill it, before the registry reads it, for the articles it
 * lacks; the tree they parse on the way is kept too (parse-cache.ts), for the Markdown export.
 *
 * Every reader gets it as the cache holds it (JSON, fresh objects each time): a build with the cache
 * cold reads what one with it warm reads.
 */
import { buildCache, cacheKey, readEntry } from "../build-cache";
import { codeHash } from "../code-hash";
import { parseMdx, type ParsedMdx } from "./parse-mdx";

const kind = "parsed";

/** An article to parse: its source, and whether the brand has a support contact. */
export interface ArticleSource {
  source: string;
  support: boolean;
}

/** The key the article's `ParsedMdx` is kept under: one key, one `ParsedMdx`. */
export const parsedKey = ({ source, support }: ArticleSource) =>
  cacheKey(codeHash(new URL("./parse-mdx.ts", import.meta.url)), String(support), source);
const keyOf = parsedKey;

/** The article's `ParsedMdx`, from the cache or parsed now (and kept). */
export function parsedArticle(article: ArticleSource): ParsedMdx {
  const cache = buildCache();
  const key = cache ? keyOf(article) : "";
  const cached = cache ? readEntry(cache, kind, key) : undefined;
  if (cached !== undefined) return JSON.parse(cached) as ParsedMdx;
  const json = JSON.stringify(parseMdx(article.source, { support: article.support }));
  cache?.put(kind, key, json);
  return JSON.parse(json) as ParsedMdx;
}

/** Whether the cache lacks the article's `ParsedMdx` (always, when the build ignores the cache). */
export function notParsed(article: ArticleSource): boolean {
  return buildCache()?.find(kind, keyOf(article)) === undefined;
}
