/** Fetches a language's search index (a fingerprinted file of the build) and prepares it. */
import indexUrls from "virtual:search-index";
import type { Lang } from "~/lib/i18n";
import { prepareIndex, type SearchIndex } from "./engine";
import type { SearchIndexFile } from "./types";

export class SearchIndexError extends Error {
  override name = "SearchIndexError";
}

export async function loadSearchIndex(lang: Lang, signal?: AbortSignal): Promise<SearchIndex> {
  const response = await fetch(indexUrls[lang], { signal });
  if (!response.ok) throw new SearchIndexError(`Search index for ${lang}: HTTP ${response.status}`);
  const file = (await response.json()) as SearchIndexFile;
  if (!Array.isArray(file.documents)) throw new SearchIndexError(`Search index for ${lang} is malformed`);
  return prepareIndex(file.documents);
}

/** The query options shared by every search box: one cache entry per language, kept while in use. */
export function searchIndexQuery(lang: Lang) {
  return {
    queryKey: ["search-index", lang] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => loadSearchIndex(lang, signal),
    // The file is fingerprinted: once loaded it never changes.
    staleTime: Infinity,
  };
}
