/**
 * The results of a search box, loaded on demand with the search index (first focus of a box).
 * Owns the data: the index of the page's language through the shared query client, and the other
 * language's index when the page's language has no match.
 */
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { localizePath, type Lang } from "~/lib/i18n";
import { queryClient } from "~/lib/query-client";
import { parseQuery, search, type SearchResult } from "~/lib/search/engine";
import { searchIndexQuery } from "~/lib/search/load-index";
import { HighlightedText } from "./highlighted-text";
import { ts } from "./messages";

export interface SearchOption {
  id: string;
  kind: "result" | "ask";
  /** Where a result goes (full page load); absent for the ask option. */
  href?: string;
}

export interface SearchPanelProps {
  query: string;
  lang: Lang;
  listboxId: string;
  activeIndex: number;
  onOptions: (options: SearchOption[]) => void;
  onStatus: (status: string) => void;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

/** Starts loading a language's index before the reader has typed anything. */
export function prefetchSearchIndex(lang: Lang): void {
  void queryClient.prefetchQuery(searchIndexQuery(lang));
}

/** A plain click opens in this tab (full page load); Ctrl/Cmd-click or a middle click in a new one. */
function openOption(option: SearchOption, event: React.MouseEvent, onChoose: (option: SearchOption) => void) {
  if (event.button > 1) return;
  if (option.href && (event.ctrlKey || event.metaKey || event.button === 1)) {
    window.open(option.href, "_blank", "noopener");
    return;
  }
  onChoose(option);
}

function hrefOf(result: SearchResult, lang: Lang): string {
  return localizePath(result.document.route, lang) + (result.sectionId ? `#${result.sectionId}` : "");
}

function useResults(query: string, lang: Lang) {
  const parsed = useMemo(() => parseQuery(query), [query]);
  const other: Lang = lang === "pt" ? "en" : "pt";
  const own = useQuery(searchIndexQuery(lang));
  const results = useMemo(() => (own.data && parsed ? search(own.data, parsed) : []), [own.data, parsed]);
  const needOther = Boolean(own.data && parsed && results.length === 0);
  const otherIndex = useQuery({ ...searchIndexQuery(other), enabled: needOther });
  const otherResults = useMemo(
    () => (needOther && otherIndex.data && parsed ? search(otherIndex.data, parsed) : []),
    [needOther, otherIndex.data, parsed],
  );
  return { parsed, own, results, other, otherResults };
}

function Panel({
  query,
  lang,
  listboxId,
  activeIndex,
  onOptions,
  onStatus,
  onChoose,
  onHover,
}: SearchPanelProps) {
  const { parsed, own, results, other, otherResults } = useResults(query, lang);
  const shown = results.length > 0 ? results : otherResults;
  const shownLang = results.length > 0 ? lang : other;

  const options = useMemo<SearchOption[]>(
    () => [
      ...shown.map((result, index) => ({
        id: `${listboxId}-r${index}`,
        kind: "result" as const,
        href: hrefOf(result, shownLang),
      })),
      { id: `${listboxId}-ask`, kind: "ask" as const },
    ],
    [shown, shownLang, listboxId],
  );
  useEffect(
    () => onOptions(own.data ? options : [{ id: `${listboxId}-ask`, kind: "ask" }]),
    [own.data, options, onOptions, listboxId],
  );

  const status = !own.data
    ? own.isError
      ? ts(lang, "searchFailed")
      : own.failureCount > 0
        ? ts(lang, "searchRetrying")
        : ts(lang, "searchLoading")
    : shown.length === 0
      ? ts(lang, "searchNoResults")
      : shown.length === 1
        ? ts(lang, "searchResultsOne")
        : ts(lang, "searchResultsMany", { count: shown.length });
  useEffect(() => onStatus(status), [status, onStatus]);

  if (!parsed) return null;
  const askIndex = options.length - 1;
  return (
    <div
      data-testid="search-panel"
      className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-border bg-surface text-left shadow-xl"
    >
      <ul
        id={listboxId}
        role="listbox"
        aria-label={ts(lang, "searchResultsLabel")}
        className="max-h-[min(60vh,28rem)] overflow-y-auto p-2"
      >
        {!own.data && (
          <li
            role="presentation"
            className="flex items-center justify-between gap-3 px-3 py-3 text-sm text-muted-foreground"
          >
            <span>{status}</span>
            {own.isError && (
              <button
                type="button"
                onClick={() => void own.refetch()}
                className="rounded-md border border-border px-2 py-1 text-xs font-medium text-foreground hover:bg-muted"
              >
                {ts(lang, "searchRetry")}
              </button>
            )}
          </li>
        )}
        {own.data && results.length === 0 && (
          <li role="presentation" data-testid="search-no-results" className="px-3 py-3 text-sm">
            <p className="font-medium">{ts(lang, "searchNoResults")}</p>
            <p className="text-muted-foreground">
              {otherResults.length > 0 ? ts(lang, "searchOtherLanguage") : ts(lang, "searchNoResultsHint")}
            </p>
          </li>
        )}
        {own.data &&
          shown.map((result, index) => (
            // Options are reached through the combobox (Arrow keys, Enter), not by focus or Tab.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${shownLang}${result.document.route}`}
              id={options[index]?.id}
              role="option"
              aria-selected={index === activeIndex}
              data-testid="search-result"
              onMouseMove={() => onHover(index)}
              onClick={(event) => openOption(options[index]!, event, onChoose)}
              onAuxClick={(event) => openOption(options[index]!, event, onChoose)}
              className={cn("relative cursor-pointer rounded-lg", index === activeIndex && "bg-muted")}
            >
              {/* The result's route as a real link, for crawlers and copy-link; inert, so the option
                  stays one control for assistive technology and the click lands on the option. */}
              {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
              <a
                href={options[index]?.href}
                inert
                aria-hidden="true"
                tabIndex={-1}
                className="absolute inset-0"
              />
              <div className="flex gap-3 px-3 py-2.5">
                {" "}
                <Icon
                  name={result.document.type === "category" ? "layout-grid" : "file-text"}
                  className="mt-0.5 text-muted-foreground"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2">
                    <span className="truncate font-medium">
                      <HighlightedText value={result.title} />
                    </span>
                    {shownLang !== lang && (
                      <span
                        lang={shownLang === "pt" ? "pt-BR" : "en"}
                        className="rounded border border-border px-1 text-[0.65rem] font-semibold text-muted-foreground uppercase"
                      >
                        {shownLang.toUpperCase()}
                      </span>
                    )}
                  </span>
                  {(result.document.categoryTitle ?? result.section) && (
                    <span className="block truncate text-xs text-muted-foreground">
                      {result.document.categoryTitle}
                      {result.section && (
                        <>
                          {" › "}
                          <HighlightedText value={result.section} />
                        </>
                      )}
                    </span>
                  )}
                  <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">
                    <HighlightedText value={result.excerpt} />
                  </span>
                </span>
              </div>
            </li>
          ))}
        {/* The keyboard reaches options through the combobox (Arrow keys, Enter), not by focus. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
        <li
          id={options[askIndex]?.id ?? `${listboxId}-ask`}
          role="option"
          aria-selected={askIndex === activeIndex}
          data-testid="search-ask"
          onMouseMove={() => onHover(askIndex)}
          onClick={() => onChoose({ id: `${listboxId}-ask`, kind: "ask" })}
          className={cn(
            "mt-1 flex cursor-pointer items-center gap-3 rounded-lg border-t border-border px-3 py-2.5 text-sm font-medium text-primary",
            askIndex === activeIndex && "bg-muted",
          )}
        >
          <Icon name="sparkles" />
          <span className="min-w-0 truncate">{ts(lang, "searchAsk", { query: parsed.text })}</span>
        </li>
      </ul>
    </div>
  );
}

export default function SearchPanel(props: SearchPanelProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Panel {...props} />
    </QueryClientProvider>
  );
}
