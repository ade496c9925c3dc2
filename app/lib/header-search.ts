/**
 * The header's search on a phone: below 768 px the header is one row, and its search box hides
 * behind a search button; pressing it shows the box over the row, full width (app.css reads
 * `<html data-header-search="open">`). From 768 px the box is always in the row and the attribute
 * changes nothing. Shared by the plain page's wiring (header-search.dom.ts) and search's way in for
 * the rest of the page (search.ts), which must show the box before it puts a query in it.
 */
export const headerSearchAttribute = "data-header-search";
/** The search button; without scripts a link to the language's results page. */
export const headerSearchOpenId = "header-search-open";
/** The row the box and its close button are shown in. */
export const headerSearchId = "header-search";

const root = () => document.documentElement;

export function isHeaderSearchOpen(): boolean {
  return root().getAttribute(headerSearchAttribute) === "open";
}

function field(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>(`#${headerSearchId} input[type=search]`);
}

/** Shows the box; `focus` moves the focus into it, in the press's own task so a phone's keyboard comes up. */
export function openHeaderSearch({ focus }: { focus: boolean }): void {
  root().setAttribute(headerSearchAttribute, "open");
  document.getElementById(headerSearchOpenId)?.setAttribute("aria-expanded", "true");
  // Without preventScroll, Chromium scrolls the page to where the sticky header would be unstuck.
  if (focus) field()?.focus({ preventScroll: true });
}

/**
 * Hides the box again, its text kept for the next time. `returnFocus` puts the focus back on the
 * search button (Escape, the close button); a press elsewhere leaves it where the reader pressed.
 * The header is sticky, so the page stays where the reader was either way.
 */
export function closeHeaderSearch({ returnFocus }: { returnFocus: boolean }): void {
  if (!isHeaderSearchOpen()) return;
  root().removeAttribute(headerSearchAttribute);
  const button = document.getElementById(headerSearchOpenId);
  button?.setAttribute("aria-expanded", "false");
  if (returnFocus) button?.focus({ preventScroll: true });
}
