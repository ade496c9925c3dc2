/** Where a search result sends a reader: its page, at the matching section. */
import type { Lang } from "~/lib/i18n";
import { href } from "~/lib/urls";
import type { SearchResult } from "./engine";

export function resultHref(result: SearchResult, lang: Lang): string {
  return href(result.document.route, lang, result.sectionId);
}
