/**
 * The name of a language's search entry (what search loads first: its whole documents, or the entry
 * naming its shards), kept from build to build while the content changes. The browser's code names
 * the entry; a name that followed the articles' words would change that code at every edit and,
 * through the chunks that import it, every page's HTML, policy and compressed copies. Served
 * revalidated (`no-cache` with its ETag, by server/app.js and deploy/nginx.conf), not cached for good:
 * a reader's repeat visit pays a 304 round trip where a fingerprinted file was read from the cache.
 *
 * The name carries a tag of the entry's format: a hash of the code that writes and reads it (the
 * search's and the assistant's modules, and the build's search files step). A page left open across
 * a deploy that changes the format keeps asking for the old name, which the new build carries
 * (pipeline/carry-assets.ts), instead of reading a file its code no longer understands. The tag
 * changes only with that code, which renames the browser's chunks anyway.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { cacheKey } from "./build-cache";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

/** The code the entry's format follows from, folders taken whole (tests aside). */
export const formatSources = ["app/lib/search", "app/lib/assistant", "pipeline/search-files.ts"];

/** A test's file, which never writes or reads the format. */
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The source files of `sources` under `root`, sorted, as paths relative to it with `/`. */
function sourceFiles(root: string, sources: readonly string[]): string[] {
  return sources
    .flatMap((source) => {
      const path = join(root, source);
      if (source.endsWith(".ts")) return [path];
      return readdirSync(path, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
    })
    .filter((path) => !isTest(path))
    .map((path) => relative(root, path).split(sep).join("/"))
    .sort();
}

/** The format tag of the code under `root` (the project's by default): ten characters of a hash. */
export function searchFormatTag(root = projectDir, sources: readonly string[] = formatSources): string {
  const files = sourceFiles(root, sources);
  return cacheKey(...files.flatMap((file) => [file, readFileSync(join(root, file))])).slice(0, 10);
}

let tag: string | undefined;

/** The stable name of `lang`'s search entry under the client folder. */
export function searchEntryFileName(lang: string): string {
  tag ??= searchFormatTag();
  return `assets/search-${lang}-entry.${tag}.json`;
}

/** Whether an asset (a path under the client folder) is a search entry: revalidated, not cached for good. */
export const isSearchEntry = (file: string) => /^assets\/search-[a-z]+-entry\.[\w-]+\.json$/.test(file);
