/**
 * How the panel draws what it reads as elements: an inline run (text, marks, links), an article's
 * blocks, an answer's quotes, a search result's marked text. Links to the help centre's own
 * articles open in the panel (`openRoute`); every other link opens in a new tab.
 */
import type { Inline } from "~/lib/assistant/answer-markdown";
import type { QuoteBlock } from "~/lib/assistant/units";
import type { Highlighted } from "~/lib/search/engine";
import type { ArticleBlock } from "./article-markdown";
import { h, type Child } from "./h";

export interface LinkTarget {
  /** The absolute URL to link to (a help centre link made absolute to the widget's origin). */
  href: string;
  /** The article's default route when the link is to one of the help centre's own articles. */
  route?: string;
}

export interface RenderContext {
  /** Where a link of an article or answer leads. */
  target: (href: string) => LinkTarget;
  openRoute: (route: string) => void;
  newTab: string;
}

/** A link out of the widget: a new tab, said to assistive technology. */
export function externalLink(
  href: string,
  label: Child[],
  newTab: string,
  attributes: Record<string, string> = {},
) {
  return h(
    "a",
    { href, target: "_blank", rel: "noopener noreferrer", ...attributes },
    ...label,
    h("span", { class: "sr-only" }, ` ${newTab}`),
  );
}

export function inlines(items: readonly Inline[], context: RenderContext): Child[] {
  return items.map((item) => {
    if (item.type === "text") return item.text;
    if (item.type === "strong") return h("strong", {}, item.text);
    if (item.type === "emphasis") return h("em", {}, item.text);
    if (item.type === "code") return h("code", {}, item.text);
    const target = context.target(item.href);
    const route = target.route;
    if (route === undefined) return externalLink(target.href, [item.text], context.newTab);
    return h(
      "a",
      {
        href: target.href,
        onclick: (event: Event) => {
          if (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey)) return;
          event.preventDefault();
          context.openRoute(route);
        },
      },
      item.text,
    );
  });
}

function table(header: Child[][], rows: Child[][][]) {
  return h(
    "div",
    { class: "table" },
    h(
      "table",
      {},
      h("thead", {}, h("tr", {}, ...header.map((cell) => h("th", { scope: "col" }, ...cell)))),
      h("tbody", {}, ...rows.map((row) => h("tr", {}, ...row.map((cell) => h("td", {}, ...cell))))),
    ),
  );
}

export function articleBlocks(blocks: readonly ArticleBlock[], context: RenderContext): HTMLElement[] {
  return blocks.map((block) => {
    switch (block.type) {
      case "heading":
        // The panel's own title is an h2 and the article's an h3: the article's headings sit below.
        return h(block.level === 2 ? "h4" : "h5", {}, ...inlines(block.inlines, context));
      case "paragraph":
        return h("p", {}, ...inlines(block.inlines, context));
      case "list":
        return block.ordered
          ? h(
              "ol",
              { start: block.start === 1 ? undefined : String(block.start) },
              ...block.items.map((item) => h("li", {}, ...inlines(item, context))),
            )
          : h("ul", {}, ...block.items.map((item) => h("li", {}, ...inlines(item, context))));
      case "table":
        return table(
          block.header.map((cell) => inlines(cell, context)),
          block.rows.map((row) => row.map((cell) => inlines(cell, context))),
        );
      case "code":
        return h("pre", {}, h("code", {}, block.text));
      case "callout":
        return h("aside", { class: "callout" }, ...articleBlocks(block.blocks, context));
    }
  });
}

export function quote(blocks: readonly QuoteBlock[]): HTMLElement[] {
  return blocks.map((block) =>
    block.kind === "text"
      ? h("p", {}, block.text)
      : block.kind === "list"
        ? h(block.ordered ? "ol" : "ul", {}, ...block.items.map((item) => h("li", {}, item)))
        : table(
            block.header.map((cell) => [cell]),
            block.rows.map((row) => row.map((cell) => [cell])),
          ),
  );
}

/** A search result's text with what matched in `<mark>`. */
export function marked({ text, ranges }: Highlighted): Child[] {
  const parts: Child[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(cursor, start), h("mark", {}, text.slice(start, end)));
    cursor = end;
  }
  parts.push(text.slice(cursor));
  return parts;
}
