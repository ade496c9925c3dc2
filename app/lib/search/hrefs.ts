/** Where search sends a reader: a result's page (and section), the full results page of a query. */
import type { Lang } from "~/lib/i18n";
import { href } from "~/lib/urls";
import type { SearchResult } from "./engine";

export function resultHref(result: SearchResult, lang: Lang): string {
  return href(result.document.route, lang, result.sectionId);
}

/** `/busca?q=…` or `/en/busca?q=…`. */
export function resultsPageHref(query: string, lang: Lang): string {
  return `${href("/busca", lang)}?q=${encodeURIComponent(query.trim())}`;
}
