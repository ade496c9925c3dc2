/**
 * Fetches a language's search index file (a fingerprinted file of the build). The search box
 * prepares it for matching; the assistant reads the same file as its corpus, so a reader downloads
 * it once (the second fetch is served by the browser's cache: the file never changes).
 */
import indexUrls from "virtual:search-index";
import type { Lang } from "~/lib/i18n";
import { prepareIndex } from "./engine";
import type { SearchIndexFile } from "./types";

export class GeneratedFileError extends Error {
  override name = "GeneratedFileError";
}

/** Fetches one of the JSON files the build generates from content, or throws naming what failed. */
export async function fetchGeneratedFile<T>(
  url: string,
  what: string,
  isWellFormed: (file: T) => boolean,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new GeneratedFileError(`${what}: HTTP ${response.status}`);
  const file = (await response.json()) as T;
  if (!isWellFormed(file)) throw new GeneratedFileError(`${what} is malformed`);
  return file;
}

export function fetchIndexFile(lang: Lang, signal?: AbortSignal): Promise<SearchIndexFile> {
  return fetchGeneratedFile<SearchIndexFile>(
    indexUrls[lang],
    `Search index for ${lang}`,
    (file) => Array.isArray(file.documents),
    signal,
  );
}

/** The query options shared by every search box: one cache entry per language. */
export function searchIndexQuery(lang: Lang) {
  return {
    queryKey: ["search-index", lang] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      prepareIndex((await fetchIndexFile(lang, signal)).documents),
    // The file is fingerprinted: once loaded it never changes.
    staleTime: Infinity,
  };
}
