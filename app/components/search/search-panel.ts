/**
 * The results panel of a search box, plain DOM, loaded with the combobox (combobox.ts) at the
 * reader's first sign of intent. It reads the box's search session (lib/search/session.ts: the
 * index of the page's language, a fallback language's when the page's has no match, corrections)
 * and shows the options: results grouped by category, then, pinned below them whatever the
 * scroll, the query as typed after a correction, "Ask {product} about …" and the link to the full
 * results page. The arrow keys move through the options and Enter chooses one; a click or tap
 * outside the box closes the panel.
 *
 * Each key redraws the panel, so a draw makes nothing it made before: its parts are made once,
 * the result rows are kept by page (result-rows.ts), and a draw changes only the text, attributes
 * and places that differ.
 */
import { askAssistant } from "~/components/assistant/assistant";
import { iconElement } from "~/components/ui/icon-element";
import { languageNames, type Lang } from "~/lib/i18n";
import { around, t } from "~/lib/messages";
import { groupByCategory, shownOrder } from "~/lib/search/group";
import { exactResultsHref, resultHref } from "~/lib/search/hrefs";
import { SearchSession, type SearchView } from "~/lib/search/session";
import { resultsPageHref } from "~/lib/urls";
import { h, placeChildren } from "~/widget/h";
import { isComposing } from "./composing";
import { ResultRows } from "./result-rows";
import type { SearchBoxVariant } from "./search-box-markup";
import { loadingMessage } from "./status";

