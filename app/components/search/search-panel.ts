/**
 * The results panel of a search box, plain DOM, loaded with the combobox (combobox.ts) at the
 * reader's first sign of intent. It reads the box's search session (lib/search/session.ts: the
 * index of the page's language, a fallback language's when the page's has no match, corrections)
 * and shows the options: results grouped by category, then, pinned below them whatever the
 * scroll, the query as typed after a correction, "Ask {product} about …" and the link to the full
 * results page. The arrow keys move through the options and Enter chooses one; a click or tap
 * outside the box closes the panel.
 *
 * Each key redraws the panel, and changes only what differs: its parts (the listbox, the notices,
 * the pinned options, each category's group) are made once and kept, its result rows are kept by
 * page (result-rows.ts), and a draw moves, adds or removes only the nodes out of place
 * (`setChildren`), so the browser styles and lays out anew only those. A key draws the first screen
 * of results, the rest a frame later; a result's link (which names its section, found with its
 * passage) is worked out only for the results drawn.
 */
import { askAssistant } from "~/components/assistant/assistant";
import { searchPanelIcon } from "~/components/ui/icon-element";
import { cn } from "~/lib/cn";
import { languageNames, type Lang } from "~/lib/i18n";
import { around, t } from "~/lib/messages";
import { groupByCategory, shownOrder } from "~/lib/search/group";
import { exactResultsHref, resultHref } from "~/lib/search/hrefs";
import { SearchSession, type SearchView } from "~/lib/search/session";
import { resultsPageHref } from "~/lib/urls";
import { h, setChildren, setText } from "~/widget/h";
import { isComposing } from "./composing";
import { resultRows } from "./result-rows";
import type { SearchBoxVariant } from "./search-box-markup";
import { loadingMessage } from "./status";

interface SearchOption {
  id: string;
  kind: "result" | "exact" | "ask" | "all";
  /**
   * Where the option goes (full page load); absent for the ask option and the exact one. Read when
   * needed: a result's link names its section, which is found only for the results drawn.
   */
  href?: () => string;
}

export interface SearchPanelParts {
  lang: Lang;
  variant: SearchBoxVariant;
  listboxId: string;
  /** The combobox: the panel names its active option on it. */
  input: HTMLInputElement;
  /** The whole search box: the panel goes in it, and a pointer down outside it closes the panel. */
  container: HTMLElement;
  /** The box's live region: the panel's status is written there. */
  statusRegion: HTMLElement | null;
  onClose: () => void;
}

/**
 * Results a key draws at once, about as many as the panel shows without scrolling: they reach the
 * screen sooner, and the rest (their excerpts cut only then) follow in a frame of their own.
 */
const firstFrameResults = 8;

/**
 * Results the panel asks to have ranked first, a little over a screen of them: on a sharded search
 * only their pages are fetched, and "See all results" opens the rest on the results page.
 */
const shownFirst = 10;

/** Characters of a result's snippet: one line of the wide panel. */
const snippetLength = 110;

const optionClass = "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2";
const activeClass = "bg-muted";

export class SearchPanel {
  /** The search of this opening of the panel: a new one each time it opens. */
  private session: SearchSession;
  private readonly element: HTMLElement;
  private query = "";
  /** The reader asked for the text as typed, not its correction: until the query changes. */
  private exactFor: string | undefined;
  /** The draw of every result after the frame that shows the first screen of them; 0 once all are drawn. */
  private drawAllLater = 0;
  /** The reader has scrolled the results: all of them are in sight, drawn at once. */
  private scrolled = false;
  private readonly rows = resultRows();
  /** The panel's parts, made once and kept: a draw changes their text and which of them are in. */
  private readonly listbox: HTMLElement;
  private readonly scrollArea: HTMLElement;
  private readonly footer: HTMLElement;
  private readonly notices: ReturnType<typeof noticeParts>;
  private readonly fixed: ReturnType<typeof fixedOptions>;
  /** Each category's group of results, by its title, kept as its rows are. */
  private readonly groups = new Map<string, { element: HTMLElement; heading: HTMLElement }>();
  /** The query (as read) the drawn results are for: when it changes, the results scroll back to the top. */
  private drawnFor: string | undefined;
  private options: SearchOption[] = [];
  private optionElements: HTMLElement[] = [];
  private active = -1;
  /** Stops following the session and the pointer; undefined while the panel is closed. */
  private stopWatching: (() => void) | undefined;

