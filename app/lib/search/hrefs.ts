/** Where search sends a reader: a result's page (and section), the full results page of a query. */
import { localizePath, type Lang } from "~/lib/i18n";
import type { SearchResult } from "./engine";

export function resultHref(result: SearchResult, lang: Lang): string {
  return localizePath(result.document.route, lang) + (result.sectionId ? `#${result.sectionId}` : "");
}

/** `/busca?q=…` or `/en/busca?q=…`. */
export function resultsPageHref(query: string, lang: Lang): string {
  return `${localizePath("/busca", lang)}?q=${encodeURIComponent(query.trim())}`;
}
