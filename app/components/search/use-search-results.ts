import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { Lang } from "~/lib/i18n";
import { dataCache } from "~/lib/data-cache";
import { onComeBack } from "~/lib/retry-policy";
import { firstFallback, resultsPageHref } from "~/lib/urls";
import { NotLoaded, SearchUnavailable, type FindOptions, type Found } from "~/lib/search/client";
import { parseQuery } from "~/lib/search/engine";
import { searchClient, searchFile } from "~/lib/search/load-index";

/** The results page's parameter that asks for the query as typed, without corrections. */
export const exactParam = "exact";

/** The results page for the query as typed, its misspelt words left as they are. */
export function exactResultsHref(query: string, lang: Lang): string {
  return `${resultsPageHref(query, lang)}&${exactParam}=1`;
}

/** How long the keys must pause before a query's pages are fetched (ms): about the gap between two typed keys. */
const pagesAfter = 120;

type Attempt = { found: Found } | { waiting: NotLoaded } | { failed: SearchUnavailable } | { blank: true };

/** The most failed attempts among the files being waited for ("retrying…" once one has failed). */
function useFailures(urls: readonly string[]): number {
  const key = urls.join(" ");
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = key ? key.split(" ").map((url) => dataCache.subscribe(searchFile(url), listener)) : [];
      return () => stops.forEach((stop) => stop());
    },
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => Math.max(0, ...urls.map((url) => dataCache.state(searchFile(url).key).failureCount)),
    () => 0,
  );
}

/**
 * The results of a query on a page in `lang`, from the page's search client (lib/search/client.ts),
 * which owns the loading, the corrections and the language fallback: this hook asks it, and while
 * it waits for files, loads them and asks again. Shared by the search panel and the results page.
 *
 * `results` are the page language's results, `otherResults` a fallback language's (`other`; one of
 * the two is empty). While the files of a new query load, the last results stay on screen; before
 * the first arrive, `own` says the search is loading, retrying or failed (with `retry`).
 * `otherPending` is true while a fallback language's files are on their way: neither "no results"
 * nor a correction is said yet.
 */
export function useSearchResults(query: string, lang: Lang, options: FindOptions) {
  const { limit, excerptLength, exact = false, shown: first } = options;
  const parsed = useMemo(() => parseQuery(query), [query]);
  // Bumped when files arrive (or the reader asks to try again): the search is asked again.
  const [version, setVersion] = useState(0);
  const attempt = useMemo((): Attempt => {
    void version;
    if (!parsed) return { blank: true };
    try {
      return {
        found: searchClient.find(parsed, lang, {
          exact,
          ...(limit === undefined ? {} : { limit }),
          ...(excerptLength === undefined ? {} : { excerptLength }),
          ...(first === undefined ? {} : { shown: first }),
        }),
      };
    } catch (error) {
      if (error instanceof NotLoaded) return { waiting: error };
      if (error instanceof SearchUnavailable) return { failed: error };
      throw error;
    }
  }, [parsed, lang, limit, excerptLength, exact, first, version]);

  const waiting = "waiting" in attempt ? attempt.waiting : undefined;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    const load = () =>
      void searchClient.load(waiting.urls).then(() => {
        if (live) setVersion((value) => value + 1);
      });
    // A query's pages are its own: while the reader is still typing, the next key asks for others,
    // so they are fetched once the keys pause. The shards of its words serve the next keys too.
    const timer = waiting.step === "pages" ? setTimeout(load, pagesAfter) : (load(), undefined);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [waiting]);

  const retry = useCallback(() => {
    searchClient.retry();
    setVersion((value) => value + 1);
  }, []);
  const failed = "failed" in attempt;
  // A search that gave up is tried again when the network or the tab comes back.
  useEffect(() => (failed ? onComeBack(retry) : undefined), [failed, retry]);

  // What was last found on this page, and for what, shown while a new query's files are on their way.
  const [last, setLast] = useState<{ found: Found; query: string }>();
  const found = "found" in attempt ? attempt.found : undefined;
  useEffect(() => {
    if (found && parsed) setLast({ found, query: parsed.text });
  }, [found, parsed]);

  const failureCount = useFailures(waiting?.urls ?? []);
  const lookingElsewhere = waiting !== undefined && waiting.lang !== lang;
  const shown = found ?? (lookingElsewhere ? undefined : last?.found);
  // The page's language has answered before (a new query's files are on their way), unless the
  // search has since failed: then the reader is told, not shown results of another query.
  const ownLoaded = Boolean(found) || lookingElsewhere || (Boolean(last) && !failed);
  return {
    parsed,
    own: {
      data: ownLoaded || undefined,
      isError: failed,
      failureCount,
      retry,
    },
    results: shown?.lang === lang ? shown.results : [],
    other: lookingElsewhere ? waiting.lang : shown && shown.lang !== lang ? shown.lang : firstFallback(lang),
    otherResults: shown && shown.lang !== lang ? shown.results : [],
    otherPending: lookingElsewhere,
    corrected: shown?.corrected,
    /** The query (as read) the shown results are for: the one typed, or the one before while its files load. */
    resultsFor: found ? parsed?.text : lookingElsewhere ? undefined : last?.query,
  };
}
