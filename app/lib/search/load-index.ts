/**
 * Fetches a language's search index file (a fingerprinted file of the build). The search box
 * prepares it for matching; the assistant reads the same file as its corpus, so a reader downloads
 * it once (the second fetch is served by the browser's cache: the file never changes).
 */
import indexUrls from "virtual:search-index";
import type { Lang } from "~/lib/i18n";
import { prepareIndex } from "./engine";
import type { SearchIndexFile } from "./types";

export class SearchIndexError extends Error {
  override name = "SearchIndexError";
}

export async function fetchIndexFile(lang: Lang, signal?: AbortSignal): Promise<SearchIndexFile> {
  const response = await fetch(indexUrls[lang], { signal });
  if (!response.ok) throw new SearchIndexError(`Search index for ${lang}: HTTP ${response.status}`);
  const file = (await response.json()) as SearchIndexFile;
  if (!Array.isArray(file.documents)) throw new SearchIndexError(`Search index for ${lang} is malformed`);
  return file;
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
