/**
 * A postbuild worker (pipeline/pool.ts): the per-file work of pipeline/postbuild.ts, one file at a
 * time, so the build's cores share it and only the files being worked on are in memory.
 * - `markdown`: an article's Markdown version (pipeline/markdown.ts), written beside its page;
 * - `page`: a pre-rendered page's icons inlined from the sprite, its article's later blocks given
 *   their estimated heights (block-estimates.ts), its Content-Security-Policy computed and its
 *   compressed copies written (the page is final after those);
 * - `compress`: any other file's compressed copies.
 *
 * A Markdown version and a page's final HTML and policy are kept in the build cache
 * (pipeline/build-cache.ts) by their inputs (the article's source and options; the page as
 * pre-rendered and the sprite's symbols) and the hash of this worker's code (code-hash.ts): an
 * unchanged article or page of a rebuild is written from there, not worked out again.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { workerData } from "node:worker_threads";
import { cacheKey, openCache, readEntry } from "./build-cache";
import { writeCompressed } from "./compress";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";
import { withBlockEstimates } from "./block-estimates";
import { inlineIcons } from "./inline-icons";
import { articleMarkdown } from "./markdown";
import { serve } from "./pool-worker";

export type PostbuildTask =
  | { kind: "markdown"; source: string; target: string; options: Parameters<typeof articleMarkdown>[1] }
  | { kind: "page"; file: string }
  | { kind: "compress"; file: string };

export interface PostbuildWorkerData {
  /** The sprite's symbols by id (pipeline/inline-icons.ts). */
  symbols: [string, string][];
  /** The build cache's folder, or none when the build ignores it. */
  cacheDir: string | undefined;
  /** The hash of this worker's code (code-hash.ts), part of every key of what it keeps. */
  codeHash: string;
}

const data = workerData as PostbuildWorkerData;
const symbols = new Map(data.symbols);
const cache = openCache(data.cacheDir);
/** What every page's final HTML depends on besides the page: this code and the sprite's symbols. */
const pageInputs = cacheKey(data.codeHash, JSON.stringify(data.symbols));

/** A page's final HTML and policy, kept as the policy's line then the HTML. */
function finishPage(built: Buffer): { html: string; policy: string; fromCache: boolean } {
  const key = cacheKey(pageInputs, built);
  const kept = readEntry(cache, "page", key);
  if (kept !== undefined) {
    const end = kept.indexOf("\n");
    return { policy: kept.slice(0, end), html: kept.slice(end + 1), fromCache: true };
  }
  const text = built.toString("utf8");
  const html = withBlockEstimates(inlineIcons(text, symbols));
  const policy = contentSecurityPolicy(inlineScriptHashes(html));
  cache?.put("page", key, `${policy}\n${html}`);
  return { html, policy, fromCache: false };
}

/** An article's Markdown version, kept by its source, options and this code. */
function markdownOf(source: Buffer, options: Parameters<typeof articleMarkdown>[1]): string {
  const key = cacheKey(data.codeHash, source, JSON.stringify(options));
  const kept = readEntry(cache, "markdown", key);
  if (kept !== undefined) return kept;
  const markdown = articleMarkdown(source.toString("utf8"), options);
  cache?.put("markdown", key, markdown);
  return markdown;
}

/** The Markdown written (for llms files), the page's policy, or the copies taken from the cache. */
export type PostbuildResult =
  { markdown: string } | { policy: string; fromCache: boolean } | { reused: number };

serve<PostbuildTask, PostbuildResult>((task) => {
  switch (task.kind) {
    case "markdown": {
      const markdown = markdownOf(readFileSync(task.source), task.options);
      mkdirSync(dirname(task.target), { recursive: true });
      writeFileSync(task.target, markdown);
      return { markdown };
    }
    case "page": {
      const built = readFileSync(task.file);
      const { html, policy, fromCache } = finishPage(built);
      const bytes = Buffer.from(html);
      if (!bytes.equals(built)) writeFileSync(task.file, bytes);
      writeCompressed(task.file, cache, bytes);
      return { policy, fromCache };
    }
    case "compress":
      return { reused: writeCompressed(task.file, cache) };
  }
});
