/**
 * An article's Markdown tree (mdast), parsed once per build: the registry (parse-mdx.ts) and the
 * Markdown export (pipeline/markdown.ts) read the same tree, and the several processes and loaders of
 * a build (React Router's route table, the Vite plugin, the steps after the bundler) each ask for it.
 * The first to parse an article stores the tree in the build cache (pipeline/build-cache.ts) by a hash
 * of its source, the installed parser (the lock file) and this module; the others read it back, in
 * this build and the next ones, until the article changes.
 *
 * Every reader gets the tree as the cache holds it (JSON, fresh objects each time, so a reader may
 * change its copy): a build with the cache cold reads what one with it warm reads. The compiled
 * JavaScript of expressions (`data.estree`) is left out; no reader of the tree uses it.
 */
import type { Root } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { buildCache, cacheKey, readEntry, toolFingerprint } from "../build-cache";

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

const withoutEstree = (key: string, value: unknown) => (key === "estree" ? undefined : value);

const kind = "mdast";
const keyOf = (source: string) => cacheKey(toolFingerprint(new URL(import.meta.url)), source);

/** The tree as the cache holds it: JSON without the expressions' compiled code. */
const treeJson = (source: string) => JSON.stringify(parser.parse(source), withoutEstree);

/** The article's tree; throws the parser's error (with its place) when the MDX does not parse. */
export function parseArticle(source: string): Root {
  const cache = buildCache();
  const key = keyOf(source);
  const cached = readEntry(cache, kind, key);
  if (cached !== undefined) return JSON.parse(cached) as Root;
  const json = treeJson(source);
  cache?.put(kind, key, json);
  return JSON.parse(json) as Root;
}

/**
 * Keeps `tree`, parsed from `source` elsewhere with the same syntax (the compile's parse,
 * parse-ahead.ts), as this module's own parse would have kept it.
 */
export function keepTree(source: string, tree: Root): void {
  buildCache()?.put(kind, keyOf(source), JSON.stringify(tree, withoutEstree));
}