  constructor(private readonly parts: SearchPanelParts) {
    this.session = new SearchSession(parts.lang);
    this.element = h("div", {
      "data-testid": "search-panel",
      class: cn(
        "absolute inset-x-0 top-full z-50 mt-2 flex max-h-[min(70dvh,32rem)] flex-col overflow-hidden rounded-xl border border-border bg-surface text-left shadow-xl",
        // A wide panel centred under the header on large screens, room for full titles.
        parts.variant === "header" &&
          "lg:fixed lg:inset-x-auto lg:top-16 lg:left-1/2 lg:w-[min(48rem,calc(100vw-3rem))] lg:-translate-x-1/2",
      ),
      // The options' pointer events, handled here for every option any draw makes.
      onMouseMove: (event) => {
        const index = this.optionAt(event);
        if (index >= 0 && this.active !== index) this.highlight(index, { scroll: true });
      },
      onClick: (event) => this.open(this.optionAt(event), event as MouseEvent),
      onAuxClick: (event) => this.open(this.optionAt(event), event as MouseEvent),
    });
    this.scrollArea = h("div", {
      role: "presentation",
      "data-search-scroll": true,
      class: "min-h-0 flex-1 overflow-y-auto p-2",
      onScroll: () => (this.scrolled = true),
    });
    // Pinned below the results, however far they scroll.
    this.footer = h("div", { role: "presentation", class: "border-t border-border p-2" });
    // Options are reached through the combobox (arrow keys, Enter), not by focus or Tab.
    this.listbox = h(
      "div",
      {
        id: parts.listboxId,
        role: "listbox",
        "aria-label": t(parts.lang, "searchResultsLabel"),
        class: "flex min-h-0 flex-1 flex-col",
      },
      this.scrollArea,
      this.footer,
    );
    this.element.append(this.listbox);
    this.notices = noticeParts(parts.lang, () => this.session.retry());
    this.fixed = fixedOptions();
  }

  /** Follows the session and the pointer, from the panel's opening until it closes. */
  private watch(): void {
    const { parts } = this;
    const stopSession = this.session.subscribe(() => this.draw());
    // A click or tap outside the box closes the panel.
    const onPointer = (event: PointerEvent) => {
      if (!parts.container.contains(event.target as Node)) parts.onClose();
    };
    document.addEventListener("pointerdown", onPointer);
    this.stopWatching = () => {
      stopSession();
      document.removeEventListener("pointerdown", onPointer);
    };
  }

  /** Shows the results of `query` (the box's text), opening the panel if it is closed. */
  show(query: string): void {
    if (!this.stopWatching) this.watch();
    if (query !== this.query) this.active = -1;
    this.query = query;
    this.search();
  }

