/**
 * Icons from the build's sprite: where a symbol is (for `<Icon>`, icon.tsx, and for plain DOM), and
 * the element itself for plain DOM code, as `<Icon>` draws it.
 */
import spriteUrl from "virtual:icon-sprite";
import { iconSymbolId, type IconName, type SearchPanelIconName } from "~/lib/icons";
import { cn } from "~/lib/cn";

/**
 * Where an icon's symbol is. A built page carries the symbols of the icons in its HTML (inlined by
 * pipeline/inline-icons.ts), so the page's own icons, and an island's on hydration, point into the
 * page; an icon drawn later that the page does not hold comes from the sprite file. The
 * development server inlines nothing, so there every icon comes from the file.
 */
export function iconHref(name: IconName): string {
  const id = iconSymbolId(name);
  if (import.meta.env.DEV) return `${spriteUrl}#${id}`;
  if (typeof document === "undefined" || document.getElementById(id)) return `#${id}`;
  return `${spriteUrl}#${id}`;
}

const svg = "http://www.w3.org/2000/svg";

/** A decorative 16 px icon (`size-4`, unless `className` sizes it), as `<Icon>` renders it. */
export function iconElement(name: IconName, className?: string): SVGSVGElement {
  const element = document.createElementNS(svg, "svg");
  element.setAttribute("aria-hidden", "true");
  element.setAttribute("viewBox", "0 0 24 24");
  element.setAttribute("class", cn("size-4", "shrink-0", className));
  const use = document.createElementNS(svg, "use");
  use.setAttribute("href", iconHref(name));
  element.append(use);
  return element;
}

/** An icon of the search panel: one of those every page with a search box holds (icons.ts `searchPanelIconNames`). */
export const searchPanelIcon = (name: SearchPanelIconName, className?: string) =>
  iconElement(name, className);
