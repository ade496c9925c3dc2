/**
 * Fetches a language's search index file (a fingerprinted file of the build). The search box
 * prepares it for matching; the assistant reads the same file as its corpus, so a reader downloads
 * it once (the second fetch is served by the browser's cache: the file never changes).
 */
import indexUrls from "virtual:search-index";
import type { Lang } from "~/lib/i18n";
import type { Resource } from "~/lib/data-cache";
import { prepareIndex, type SearchIndex } from "./engine";
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

/** A language's index, prepared for matching: one entry of the data cache per language. */
export function searchIndex(lang: Lang): Resource<SearchIndex> {
  return {
    key: `search-index:${lang}`,
    load: async () => prepareIndex((await fetchIndexFile(lang)).documents),
  };
}