  /**
   * The combobox's keys: arrows move through the options (wrapping around), Enter chooses the
   * highlighted one. Without one highlighted, Enter is left to the box (the results page).
   */
  onKey(event: KeyboardEvent): void {
    // An input method's keys, composing a letter, choose nothing.
    if (isComposing(event) || !this.element.isConnected) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const count = this.options.length;
      const current = this.active;
      // A result not drawn yet (below the first screen) is drawn before it is highlighted.
      if (this.drawAllLater) this.draw(true);
      this.highlight(
        event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
        { scroll: true },
      );
    } else if (event.key === "Enter" && this.options[this.active]) {
      event.preventDefault();
      this.choose(this.options[this.active]!);
    }
  }

  /**
   * Takes the panel off the page and stops everything its search started. Its parts and rows are
   * kept for its next opening (the box cleared and typed into again): a new search, drawn into them.
   */
  close(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.session.dispose();
    this.session = new SearchSession(this.parts.lang);
    this.query = "";
    this.exactFor = undefined;
    this.active = -1;
    // The next opening shows its results from the top.
    if (this.scrolled) this.scrollArea.scrollTop = 0;
    this.scrolled = false;
    this.drawnFor = undefined;
    this.options = [];
    this.optionElements = [];
    cancelAnimationFrame(this.drawAllLater);
    this.drawAllLater = 0;
    this.element.remove();
    this.parts.input.removeAttribute("aria-activedescendant");
    if (this.parts.statusRegion) this.parts.statusRegion.textContent = "";
  }

  private search(): void {
    const exact = this.exactFor === this.query;
    const before = this.session.view();
    this.session.search(this.query, { excerptLength: snippetLength, exact, shown: shownFirst });
    // A change of the session draws the panel (its subscription); a query the session reads as the
    // same (a space more) still moves the highlight back and renames the results page's link.
    if (this.session.view() === before) this.draw();
  }

  private choose(option: SearchOption): void {
    if (option.kind === "exact") {
      this.exactFor = this.query;
      this.active = -1;
      this.search();
      return;
    }
    // Closing forgets the query: it is read first.
    const query = this.query.trim();
    this.parts.onClose();
    if (option.kind === "ask") askAssistant(query);
    else if (option.href) window.location.assign(option.href());
  }

  /** The index of the option a pointer event is on, or -1. */
  private optionAt(event: Event): number {
    const target = (event.target as Element).closest("[role=option]");
    return target ? this.optionElements.indexOf(target as HTMLElement) : -1;
  }

  /** A plain click opens in this tab (full page load); Ctrl/Cmd-click or a middle click in a new one. */
  private open(index: number, event: MouseEvent): void {
    const option = this.options[index];
    if (!option || event.button > 1) return;
    if (option.href && (event.ctrlKey || event.metaKey || event.button === 1)) {
      window.open(option.href(), "_blank", "noopener");
      return;
    }
    this.choose(option);
  }

  /** The highlighted option, named on the combobox (and, when it moved, scrolled into view). */
  private highlight(index: number, { scroll = false } = {}): void {
    this.optionElements[this.active]?.classList.remove(activeClass);
    this.optionElements[this.active]?.setAttribute("aria-selected", "false");
    this.active = index;
    const element = this.optionElements[index];
    const { input } = this.parts;
    if (!element) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    element.classList.add(activeClass);
    element.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", element.id);
    if (scroll) element.scrollIntoView({ block: "nearest" });
  }

  /** The group of the category titled `title`, made the first time it has results to show. */
  private group(title: string): { element: HTMLElement; heading: HTMLElement } {
    let kept = this.groups.get(title);
    if (!kept) {
      const heading = h(
        "div",
        {
          "aria-hidden": "true",
          class: "px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase",
        },
        title,
      );
      kept = { element: h("div", { role: "group", "aria-label": title, class: "mb-1" }, heading), heading };
      this.groups.set(title, kept);
    }
    return kept;
  }

  /** Draws the view: its first screen of results, or with `every` (or once scrolled) every result. */
  private draw(every = false): void {
    cancelAnimationFrame(this.drawAllLater);
    const view = this.session.view();
    const { parsed } = view;
    const { lang, listboxId, container, statusRegion } = this.parts;
    const { query } = this;
    const exact = this.exactFor === query;
    const shownLang = view.results.length > 0 ? lang : view.other;
    const groups = groupByCategory(view.results.length > 0 ? view.results : view.otherResults);
    const shown = shownOrder(groups);
    const status = statusOf(view, shown.length, lang);
    if (statusRegion && statusRegion.textContent !== (parsed ? status : ""))
      statusRegion.textContent = parsed ? status : "";
    if (!parsed) {
      this.element.remove();
      this.options = [];
      this.optionElements = [];
      return;
    }
    this.options = [
      ...shown.map((result, index) => ({
        id: `${listboxId}-r${index}`,
        kind: "result" as const,
        href: () => resultHref(result, shownLang),
      })),
      ...(view.corrected ? [{ id: `${listboxId}-exact`, kind: "exact" as const }] : []),
      { id: `${listboxId}-ask`, kind: "ask" as const },
      ...(shown.length > 0
        ? [
            {
              id: `${listboxId}-all`,
              kind: "all" as const,
              href: () => (exact ? exactResultsHref(query, lang) : resultsPageHref(query, lang)),
            },
          ]
        : []),
    ];
    this.optionElements = [];
    const drawn = every || this.scrolled ? shown.length : Math.min(shown.length, firstFrameResults);
    const option = (index: number, element: HTMLElement) => {
      const selected = String(index === this.active);
      const { id } = this.options[index]!;
      if (element.id !== id) element.id = id;
      if (element.getAttribute("aria-selected") !== selected) {
        element.setAttribute("aria-selected", selected);
        element.classList.toggle(activeClass, index === this.active);
      }
      this.optionElements[index] = element;
      return element;
    };

    // A result's row, the one of its page kept from the draws before.
    const resultOption = (result: (typeof shown)[number]) => {
      const position = shown.indexOf(result);
      return option(
        position,
        this.rows({
          result,
          href: this.options[position]!.href!(),
          badge: result.document.lang ?? (shownLang === lang ? undefined : shownLang),
        }),
      );
    };
    const exactIndex = view.corrected ? shown.length : -1;
    const askIndex = shown.length + (view.corrected ? 1 : 0);
    const all = this.options[askIndex + 1];

    const { notices, fixed } = this;
    const inScroll: HTMLElement[] = [];
    if (!view.own.data) {
      setText(notices.loadingText, status);
      setChildren(
        notices.loading,
        view.own.isError ? [notices.loadingText, notices.retry] : [notices.loadingText],
      );
      inScroll.push(notices.loading);
    }
    if (view.otherPending) {
      setText(notices.pending, t(lang, "searchLookingInOther", languageNames(lang, view.other)));
      inScroll.push(notices.pending);
    }
    if (view.corrected && shown.length > 0) {
      setText(notices.correctedQuery, view.corrected.text);
      inScroll.push(notices.corrected);
    }
    if (view.own.data && view.results.length === 0 && !view.otherPending) {
      setText(
        notices.noResultsHint,
        view.otherResults.length > 0
          ? t(lang, "searchOtherLanguage", languageNames(lang, view.other))
          : t(lang, "searchNoResultsHint"),
      );
      inScroll.push(notices.noResults);
    }
    if (view.own.data)
      for (const group of groups) {
        const rows = group.results.filter((result) => shown.indexOf(result) < drawn).map(resultOption);
        if (rows.length === 0) continue;
        const kept = this.group(group.title);
        setChildren(kept.element, [kept.heading, ...rows]);
        inScroll.push(kept.element);
      }
    setChildren(this.scrollArea, inScroll);
    if (view.resultsFor !== this.drawnFor) {
      this.drawnFor = view.resultsFor;
      if (this.scrolled) this.scrollArea.scrollTop = 0;
    }

    const inFooter: HTMLElement[] = [];
    if (view.corrected) {
      setText(fixed.exactText, t(lang, "searchInsteadFor", { query: parsed.text }));
      inFooter.push(option(exactIndex, fixed.exact));
    }
    setText(fixed.askText, t(lang, "searchAsk", { query: parsed.text }));
    inFooter.push(option(askIndex, fixed.ask));
    if (all) {
      const href = all.href!();
      if (fixed.allLink.getAttribute("href") !== href) fixed.allLink.setAttribute("href", href);
      setText(fixed.allText, t(lang, "searchAll", { query: parsed.text }));
      inFooter.push(option(askIndex + 1, fixed.all));
    }
    setChildren(this.footer, inFooter);
    if (view.resultsFor === undefined) this.element.removeAttribute("data-results-for");
    else this.element.setAttribute("data-results-for", view.resultsFor);
    if (!this.element.isConnected) container.append(this.element);
    this.highlight(this.active < this.options.length ? this.active : -1);
    // Every result once the first have reached the screen, in a frame of their own.
    this.drawAllLater =
      drawn < shown.length
        ? requestAnimationFrame(() =>
            setTimeout(() => {
              if (this.element.isConnected) this.draw(true);
            }),
          )
        : 0;
  }
}

