/**
 * Puts the icons a page draws into the page itself: a hidden `<svg>` at the start of `<body>` holding
 * the sprite's symbols that the page's `<use href="#icon-…">` point to, and no others.
 *
 * An icon that points into another document sets up a request as the page is parsed and is built
 * again when that document arrives; pointing into the page took a fresh load of the BigQuery article
 * from 41 to 31 ms of parsing, 49 to 30 ms of style and 44 to 37 ms of layout (README, "How it is
 * built"). The page's symbols add about 1.4 KB (brotli) to its HTML, and the sprite file (2.7 KB) is
 * off the first load. Icons that islands draw later and the page does not hold still come from the
 * sprite file (components/ui/icon.tsx), except the search panel's: a page with a search box holds
 * those too (app/lib/icons.ts `searchPanelIconNames`).
 */
import { iconSymbolId, searchPanelIconNames } from "../app/lib/icons";
import { searchBoxAttribute } from "../app/components/search/search-box-markup";

const reference = new RegExp(`href="#(${iconSymbolId("[a-z0-9-]+")})"`, "g");

/** The sprite's symbols by id, read once for all the pages. */
export function spriteSymbols(sprite: string): Map<string, string> {
  return new Map(
    [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g)].map((match) => [
      match[1]!,
      match[0],
    ]),
  );
}

const searchPanelIds = searchPanelIconNames.map(iconSymbolId);

/**
 * The page with the symbols it refers to (and, with a search box, the search panel's) inserted after
 * `<body …>`; unchanged if it draws no icon.
 */
export function inlineIcons(html: string, symbols: ReadonlyMap<string, string>): string {
  const referred = [...html.matchAll(reference)].map((match) => match[1]!);
  const drawnLater = html.includes(`${searchBoxAttribute}=`) ? searchPanelIds : [];
  const ids = [...new Set([...referred, ...drawnLater])].sort();
  if (ids.length === 0) return html;
  const used = ids.map((id) => {
    const symbol = symbols.get(id);
    if (!symbol) throw new Error(`The icon sprite has no symbol "${id}", which a page draws`);
    return symbol;
  });
  const body = /<body\b[^>]*>/.exec(html);
  if (!body) throw new Error("A page that draws icons has no <body>");
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}<svg aria-hidden="true" style="display:none">${used.join("")}</svg>${html.slice(at)}`;
}
