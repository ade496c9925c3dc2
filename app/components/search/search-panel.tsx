/**
 * The results of a search box, loaded on demand with the search index (first focus of a box).
 * Owns the data (the index of the page's language through the page's data cache, and the other
 * language's index when the page's language has no match) and the options: results grouped by
 * category, then, pinned below them whatever the scroll, "Ask {product} about …" and the link to
 * the full results page. The arrow keys move through the options and Enter chooses one; a click or
 * tap outside the box closes the panel.
 */
import { startTransition, useEffect, useMemo, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { Icon } from "~/components/ui/icon";
import { askAssistant } from "~/components/assistant/assistant";
import { cn } from "~/lib/cn";
import { languageNames, type Lang } from "~/lib/i18n";
import { groupByCategory, shownOrder } from "~/lib/search/group";
import { resultHref } from "~/lib/search/hrefs";
import { resultsPageHref } from "~/lib/urls";
import { isComposing } from "./composing";
import { ResultContent } from "./result-content";
import { exactResultsHref, useSearchResults } from "./use-search-results";
import { around, t } from "~/lib/messages";

interface SearchOption {
  id: string;
  kind: "result" | "exact" | "ask" | "all";
  /** Where the option goes (full page load); absent for the ask option. */
  href?: string;
}

/**
 * Which box the panel belongs to: the header's (a wide panel under the header) or the home hero's.
 * Declared here, not in the box that loads this file lazily, so the panel imports nothing back.
 */
export type SearchBoxVariant = "header" | "hero";

export interface SearchPanelProps {
  query: string;
  lang: Lang;
  variant: SearchBoxVariant;
  listboxId: string;
  /** The combobox: the panel listens to its keys and names its active option. */
  input: RefObject<HTMLInputElement | null>;
  /** The whole search box: a pointer down outside it closes the panel. */
  container: RefObject<HTMLElement | null>;
  /** The box's live region: the panel's status is written there (a portal). */
  statusRegion: HTMLElement | null;
  onClose: () => void;
}

/**
 * Results rendered in the panel's first frame, about as many as it shows without scrolling: the
 * first results reach the screen sooner, and the rest follow in a render of their own.
 */
const firstFrameResults = 8;

/**
 * Results the panel asks to have ranked first, a little over a screen of them: on a sharded search
 * only their pages are fetched, and "See all results" opens the rest on the results page.
 */
const shownFirst = 10;

/** Characters of a result's snippet: one line of the wide panel. */
const snippetLength = 110;

/** A plain click opens in this tab (full page load); Ctrl/Cmd-click or a middle click in a new one. */
function openOption(option: SearchOption, event: React.MouseEvent, choose: (option: SearchOption) => void) {
  if (event.button > 1) return;
  if (option.href && (event.ctrlKey || event.metaKey || event.button === 1)) {
    window.open(option.href, "_blank", "noopener");
    return;
  }
  choose(option);
}

export default function SearchPanel({
  query,
  lang,
  variant,
  listboxId,
  input,
  container,
  statusRegion,
  onClose,
}: SearchPanelProps) {
  // The reader asked for the text as typed, not its correction: until the query changes.
  const [exactFor, setExactFor] = useState<string>();
  const exact = exactFor === query;
  const { parsed, own, results, other, otherResults, otherPending, corrected, resultsFor } = useSearchResults(
    query,
    lang,
    { excerptLength: snippetLength, exact, shown: shownFirst },
  );
  const shownLang = results.length > 0 ? lang : other;
  const groups = useMemo(
    () => groupByCategory(results.length > 0 ? results : otherResults),
    [results, otherResults],
  );
  const shown = useMemo(() => shownOrder(groups), [groups]);
  // Every result once the first have been shown (an interruptible render, which yields to the
  // reader's keys), and from then on for the panel's life.
  const [allRendered, setAllRendered] = useState(false);
  useEffect(() => {
    if (!allRendered && shown.length > firstFrameResults) startTransition(() => setAllRendered(true));
  }, [allRendered, shown.length]);
  const rendered = allRendered ? shown.length : firstFrameResults;
  const [active, setActive] = useState(-1);

  const options = useMemo<SearchOption[]>(
    () => [
      ...shown.map((result, index) => ({
        id: `${listboxId}-r${index}`,
        kind: "result" as const,
        href: resultHref(result, shownLang),
      })),
      ...(corrected ? [{ id: `${listboxId}-exact`, kind: "exact" as const }] : []),
      { id: `${listboxId}-ask`, kind: "ask" as const },
      ...(shown.length > 0
        ? [
            {
              id: `${listboxId}-all`,
              kind: "all" as const,
              href: exact ? exactResultsHref(query, lang) : resultsPageHref(query, lang),
            },
          ]
        : []),
    ],
    [shown, shownLang, listboxId, query, lang, corrected, exact],
  );

  // A new query, or the same one searched as typed, starts again from no highlighted option.
  useEffect(() => setActive(-1), [query, exact]);

  const choose = (option: SearchOption) => {
    if (option.kind === "exact") {
      setExactFor(query);
      return;
    }
    onClose();
    if (option.kind === "ask") askAssistant(query.trim());
    else if (option.href) window.location.assign(option.href);
  };

  // The combobox's keys: arrows move through the options (wrapping around), Enter chooses the
  // highlighted one. Without one highlighted, Enter is left to the box (the results page).
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (event: KeyboardEvent) => {
      // An input method's keys, composing a letter, choose nothing.
      if (isComposing(event)) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const count = options.length;
        setActive((current) =>
          event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
        );
      } else if (event.key === "Enter" && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    };
    field.addEventListener("keydown", onKey);
    return () => field.removeEventListener("keydown", onKey);
  });

  // The highlighted option is named on the combobox and scrolled into view.
  const activeId = options[active]?.id;
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    if (activeId) {
      field.setAttribute("aria-activedescendant", activeId);
      document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
    } else field.removeAttribute("aria-activedescendant");
    return () => field.removeAttribute("aria-activedescendant");
  }, [activeId, input]);

  // A click or tap outside the box closes the panel.
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [container, onClose]);

  const count =
    shown.length === 1 ? t(lang, "searchResultsOne") : t(lang, "searchResultsMany", { count: shown.length });
  const status = !own.data
    ? own.isError
      ? t(lang, "searchFailed")
      : own.failureCount > 0
        ? t(lang, "searchRetrying")
        : t(lang, "searchLoading")
    : otherPending
      ? t(lang, "searchLookingInOther", languageNames(lang, other))
      : shown.length === 0
        ? t(lang, "searchNoResults")
        : corrected
          ? t(lang, "searchShowingForStatus", { query: corrected.text, results: count })
          : count;

  if (!parsed) return null;
  const optionProps = (index: number) => ({
    id: options[index]!.id,
    role: "option" as const,
    "aria-selected": index === active,
    onMouseMove: () => setActive(index),
    onClick: (event: React.MouseEvent) => openOption(options[index]!, event, choose),
    onAuxClick: (event: React.MouseEvent) => openOption(options[index]!, event, choose),
  });
  const showingFor = around(lang, "searchShowingFor", "query");
  const exactIndex = corrected ? shown.length : -1;
  const askIndex = shown.length + (corrected ? 1 : 0);
  return (
    <>
      {statusRegion && createPortal(status, statusRegion)}
      <div
        data-testid="search-panel"
        data-results-for={resultsFor}
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-2 flex max-h-[min(70dvh,32rem)] flex-col overflow-hidden rounded-xl border border-border bg-surface text-left shadow-xl",
          // A wide panel centred under the header on large screens, room for full titles.
          variant === "header" &&
            "lg:fixed lg:inset-x-auto lg:top-16 lg:left-1/2 lg:w-[min(48rem,calc(100vw-3rem))] lg:-translate-x-1/2",
        )}
      >
        {/* Options are reached through the combobox (arrow keys, Enter), not by focus or Tab. */}
        <div
          id={listboxId}
          role="listbox"
          aria-label={t(lang, "searchResultsLabel")}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div role="presentation" data-search-scroll className="min-h-0 flex-1 overflow-y-auto p-2">
            {!own.data && (
              <div
                role="presentation"
                className="flex items-center justify-between gap-3 px-3 py-3 text-sm text-muted-foreground"
              >
                <span>{status}</span>
                {own.isError && (
                  <button
                    type="button"
                    onClick={own.retry}
                    className="rounded-md border border-border px-2 py-1 text-xs font-medium text-foreground hover:bg-muted"
                  >
                    {t(lang, "searchRetry")}
                  </button>
                )}
              </div>
            )}
            {otherPending && (
              <div role="presentation" className="px-3 py-3 text-sm text-muted-foreground">
                {t(lang, "searchLookingInOther", languageNames(lang, other))}
              </div>
            )}
            {corrected && shown.length > 0 && (
              <p
                role="presentation"
                data-testid="search-corrected"
                className="px-3 pt-2 pb-1 text-sm text-muted-foreground"
              >
                {showingFor[0]}
                <strong className="font-semibold text-foreground">{corrected.text}</strong>
                {showingFor[1]}
              </p>
            )}
            {own.data && results.length === 0 && !otherPending && (
              <div role="presentation" data-testid="search-no-results" className="px-3 py-3 text-sm">
                <p className="font-medium">{t(lang, "searchNoResults")}</p>
                <p className="text-muted-foreground">
                  {otherResults.length > 0
                    ? t(lang, "searchOtherLanguage", languageNames(lang, other))
                    : t(lang, "searchNoResultsHint")}
                </p>
              </div>
            )}
            {own.data &&
              groups.map(
                (group) =>
                  shown.indexOf(group.results[0]!) < rendered && (
                    <div key={group.title} role="group" aria-label={group.title} className="mb-1">
                      <div
                        aria-hidden="true"
                        className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase"
                      >
                        {group.title}
                      </div>
                      {group.results.map((result) => {
                        const position = shown.indexOf(result);
                        if (position >= rendered) return null;
                        return (
                          <div
                            key={`${shownLang}${result.document.route}`}
                            {...optionProps(position)}
                            data-testid="search-result"
                            className={cn(
                              "relative flex cursor-pointer gap-3 rounded-lg px-3 py-2",
                              position === active && "bg-muted",
                            )}
                          >
                            <ResultContent
                              result={result}
                              href={options[position]?.href}
                              badge={result.document.lang ?? (shownLang === lang ? undefined : shownLang)}
                            />
                          </div>
                        );
                      })}
                    </div>
                  ),
              )}
          </div>
          {/* Pinned below the results, however far they scroll. */}
          <div role="presentation" className="border-t border-border p-2">
            {corrected && (
              <div
                {...optionProps(exactIndex)}
                data-testid="search-exact"
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted-foreground",
                  exactIndex === active && "bg-muted",
                )}
              >
                <Icon name="search" />
                <span className="min-w-0 truncate">
                  {t(lang, "searchInsteadFor", { query: parsed.text })}
                </span>
              </div>
            )}
            <div
              {...optionProps(askIndex)}
              data-testid="search-ask"
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-primary",
                askIndex === active && "bg-muted",
              )}
            >
              <Icon name="sparkles" />
              <span className="min-w-0 truncate">{t(lang, "searchAsk", { query: parsed.text })}</span>
            </div>
            {options[askIndex + 1] && (
              <div
                {...optionProps(askIndex + 1)}
                data-testid="search-all"
                className={cn(
                  "relative flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted-foreground",
                  askIndex + 1 === active && "bg-muted",
                )}
              >
                {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
                <a
                  href={options[askIndex + 1]?.href}
                  inert
                  aria-hidden="true"
                  tabIndex={-1}
                  className="absolute inset-0"
                />
                <Icon name="search" />
                <span className="min-w-0 flex-1 truncate">
                  {t(lang, "searchAll", { query: parsed.text })}
                </span>
                <kbd
                  aria-hidden="true"
                  className="hidden rounded border border-border px-1.5 font-sans text-[0.7rem] sm:block"
                >
                  Enter
                </kbd>
              </div>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