/** The notices above the results (loading, another language, a correction, no results), made once. */
function noticeParts(lang: Lang, retry: () => void) {
  const loadingText = h("span");
  const retryButton = h(
    "button",
    {
      type: "button",
      onClick: retry,
      class: "rounded-md border border-border px-2 py-1 text-xs font-medium text-foreground hover:bg-muted",
    },
    t(lang, "searchRetry"),
  );
  const correctedQuery = h("strong", { class: "font-semibold text-foreground" });
  const [before, after] = around(lang, "searchShowingFor", "query");
  const noResultsHint = h("p", { class: "text-muted-foreground" });
  return {
    loading: h("div", {
      role: "presentation",
      class: "flex items-center justify-between gap-3 px-3 py-3 text-sm text-muted-foreground",
    }),
    loadingText,
    retry: retryButton,
    pending: h("div", { role: "presentation", class: "px-3 py-3 text-sm text-muted-foreground" }),
    corrected: h(
      "p",
      {
        role: "presentation",
        "data-testid": "search-corrected",
        class: "px-3 pt-2 pb-1 text-sm text-muted-foreground",
      },
      before,
      correctedQuery,
      after,
    ),
    correctedQuery,
    noResults: h(
      "div",
      { role: "presentation", "data-testid": "search-no-results", class: "px-3 py-3 text-sm" },
      h("p", { class: "font-medium" }, t(lang, "searchNoResults")),
      noResultsHint,
    ),
    noResultsHint,
  };
}