interface SearchOption {
  kind: "result" | "exact" | "ask" | "all";
  /** Where the option goes (full page load); absent for the ask option and the exact one. */
  href?: string;
  /** Absent for a result not drawn yet. */
  element?: HTMLElement;
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
const panelClass =
  "absolute inset-x-0 top-full z-50 mt-2 flex max-h-[min(70dvh,32rem)] flex-col overflow-hidden rounded-xl border border-border bg-surface text-left shadow-xl";
/** A wide panel centred under the header on large screens, room for full titles. */
const headerPanelClass =
  "lg:fixed lg:inset-x-auto lg:top-16 lg:left-1/2 lg:w-[min(48rem,calc(100vw-3rem))] lg:-translate-x-1/2";
const noteClass = "px-3 py-3 text-sm text-muted-foreground";

/** Sets an element's text when it differs. */
function setText(element: Element, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** A group of results under its category's title. */
interface Group {
  element: HTMLElement;
  /** The title's element, then the rows: what the group holds. */
  title: HTMLElement;
}

export class SearchPanel {
  private readonly session: SearchSession;
  private readonly element: HTMLElement;
  private query = "";
  /** The reader asked for the text as typed, not its correction: until the query changes. */
  private exactFor: string | undefined;
  /** The draw of the results below the first screen, after the frame that shows the first. */
  private restFrame = 0;
  private restTimer: ReturnType<typeof setTimeout> | undefined;
  /** The reader has scrolled the results: what is below the first screen is in sight, drawn at once. */
  private scrolled = false;
  private options: SearchOption[] = [];
  private active = -1;
  /** The option drawn as highlighted, whichever draw made it. */
  private highlighted: HTMLElement | undefined;
  private readonly stopWatching: () => void;

  // The panel's parts, made once and placed by each draw as the view needs them.
  private readonly listbox: HTMLElement;
  private readonly scroll: HTMLElement;
  private readonly footer: HTMLElement;
  private readonly loading: HTMLElement;
  private readonly loadingText: HTMLElement;
  private readonly retry: HTMLElement;
  private readonly otherPending: HTMLElement;
  private readonly corrected: HTMLElement;
  private readonly correctedQuery: HTMLElement;
  private readonly noResults: HTMLElement;
  private readonly noResultsHint: HTMLElement;
  private readonly exactOption: HTMLElement;
  private readonly exactText: HTMLElement;
  private readonly askOption: HTMLElement;
  private readonly askText: HTMLElement;
  private readonly allOption: HTMLElement;
  private readonly allLink: HTMLAnchorElement;
  private readonly allText: HTMLElement;
  private readonly rows = new ResultRows();
  private groups = new Map<string, Group>();

  constructor(private readonly parts: SearchPanelParts) {
    const { lang, listboxId, variant } = parts;
    this.session = new SearchSession(lang);
    this.loadingText = h("span");
    this.retry = h(
      "button",
      {
        type: "button",
        onClick: this.session.retry,
        class: "rounded-md border border-border px-2 py-1 text-xs font-medium text-foreground hover:bg-muted",
      },
      t(lang, "searchRetry"),
    );
    this.loading = h(
      "div",
      {
        role: "presentation",
        class: "flex items-center justify-between gap-3 px-3 py-3 text-sm text-muted-foreground",
      },
      this.loadingText,
    );
    this.otherPending = h("div", { role: "presentation", class: noteClass });
    this.correctedQuery = h("strong", { class: "font-semibold text-foreground" });
    const showingFor = around(lang, "searchShowingFor", "query");
    this.corrected = h(
      "p",
      {
        role: "presentation",
        "data-testid": "search-corrected",
        class: "px-3 pt-2 pb-1 text-sm text-muted-foreground",
      },
      showingFor[0],
      this.correctedQuery,
      showingFor[1],
    );
    this.noResultsHint = h("p", { class: "text-muted-foreground" });
    this.noResults = h(
      "div",
      { role: "presentation", "data-testid": "search-no-results", class: "px-3 py-3 text-sm" },
      h("p", { class: "font-medium" }, t(lang, "searchNoResults")),
      this.noResultsHint,
    );
    this.exactText = h("span", { class: "min-w-0 truncate" });
    this.exactOption = h(
      "div",
      {
        role: "option",
        "data-testid": "search-exact",
        class: `${optionClass} text-sm text-muted-foreground`,
      },
      iconElement("search"),
      this.exactText,
    );
    this.askText = h("span", { class: "min-w-0 truncate" });
    this.askOption = h(
      "div",
      {
        role: "option",
        "data-testid": "search-ask",
        class: `${optionClass} py-2.5 text-sm font-medium text-primary`,
      },
      iconElement("sparkles"),
      this.askText,
    );
    this.allText = h("span", { class: "min-w-0 flex-1 truncate" });
    this.allLink = h("a", { inert: true, "aria-hidden": "true", tabindex: "-1", class: "absolute inset-0" });
    this.allOption = h(
      "div",
      {
        role: "option",
        "data-testid": "search-all",
        class: `relative ${optionClass} text-sm text-muted-foreground`,
      },
      this.allLink,
      iconElement("search"),
      this.allText,
      h(
        "kbd",
        {
          "aria-hidden": "true",
          class: "hidden rounded border border-border px-1.5 font-sans text-[0.7rem] sm:block",
        },
        "Enter",
      ),
    );
    for (const option of [this.exactOption, this.askOption, this.allOption])
      option.setAttribute("aria-selected", "false");
    this.scroll = h("div", {
      role: "presentation",
      "data-search-scroll": true,
      class: "min-h-0 flex-1 overflow-y-auto p-2",
      onScroll: () => {
        this.scrolled = this.scroll.scrollTop > 0;
      },
    });
    // Pinned below the results, however far they scroll.
    this.footer = h("div", { role: "presentation", class: "border-t border-border p-2" });
    // Options are reached through the combobox (arrow keys, Enter), not by focus or Tab.
    this.listbox = h(
      "div",
      {
        id: listboxId,
        role: "listbox",
        "aria-label": t(lang, "searchResultsLabel"),
        class: "flex min-h-0 flex-1 flex-col",
      },
      this.scroll,
      this.footer,
    );
    this.element = h(
      "div",
      {
        "data-testid": "search-panel",
        class: variant === "header" ? `${panelClass} ${headerPanelClass}` : panelClass,
        // The options' pointer events, handled once for every option the panel ever draws.
        onMouseMove: (event) => {
          const index = this.optionAt(event);
          if (index >= 0 && this.active !== index) this.highlight(index, { scroll: true });
        },
        onClick: (event) => this.open(this.optionAt(event), event as MouseEvent),
        onAuxClick: (event) => this.open(this.optionAt(event), event as MouseEvent),
      },
      this.listbox,
    );
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

  /** Shows the results of `query` (the box's text). */
  show(query: string): void {
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
      // An option not drawn yet (a result below the first screen) is drawn before it is highlighted.
      if (this.options.some((option) => !option.element)) this.draw(true);
      this.highlight(
        event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
        { scroll: true },
      );
    } else if (event.key === "Enter" && this.options[this.active]) {
      event.preventDefault();
      this.choose(this.options[this.active]!);
    }
  }

  /** Takes the panel off the page and stops everything it started. */
  close(): void {
    this.stopWatching();
    this.session.dispose();
    this.cancelRest();
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
    this.parts.onClose();
    if (option.kind === "ask") askAssistant(this.query.trim());
    else if (option.href) window.location.assign(option.href);
  }

  /** The index of the option a pointer event is on, or -1. */
  private optionAt(event: Event): number {
    const target = event.target instanceof Element ? event.target.closest("[role=option]") : null;
    return target ? this.options.findIndex((option) => option.element === target) : -1;
  }

  /** A plain click opens in this tab (full page load); Ctrl/Cmd-click or a middle click in a new one. */
  private open(index: number, event: MouseEvent): void {
    const option = this.options[index];
    if (!option || event.button > 1) return;
    if (option.href && (event.ctrlKey || event.metaKey || event.button === 1)) {
      window.open(option.href, "_blank", "noopener");
      return;
    }
    this.choose(option);
  }

  /** The highlighted option, named on the combobox (and, when it moved, scrolled into view). */
  private highlight(index: number, { scroll = false } = {}): void {
    const element = this.options[index]?.element;
    if (this.highlighted !== element) {
      this.highlighted?.classList.remove(activeClass);
      this.highlighted?.setAttribute("aria-selected", "false");
      element?.classList.add(activeClass);
      element?.setAttribute("aria-selected", "true");
      this.highlighted = element;
    }
    this.active = index;
    const { input } = this.parts;
    if (!element) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    input.setAttribute("aria-activedescendant", element.id);
    if (scroll) element.scrollIntoView({ block: "nearest" });
  }

  private cancelRest(): void {
    cancelAnimationFrame(this.restFrame);
    clearTimeout(this.restTimer);
    this.restFrame = 0;
  }

  /** Draws the view: its first screen of results, or with `all` (or once scrolled) every result. */
  private draw(all = false): void {
    this.cancelRest();
    const view = this.session.view();
    const { parsed } = view;
    const { lang, listboxId, container, statusRegion } = this.parts;
    const groups = groupByCategory(view.results.length > 0 ? view.results : view.otherResults);
    const shown = shownOrder(groups);
    const status = statusOf(view, shown.length, lang);
    if (statusRegion) setText(statusRegion, parsed ? status : "");
    if (!parsed) {
      this.element.remove();
      this.options = [];
      this.highlight(-1);
      return;
    }
    const shownLang = view.results.length > 0 ? lang : view.other;
    const drawn = all || this.scrolled ? shown.length : Math.min(shown.length, firstFrameResults);

    // The results, grouped, as far as this frame draws them; each a kept row.
    const options: SearchOption[] = [];
    const groupElements: HTMLElement[] = [];
    const keptGroups = new Map<string, Group>();
    for (const { title, results } of groups) {
      if (options.length >= drawn) break;
      const group = this.groups.get(title) ?? makeGroup(title);
      keptGroups.set(title, group);
      const rows: HTMLElement[] = [];
      for (const result of results) {
        if (options.length >= drawn) break;
        const href = resultHref(result, shownLang);
        const element = this.rows.row(`${shownLang} ${result.document.route}`, {
          result,
          href,
          badge: result.document.lang ?? (shownLang === lang ? undefined : shownLang),
        });
        const id = `${listboxId}-r${options.length}`;
        if (element.id !== id) element.id = id;
        options.push({ kind: "result", href, element });
        rows.push(element);
      }
      placeChildren(group.element, [group.title, ...rows]);
      groupElements.push(group.element);
    }
    // The rows below the first screen are kept for the draw that follows.
    if (drawn === shown.length) this.rows.forgetOthers();
    this.groups = keptGroups;
    // Results not drawn yet are options still (they follow in a frame): the pinned ones keep their place.
    for (const result of shown.slice(options.length))
      options.push({ kind: "result", href: resultHref(result, shownLang) });

    placeChildren(this.scroll, [
      ...(view.own.data ? [] : [this.drawLoading(view, status)]),
      ...(view.otherPending ? [this.drawOtherPending(view)] : []),
      ...(view.corrected && shown.length > 0 ? [this.drawCorrected(view.corrected.text)] : []),
      ...(view.own.data && view.results.length === 0 && !view.otherPending ? [this.drawNoResults(view)] : []),
      ...(view.own.data ? groupElements : []),
    ]);
    placeChildren(this.footer, this.drawFooter(view, parsed.text, shown.length, options));
    this.options = options;

    if (view.resultsFor === undefined) this.element.removeAttribute("data-results-for");
    else this.element.setAttribute("data-results-for", view.resultsFor);
    if (!this.element.isConnected) container.append(this.element);
    this.highlight(this.active < this.options.length ? this.active : -1);
    // Every result once the first have reached the screen, in a frame of their own.
    if (drawn < shown.length)
      this.restFrame = requestAnimationFrame(() => {
        this.restTimer = setTimeout(() => {
          if (this.element.isConnected) this.draw(true);
        });
      });
  }

  private drawLoading(view: SearchView, status: string): HTMLElement {
    setText(this.loadingText, status);
    placeChildren(this.loading, view.own.isError ? [this.loadingText, this.retry] : [this.loadingText]);
    return this.loading;
  }

  private drawOtherPending(view: SearchView): HTMLElement {
    setText(
      this.otherPending,
      t(this.parts.lang, "searchLookingInOther", languageNames(this.parts.lang, view.other)),
    );
    return this.otherPending;
  }

  private drawCorrected(text: string): HTMLElement {
    setText(this.correctedQuery, text);
    return this.corrected;
  }

  private drawNoResults(view: SearchView): HTMLElement {
    const { lang } = this.parts;
    setText(
      this.noResultsHint,
      view.otherResults.length > 0
        ? t(lang, "searchOtherLanguage", languageNames(lang, view.other))
        : t(lang, "searchNoResultsHint"),
    );
    return this.noResults;
  }

  /** The pinned options after the results (added to `options`): the query as typed, ask, all results. */
  private drawFooter(
    view: SearchView,
    text: string,
    results: number,
    options: SearchOption[],
  ): HTMLElement[] {
    const { lang, listboxId } = this.parts;
    const footer: HTMLElement[] = [];
    const add = (kind: SearchOption["kind"], element: HTMLElement, href?: string) => {
      const id = `${listboxId}-${kind}`;
      if (element.id !== id) element.id = id;
      options.push({ kind, element, href });
      footer.push(element);
    };
    if (view.corrected) {
      setText(this.exactText, t(lang, "searchInsteadFor", { query: text }));
      add("exact", this.exactOption);
    }
    setText(this.askText, t(lang, "searchAsk", { query: text }));
    add("ask", this.askOption);
    if (results > 0) {
      const href =
        this.exactFor === this.query ? exactResultsHref(this.query, lang) : resultsPageHref(this.query, lang);
      if (this.allLink.getAttribute("href") !== href) this.allLink.setAttribute("href", href);
      setText(this.allText, t(lang, "searchAll", { query: text }));
      add("all", this.allOption, href);
    }
    return footer;
  }
}

function makeGroup(title: string): Group {
  const heading = h(
    "div",
    { "aria-hidden": "true", class: "px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase" },
    title,
  );
  return {
    element: h("div", { role: "group", "aria-label": title, class: "mb-1" }, heading),
    title: heading,
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
