import { useEffect, useState, useSyncExternalStore } from "react";
import type { Lang } from "~/lib/i18n";
import type { FindOptions } from "~/lib/search/client";
import { SearchSession, type SearchView } from "~/lib/search/session";

/**
 * The results of a query on a page in `lang`, for the results page: the page's search session
 * (lib/search/session.ts, which the search panel reads too), re-rendering as it changes.
 */
export function useSearchResults(
  query: string,
  lang: Lang,
  options: FindOptions,
): SearchView & { retry: () => void } {
  // The first query is searched as the session is made, so the first render already shows it.
  const [session] = useState(() => {
    const made = new SearchSession(lang);
    made.search(query, options);
    return made;
  });
  // The session asks again only when the query or an option changed.
  useEffect(() => session.search(query, options));
  useEffect(() => () => session.dispose(), [session]);
  const view = useSyncExternalStore(session.subscribe, session.view, session.view);
  return { ...view, retry: session.retry };
}
