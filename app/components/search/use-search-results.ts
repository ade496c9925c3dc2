import { useMemo } from "react";
import { useResource } from "~/hooks/use-resource";
import type { Lang } from "~/lib/i18n";
import { otherLang, resultsPageHref } from "~/lib/urls";
import {
  parseQuery,
  search,
  searchForgiving,
  type ForgivingResults,
  type Query,
  type SearchIndex,
  type SearchOptions,
} from "~/lib/search/engine";
import { searchIndex } from "~/lib/search/load-index";

/** The results page's parameter that asks for the query as typed, without corrections. */
export const exactParam = "exact";

/** The results page for the query as typed, its misspelt words left as they are. */
export function exactResultsHref(query: string, lang: Lang): string {
  return `${resultsPageHref(query, lang)}&${exactParam}=1`;
}

/** The results of a query in one index: as typed when `exact`, else with misspelt words corrected. */
function find(
  index: SearchIndex | undefined,
  parsed: Query | undefined,
  options: SearchOptions,
  exact: boolean,
): ForgivingResults {
  if (!index || !parsed) return { results: [] };
  return exact ? { results: search(index, parsed, options) } : searchForgiving(index, parsed, options);
}

/**
 * The results of a query in the page's language, through the page's data cache; when that
 * language has none, the other language's index is loaded and searched too (its results are then
 * offered with a language badge). A misspelt word is corrected in each index in turn, the page's
 * language first, unless the reader asked for the exact text (`exact`); `corrected` is then the
 * query the shown results are for. Shared by the search panel and the results page.
 * `otherPending` is true while that second index is still on its way: "no results" is not said yet.
 */
export function useSearchResults(query: string, lang: Lang, options: SearchOptions & { exact?: boolean }) {
  const { limit, excerptLength, exact = false } = options;
  const parsed = useMemo(() => parseQuery(query), [query]);
  const other = otherLang(lang);
  const own = useResource(searchIndex(lang));
  const ownFound = useMemo(
    () => find(own.data, parsed, { limit, excerptLength }, exact),
    [own.data, parsed, limit, excerptLength, exact],
  );
  const needOther = Boolean(own.data && parsed && ownFound.results.length === 0);
  const otherIndex = useResource(searchIndex(other), needOther);
  const otherFound = useMemo(
    () => (needOther ? find(otherIndex.data, parsed, { limit, excerptLength }, exact) : { results: [] }),
    [needOther, otherIndex.data, parsed, limit, excerptLength, exact],
  );
  const otherPending = needOther && !otherIndex.data && !otherIndex.isError;
  return {
    parsed,
    own,
    results: ownFound.results,
    other,
    otherResults: otherFound.results,
    otherPending,
    corrected: ownFound.corrected ?? (ownFound.results.length === 0 ? otherFound.corrected : undefined),
  };
}
