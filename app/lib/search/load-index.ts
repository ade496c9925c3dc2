/**
 * Fetches a language's search index file (a fingerprinted file of the build). The search box
 * prepares it for matching; the assistant reads the same file as its corpus, so a reader downloads
 * it once (the second fetch is served by the browser's cache: the file never changes).
 */
import indexUrls from "virtual:search-index";
import type { Lang } from "~/lib/i18n";
import { dataCache, type Resource } from "~/lib/data-cache";
import { whenIdle } from "~/lib/idle";
import { preparationLeft, prepareIndex, type SearchIndex } from "./engine";
import type { SearchIndexFile } from "./types";

export class GeneratedFileError extends Error {
  override name = "GeneratedFileError";
}

/** Fetches one of the JSON files the build generates from content, or throws naming what failed. */
export async function fetchGeneratedFile<T>(
  url: string,
  what: string,
  isWellFormed: (file: T) => boolean,
): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new GeneratedFileError(`${what}: HTTP ${response.status}`);
  const file = (await response.json()) as T;
  if (!isWellFormed(file)) throw new GeneratedFileError(`${what} is malformed`);
  return file;
}

export function fetchIndexFile(lang: Lang): Promise<SearchIndexFile> {
  return fetchGeneratedFile<SearchIndexFile>(indexUrls[lang], `Search index for ${lang}`, (file) =>
    Array.isArray(file.documents),
  );
}

/** How long one idle step of the index's preparation may run before giving the main thread back (ms). */
const idleSlice = 8;

/**
 * Runs `steps` in order, a few at a time while the browser is idle, so a keystroke never waits
 * behind more than one slice.
 */
function runWhenIdle(steps: readonly (() => void)[]): void {
  let next = 0;
  const slice = () => {
    const until = performance.now() + idleSlice;
    while (next < steps.length && performance.now() < until) steps[next++]!();
    if (next < steps.length) whenIdle(slice);
  };
  whenIdle(slice);
}

/**
 * A language's index, prepared for matching: one entry of the data cache per language. What the
 * first results need is prepared before they show; the rest (every page's words) once the
 * browser is idle, before a query that needs it would.
 */
export function searchIndex(lang: Lang): Resource<SearchIndex> {
  return {
    key: `search-index:${lang}`,
    load: async () => {
      const index = prepareIndex((await fetchIndexFile(lang)).documents);
      runWhenIdle(preparationLeft(index));
      return index;
    },
  };
}

/**
 * Starts loading and preparing a language's index before the reader has typed anything. Its own
 * small module graph, without React or the panel, so it starts at the reader's first sign of
 * intent, beside the panel's code rather than after it.
 */
export function prefetchSearchIndex(lang: Lang): void {
  dataCache.prefetch(searchIndex(lang));
}
