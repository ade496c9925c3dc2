import { useMemo, useState } from "react";
import { useResource } from "~/hooks/use-resource";
import type { Lang } from "~/lib/i18n";
import { language } from "~/lib/languages";
import { firstFallback, resultsPageHref } from "~/lib/urls";
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
 * language has no exact match, its fallback languages' indexes are loaded and searched in the
 * table's order until one has results (`other` is the one searched last; its
 * results are then offered with a language badge). Exact matches come first, in either language;
 * then a misspelt word is corrected, in the page's language first (unless the reader asked for
 * the text as typed: `exact`). `corrected` is the query the shown results are for, when corrected.
 * `results` are the page language's shown results, `otherResults` the other's (one of the two is
 * empty). Shared by the search panel and the results page. `otherPending` is true while that
 * second index is still on its way: neither "no results" nor a correction is said yet.
 */
export function useSearchResults(query: string, lang: Lang, options: SearchOptions & { exact?: boolean }) {
  const { limit, excerptLength, exact = false } = options;
  const parsed = useMemo(() => parseQuery(query), [query]);
  // The fallbacks are tried in the table's order, one index at a time: the next only once the one
  // before has nothing at all for this query. A new query (or the same as typed) starts again from the first.
  const fallbacks = language[lang].fallback;
  const [walk, setWalk] = useState({ query, exact, step: 0 });
  const step = walk.query === query && walk.exact === exact ? walk.step : 0;
  const other = fallbacks[step] ?? firstFallback(lang);
  const own = useResource(searchIndex(lang));
  const ownFound = useMemo(
    () => find(own.data, parsed, { limit, excerptLength }, exact),
    [own.data, parsed, limit, excerptLength, exact],
  );
  const ownExact = ownFound.results.length > 0 && !ownFound.corrected;
  const needOther = Boolean(own.data && parsed && !ownExact);
  const otherIndex = useResource(searchIndex(other), needOther);
  const otherFound = useMemo(
    () => (needOther ? find(otherIndex.data, parsed, { limit, excerptLength }, exact) : { results: [] }),
    [needOther, otherIndex.data, parsed, limit, excerptLength, exact],
  );
  const otherEmpty =
    needOther && Boolean(otherIndex.data ?? otherIndex.isError) && otherFound.results.length === 0;
  const moreToTry = otherEmpty && step + 1 < fallbacks.length;
  // Adjusted while rendering (React re-renders at once), so no frame says "no results" in between.
  if (moreToTry) setWalk({ query, exact, step: step + 1 });
  const otherPending = needOther && ((!otherIndex.data && !otherIndex.isError) || moreToTry);
  const otherExact = otherFound.results.length > 0 && !otherFound.corrected;
  // Which language's results are shown: exact ones first, then the page language's corrected ones.
  const shown: ForgivingResults | undefined = ownExact
    ? ownFound
    : otherPending
      ? undefined
      : otherExact || ownFound.results.length === 0
        ? otherFound
        : ownFound;
  const showsOwn = shown === ownFound;
  return {
    parsed,
    own,
    results: showsOwn ? ownFound.results : [],
    other,
    otherResults: shown && !showsOwn ? shown.results : [],
    otherPending,
    corrected: shown?.corrected,
  };
}
