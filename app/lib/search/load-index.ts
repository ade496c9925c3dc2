/**
 * The browser's one seam to the search files the build generates from content
 * (virtual:search-index): the page's one search client (client.ts), which loads each file through
 * the page's data cache (retries, one load per file at a time). The assistant's corpora read the
 * same files through it (assistant/load-corpora.ts, apart, so a search does not load the
 * assistant's retrieval): when search reads a language whole, the assistant's corpus costs nothing
 * more than its readers' questions file.
 */
import entryUrls from "virtual:search-index";
import type { Lang } from "~/lib/i18n";
import { dataCache, type Resource } from "~/lib/data-cache";
import { whenIdle } from "~/lib/idle";
import { SearchClient } from "./client";

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

/** One search file in the page's data cache. */
export function searchFile(url: string): Resource<unknown> {
  return {
    key: `search-file:${url}`,
    load: () =>
      fetchGeneratedFile<unknown>(
        url,
        `Search file ${url}`,
        (file) => typeof file === "object" && file !== null,
      ),
  };
}

/** How long one idle step of an index's preparation may run before giving the main thread back (ms). */
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

/** The page's search: every search box, the results page and the assistant's links ask it. */
export const searchClient = new SearchClient(
  (lang) => entryUrls[lang],
  (url) => dataCache.fetch(searchFile(url)),
  runWhenIdle,
);

/**
 * Starts loading and preparing a language's search entry before the reader has typed anything.
 * Its own small module graph, without React or the panel, so it starts at the reader's first sign
 * of intent, beside the panel's code rather than after it.
 */
export function prefetchSearchIndex(lang: Lang): void {
  void searchClient.prefetch(lang);
}
