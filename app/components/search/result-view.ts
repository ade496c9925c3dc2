/**
 * What a result option of the search panel shows, as plain DOM: its icon, title (and section), a
 * language badge when its words are in another language (found in a fallback language, or an
 * article not yet translated), and a one-line snippet. Text is always text (`h`), so a query or a
 * page's words never become markup.
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

export function resultContent(
  result: SearchResult,
  href: string | undefined,
  badge: Lang | undefined,
): Node[] {
  const words = badge && htmlLang[badge];
  return [
    // The result's route as a real link, for crawlers and copy-link; inert, so the option stays
    // one control for assistive technology and the click lands on it.
    h("a", { href, inert: true, "aria-hidden": "true", tabindex: "-1", class: "absolute inset-0" }),
    iconElement(
      result.document.type === "category" ? "layout-grid" : "file-text",
      "mt-0.5 text-muted-foreground",
    ),
    h(
      "span",
      { class: "min-w-0 flex-1" },
      h(
        "span",
        { class: "flex items-center gap-2" },
        h(
          "span",
          { lang: words, class: "truncate font-medium" },
          markedText(result.title),
          result.section &&
            h("span", { class: "font-normal text-muted-foreground" }, " › ", markedText(result.section)),
        ),
        badge &&
          h(
            "span",
            {
              lang: words,
              class:
                "rounded border border-border px-1 text-[0.65rem] font-semibold text-muted-foreground uppercase",
            },
            badge.toUpperCase(),
          ),
      ),
      h(
        "span",
        { lang: words, class: "block truncate text-sm text-muted-foreground" },
        markedText(result.excerpt),
      ),
    ),
  ];
}
