/**
 * The search panel's result options, kept from one draw to the next: a key redraws the panel, and
 * most of the results it shows were shown for the key before. A page's row is made once and kept
 * while it is shown; a draw changes only what differs in it (its marks, section, snippet, link,
 * language), so a key costs the few text nodes that changed rather than every row's elements.
 * Rows are plain DOM; text is always text (`h`), so a query or a page's words never become markup.
 */
import { iconElement } from "~/components/ui/icon-element";
import type { Lang } from "~/lib/i18n";
import type { Highlighted, SearchResult } from "~/lib/search/engine";
import { markClass, markedParts } from "~/lib/search/marks";
import { htmlLang } from "~/lib/urls";
import { h } from "~/widget/h";

/** Text with its matched ranges in `<mark>`. */
export function markedText(value: Highlighted): (Node | string)[] {
  return markedParts(value).map((part) =>
    part.marked ? h("mark", { class: markClass }, part.text) : part.text,
  );
}

/** The same text with the same marks. */
export function sameHighlight(a: Highlighted | undefined, b: Highlighted | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (a.text !== b.text || a.ranges.length !== b.ranges.length) return false;
  return a.ranges.every(([start, end], index) => {
    const other = b.ranges[index]!;
    return start === other[0] && end === other[1];
  });
}

/** What one result option shows. */
export interface ResultRowContent {
  result: SearchResult;
  /** The result's page (at its section) in the language shown. */
  href: string;
  /** The language of the result's words when it is not the page's: shown as a badge. */
  badge: Lang | undefined;
}

const rowClass = "relative flex cursor-pointer gap-3 rounded-lg px-3 py-2";
const badgeClass =
  "rounded border border-border px-1 text-[0.65rem] font-semibold text-muted-foreground uppercase";

/** One result's option: its elements, and what they show now, so that a draw touches only what changed. */
class ResultRow {
  readonly element: HTMLElement;
  private readonly link: HTMLAnchorElement;
  private readonly title: HTMLElement;
  private readonly section: HTMLElement;
  private readonly badge: HTMLElement;
  private readonly excerpt: HTMLElement;
  private readonly heading: HTMLElement;
  private shown: Partial<ResultRowContent> & Partial<Pick<SearchResult, "title" | "section" | "excerpt">> =
    {};

  constructor(kind: SearchResult["document"]["type"]) {
    // The result's route as a real link, for crawlers and copy-link; inert, so the option stays
    // one control for assistive technology and the click lands on it.
    this.link = h("a", { inert: true, "aria-hidden": "true", tabindex: "-1", class: "absolute inset-0" });
    this.title = h("span", { class: "truncate font-medium" });
    this.section = h("span", { class: "font-normal text-muted-foreground" });
    this.badge = h("span", { class: badgeClass });
    this.excerpt = h("span", { class: "block truncate text-sm text-muted-foreground" });
    this.heading = h("span", { class: "flex items-center gap-2" }, this.title);
    this.element = h(
      "div",
      { role: "option", "aria-selected": "false", "data-testid": "search-result", class: rowClass },
      this.link,
      iconElement(kind === "category" ? "layout-grid" : "file-text", "mt-0.5 text-muted-foreground"),
      h("span", { class: "min-w-0 flex-1" }, this.heading, this.excerpt),
    );
  }

  /** Shows `content`, changing only what differs from what the row shows. */
  update({ result, href, badge }: ResultRowContent): void {
    const shown = this.shown;
    if (shown.href !== href) this.link.setAttribute("href", href);
    if (shown.badge !== badge || shown.result === undefined) {
      const words = badge && htmlLang[badge];
      for (const element of [this.title, this.badge, this.excerpt])
        if (words) element.setAttribute("lang", words);
        else element.removeAttribute("lang");
      this.badge.textContent = badge ? badge.toUpperCase() : "";
      if (badge) this.heading.append(this.badge);
      else this.badge.remove();
    }
    const sectionChanged = !sameHighlight(shown.section, result.section);
    if (sectionChanged && result.section) this.section.replaceChildren(" › ", ...markedText(result.section));
    if (!sameHighlight(shown.title, result.title) || (sectionChanged && !shown.section !== !result.section))
      this.title.replaceChildren(...markedText(result.title), ...(result.section ? [this.section] : []));
    if (!sameHighlight(shown.excerpt, result.excerpt))
      this.excerpt.replaceChildren(...markedText(result.excerpt));
    this.shown = {
      result,
      href,
      badge,
      title: result.title,
      section: result.section,
      excerpt: result.excerpt,
    };
  }
}

/**
 * The result rows of one panel, by page: `row` gives the kept row of a page (made the first time),
 * showing `content`; `forgetOthers` lets go of the rows not asked for since the last time.
 */
export class ResultRows {
  private rows = new Map<string, ResultRow>();
  private asked = new Map<string, ResultRow>();

  row(key: string, content: ResultRowContent): HTMLElement {
    const row = this.asked.get(key) ?? this.rows.get(key) ?? new ResultRow(content.result.document.type);
    row.update(content);
    this.asked.set(key, row);
    return row.element;
  }

  forgetOthers(): void {
    this.rows = this.asked;
    this.asked = new Map();
  }
}
