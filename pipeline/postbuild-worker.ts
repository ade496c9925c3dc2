/**
 * A postbuild worker (pipeline/pool.ts): the per-file work of pipeline/postbuild.ts, one file at a
 * time, so the build's cores share it and only the files being worked on are in memory.
 * - `markdown`: an article's Markdown version (pipeline/markdown.ts), written beside its page;
 * - `page`: a pre-rendered page's icons inlined from the sprite, its article's later blocks given
 *   their estimated heights (block-estimates.ts), its Content-Security-Policy computed and its
 *   compressed copies written (the page is final after those);
 * - `compress`: any other file's compressed copies.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { workerData } from "node:worker_threads";
import { openCache } from "./build-cache";
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
}

const data = workerData as PostbuildWorkerData;
const symbols = new Map(data.symbols);
const cache = openCache(data.cacheDir);

/** The Markdown written (for llms files), the page's policy, or the copies taken from the cache. */
export type PostbuildResult = { markdown: string } | { policy: string } | { reused: number };

serve<PostbuildTask, PostbuildResult>((task) => {
  switch (task.kind) {
    case "markdown": {
      const markdown = articleMarkdown(readFileSync(task.source, "utf8"), task.options);
      mkdirSync(dirname(task.target), { recursive: true });
      writeFileSync(task.target, markdown);
      return { markdown };
    }
    case "page": {
      const built = readFileSync(task.file, "utf8");
      const html = withBlockEstimates(inlineIcons(built, symbols));
      if (html !== built) writeFileSync(task.file, html);
      const policy = contentSecurityPolicy(inlineScriptHashes(html));
      writeCompressed(task.file, cache, Buffer.from(html));
      return { policy };
    }
    case "compress":
      return { reused: writeCompressed(task.file, cache) };
  }
});
