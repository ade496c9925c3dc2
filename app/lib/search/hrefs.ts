/** Where search sends a reader: a result's page at the matching section, or the results page. */
import type { Lang } from "~/lib/i18n";
import { href, resultsPageHref } from "~/lib/urls";
import type { SearchResult } from "./engine";

export function resultHref(result: SearchResult, lang: Lang): string {
  return href(result.document.route, lang, result.sectionId);
}

/** The results page's parameter that asks for the query as typed, without corrections. */
export const exactParam = "exact";

/** The results page for the query as typed, its misspelt words left as they are. */
export function exactResultsHref(query: string, lang: Lang): string {
  return `${resultsPageHref(query, lang)}&${exactParam}=1`;
}
