/**
 * Every icon the interface draws, by its lucide name. They are drawn from one SVG sprite generated
 * at build time (pipeline/icon-sprite.ts), so no icon code ships in the JavaScript.
 */
import { iconNames as contentIconNames, type ContentIconName } from "./content/icons";

export const uiIconNames = [
  "arrow-left",
  "arrow-right",
  "check",
  "chevron-right",
  "chevrons-down-up",
  "chevrons-up-down",
  "circle-alert",
  "copy",
  "external-link",
  "globe",
  "info",
  "lightbulb",
  "link",
  "panel-left-close",
  "panel-left-open",
  "search",
  "thumbs-down",
  "thumbs-up",
  "triangle-alert",
  "x",
  "languages",
  "rotate-ccw",
  "sun",
  "moon",
  "monitor",
  "menu",
] as const;

export const allIconNames = [...new Set([...contentIconNames, ...uiIconNames])];
export type IconName = (typeof uiIconNames)[number] | ContentIconName;

/**
 * The icons the search panel draws (components/search: search-panel.ts, result-rows.ts). The panel
 * is drawn after the page, so the page as rendered does not point to them; every page with a search
 * box carries their symbols all the same (pipeline/inline-icons.ts), about 100 bytes compressed, so
 * that a reader's first search does not fetch the whole sprite file (2.7 KB) for them.
 */
export const searchPanelIconNames = [
  "search",
  "sparkles",
  "file-text",
  "layout-grid",
] as const satisfies readonly IconName[];
export type SearchPanelIconName = (typeof searchPanelIconNames)[number];

/**
 * The id of an icon's `<symbol>`, in the sprite file and in the copy of it a page carries inline
 * (pipeline/inline-icons.ts); prefixed so it never meets an article's heading ids.
 */
export const iconSymbolId = (name: string) => `icon-${name}`;
