import type { Lang } from "~/lib/i18n";
import { ts } from "./messages";

/**
 * "Mostrando resultados para **bigquery**" / "Showing results for **bigquery**": what a misspelt
 * query was read as, the corrected words in bold wherever the language's sentence puts them.
 */
export function ShowingResultsFor({ lang, query }: { lang: Lang; query: string }) {
  const [before = "", after = ""] = ts(lang, "searchShowingFor").split("{query}");
  return (
    <>
      {before}
      <strong className="font-semibold text-foreground">{query}</strong>
      {after}
    </>
  );
}
