import { useMemo } from "react";
import { useResource } from "~/hooks/use-resource";
import type { Lang } from "~/lib/i18n";
import { otherLang } from "~/lib/urls";
import { parseQuery, search, type SearchOptions } from "~/lib/search/engine";
import { searchIndex } from "~/lib/search/load-index";

/**
 * The results of a query in the page's language, through the page's data cache; when that
 * language has none, the other language's index is loaded and searched too (its results are then
 * offered with a language badge). Shared by the search panel and the results page.
 * `otherPending` is true while that second index is still on its way: "no results" is not said yet.
 */
export function useSearchResults(query: string, lang: Lang, options: SearchOptions) {
  const { limit, excerptLength } = options;
  const parsed = useMemo(() => parseQuery(query), [query]);
  const other = otherLang(lang);
  const own = useResource(searchIndex(lang));
  const results = useMemo(
    () => (own.data && parsed ? search(own.data, parsed, { limit, excerptLength }) : []),
    [own.data, parsed, limit, excerptLength],
  );
  const needOther = Boolean(own.data && parsed && results.length === 0);
  const otherIndex = useResource(searchIndex(other), needOther);
  const otherResults = useMemo(
    () =>
      needOther && otherIndex.data && parsed ? search(otherIndex.data, parsed, { limit, excerptLength }) : [],
    [needOther, otherIndex.data, parsed, limit, excerptLength],
  );
  const otherPending = needOther && !otherIndex.data && !otherIndex.isError;
  return { parsed, own, results, other, otherResults, otherPending };
}
