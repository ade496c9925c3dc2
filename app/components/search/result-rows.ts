/**
 * The search panel's result options, kept from one draw to the next: a key redraws the panel, and
 * most of the results it shows were shown for the key before. A page's row is made once and kept
 * while it is shown; a draw changes only what differs in it (its marks, section, snippet, link,
 * language), so a key costs the few text nodes that changed rather than every row's elements.
 * Rows are plain DOM; text is always text (`h`), so a query or a page's words never become markup.
 */
import { searchPanelIcon } from "~/components/ui/icon-element";
import type { Lang } from "~/lib/i18n";
import type { Highlighted, SearchResult } from "~/lib/search/engine";
import { markClass, markedParts } from "~/lib/search/marks";
import { htmlLang } from "~/lib/urls";
import { h } from "~/widget/h";

/** What one result option shows. */
export interface ResultRowContent {
  result: SearchResult;
  /** The result's page (at its section) in the language shown. */
  href: string;
  /** The language of the result's words when it is not the page's: shown as a badge. */
  badge: Lang | undefined;
}

/** What each element of a row shows now (its text and marks), so a draw redraws only what changed. */
const shown = new WeakMap<Element, string>();

/** Sets `value` of `element` (an attribute, or with `set` its text) unless it is set already. */
function change(element: Element, value: string, set: () => void): void {
  if (shown.get(element) === value) return;
  shown.set(element, value);
  set();
}

/** Shows `value` with its marks in `element` (after `prefix`), unless it shows it already. */
function showMarked(element: Element, value: Highlighted, prefix = ""): void {
  change(element, value.text + value.ranges.join(), () =>
    element.replaceChildren(
      prefix,
      ...markedParts(value).map((part) =>
        part.marked ? h("mark", { class: markClass }, part.text) : part.text,
      ),
    ),
  );
}

/** A new row of a page of `kind`, and how to make it show a result. */
function resultRow(
  kind: SearchResult["document"]["type"],
): [HTMLElement, (content: ResultRowContent) => void] {
  // The result's route as a real link, for crawlers and copy-link; inert, so the option stays
  // one control for assistive technology and the click lands on it.
  const link = h("a", { inert: true, "aria-hidden": "true", tabindex: "-1", class: "absolute inset-0" });
  const title = h("span");
  const section = h("span", { class: "font-normal text-muted-foreground" });
  const titleLine = h("span", { class: "truncate font-medium" }, title, section);
  const badge = h("span", {
    class: "rounded border border-border px-1 text-[0.65rem] font-semibold text-muted-foreground uppercase",
  });
  const excerpt = h("span", { class: "block truncate text-sm text-muted-foreground" });
  const words = h(
    "span",
    { class: "min-w-0 flex-1" },
    h("span", { class: "flex items-center gap-2" }, titleLine, badge),
    excerpt,
  );
  // A row out of the panel's sight is neither styled nor laid out until scrolled to: a key that
  // redraws a panel of thirty results lays out the few in sight (its height until then: a row's,
  // on the tall side).
  const element = h(
    "div",
    {
      role: "option",
      "aria-selected": "false",
      "data-testid": "search-result",
      class:
        "relative flex cursor-pointer gap-3 rounded-lg px-3 py-2 [contain-intrinsic-block-size:auto_4rem] [content-visibility:auto]",
    },
    link,
    searchPanelIcon(kind === "category" ? "layout-grid" : "file-text", "mt-0.5 text-muted-foreground"),
    words,
  );
  return [
    element,
    ({ result, href, badge: lang }) => {
      change(link, href, () => link.setAttribute("href", href));
      change(words, lang ?? "", () => {
        if (lang) words.setAttribute("lang", htmlLang[lang]);
        else words.removeAttribute("lang");
        badge.textContent = lang?.toUpperCase() ?? "";
        badge.hidden = !lang;
      });
      showMarked(title, result.title);
      if (result.section) showMarked(section, result.section, " › ");
      else change(section, "", () => section.replaceChildren());
      showMarked(excerpt, result.excerpt);
    },
  ];
}

/**
 * The result rows of one panel, by page: `rows(content)` gives the row of the result's page, made
 * the first time the page is shown and kept while the panel is open, showing `content`.
 */
export function resultRows(): (content: ResultRowContent) => HTMLElement {
  const rows = new WeakMap<SearchResult["document"], ReturnType<typeof resultRow>>();
  return (content) => {
    const { document } = content.result;
    let row = rows.get(document);
    if (!row) rows.set(document, (row = resultRow(document.type)));
    row[1](content);
    return row[0];
  };
}