/** The options pinned below the results (the query as typed, ask, every result), made once. */
function fixedOptions() {
  const exactText = h("span", { class: "min-w-0 truncate" });
  const askText = h("span", { class: "min-w-0 truncate" });
  const allText = h("span", { class: "min-w-0 flex-1 truncate" });
  const allLink = h("a", { inert: true, "aria-hidden": "true", tabindex: "-1", class: "absolute inset-0" });
  const optionOf = (attributes: Record<string, string>, ...children: Node[]) =>
    h("div", { ...attributes, role: "option", "aria-selected": "false" }, ...children);
  return {
    exact: optionOf(
      { "data-testid": "search-exact", class: cn(optionClass, "text-sm text-muted-foreground") },
      searchPanelIcon("search"),
      exactText,
    ),
    exactText,
    ask: optionOf(
      { "data-testid": "search-ask", class: cn(optionClass, "py-2.5 text-sm font-medium text-primary") },
      searchPanelIcon("sparkles"),
      askText,
    ),
    askText,
    all: optionOf(
      { "data-testid": "search-all", class: cn("relative", optionClass, "text-sm text-muted-foreground") },
      allLink,
      searchPanelIcon("search"),
      allText,
      h(
        "kbd",
        {
          "aria-hidden": "true",
          class: "hidden rounded border border-border px-1.5 font-sans text-[0.7rem] sm:block",
        },
        "Enter",
      ),
    ),
    allLink,
    allText,
  };
}

/** What the box's live region says. */
function statusOf(view: SearchView, count: number, lang: Lang): string {
  const results = count === 1 ? t(lang, "searchResultsOne") : t(lang, "searchResultsMany", { count });
  if (!view.own.data) return t(lang, loadingMessage(view.own));
  if (view.otherPending) return t(lang, "searchLookingInOther", languageNames(lang, view.other));
  if (count === 0) return t(lang, "searchNoResults");
  if (view.corrected) return t(lang, "searchShowingForStatus", { query: view.corrected.text, results });
  return results;
}
