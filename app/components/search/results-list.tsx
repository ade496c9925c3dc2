/**
 * The list of a search's results on the results page, loaded after the page's shell: the index of
 * the page's language through the page's data cache (the other language's when the page's has
 * no match), every result best first, without the panel's cap of 30.
 */
import { useState } from "react";
import { askAssistant } from "~/components/assistant/assistant";
import { cn, focusRing, focusRingOffset } from "~/lib/cn";
import { languageNames, type Lang } from "~/lib/i18n";
import { htmlLang } from "~/lib/urls";
import { exactParam, exactResultsHref, resultHref } from "~/lib/search/hrefs";
import { HighlightedText } from "./highlighted-text";
import { loadingMessage } from "./status";
import { useSearchResults } from "./use-search-results";
import { around, t } from "~/lib/messages";

const button = cn(
  focusRing,
  focusRingOffset,
  "inline-flex h-8 items-center rounded-md border border-border bg-surface px-3 text-sm font-medium hover:bg-muted",
);

export default function ResultsList({
  query,
  lang,
  buttonClass,
}: {
  query: string;
  lang: Lang;
  buttonClass: string;
}) {
  // The query as typed, without corrections: read here, in the browser only (the list renders
  // once the page has read its query), so the page's own island imports nothing of the search.
  const [exact] = useState(() => new URLSearchParams(window.location.search).has(exactParam));
  const { parsed, own, results, other, otherResults, otherPending, corrected, retry } = useSearchResults(
    query,
    lang,
    { limit: Infinity, excerptLength: 220, exact },
  );
  const shown = results.length > 0 ? results : otherResults;
  const showingFor = around(lang, "searchShowingFor", "query");
  const shownLang = results.length > 0 ? lang : other;

  if (!parsed) return <p className="text-muted-foreground">{t(lang, "resultsEmpty")}</p>;
  if (!own.data || otherPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-muted-foreground">
        <span>
          {own.data
            ? t(lang, "searchLookingInOther", languageNames(lang, other))
            : t(lang, loadingMessage(own))}
        </span>
        {!own.data && own.isError && (
          <button type="button" onClick={retry} className={button}>
            {t(lang, "searchRetry")}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      {corrected && shown.length > 0 && (
        <p data-testid="search-page-corrected" className="mb-2">
          {showingFor[0]}
          <strong className="font-semibold text-foreground">{corrected.text}</strong>
          {showingFor[1]}
          {" · "}
          <a
            href={exactResultsHref(parsed.text, lang)}
            data-testid="search-page-exact"
            className={cn(focusRing, "rounded text-primary underline-offset-2 hover:underline")}
          >
            {t(lang, "searchInsteadFor", { query: parsed.text })}
          </a>
        </p>
      )}
      <p role="status" className="mb-6 text-muted-foreground">
        {results.length === 0
          ? t(lang, "searchNoResults")
          : t(lang, results.length === 1 ? "resultsForOne" : "resultsFor", {
              count: results.length,
              query: (corrected ?? parsed).text,
            })}
      </p>
      {results.length === 0 && (
        <div data-testid="search-page-no-results" className="mb-6 space-y-3">
          <p>
            {otherResults.length > 0
              ? t(lang, "searchOtherLanguage", languageNames(lang, other))
              : t(lang, "searchNoResultsHint")}
          </p>
          <button type="button" onClick={() => askAssistant(parsed.text)} className={buttonClass}>
            {t(lang, "searchAsk", { query: parsed.text })}
          </button>
        </div>
      )}
      <ol className="space-y-3">
        {shown.map((result) => {
          // The words' language: a fallback's, or an untranslated article's original.
          const words = result.document.lang ?? shownLang;
          return (
            <li
              key={result.document.route}
              data-testid="search-page-result"
              className="rounded-xl border border-border bg-surface p-4"
            >
              <a
                href={resultHref(result, shownLang)}
                lang={words === lang ? undefined : htmlLang[words]}
                className={cn(focusRing, "font-semibold text-primary hover:underline")}
              >
                <HighlightedText value={result.title} />
                {result.section && (
                  <>
                    {" › "}
                    <HighlightedText value={result.section} />
                  </>
                )}
              </a>
              <p className="mt-0.5 text-xs text-muted-foreground">
                {result.document.categoryTitle ?? t(lang, "resultsCategory")}
              </p>
              <p
                lang={words === lang ? undefined : htmlLang[words]}
                className="mt-1 text-sm text-muted-foreground"
              >
                <HighlightedText value={result.excerpt} />
              </p>
              {result.document.lang && (
                <p data-testid="search-page-result-language" className="mt-1 text-xs text-muted-foreground">
                  {t(lang, "resultNotTranslated", {
                    language: languageNames(lang, result.document.lang).other,
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
