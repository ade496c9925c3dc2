/**
 * The header's search button and the close button beside the box (site-header.tsx), on the plain
 * page, with no React (app/lib/header-search.ts says when they show). The search button is a link to
 * the language's results page, which is what it does until this runs; from then on it shows the box
 * and focuses it in the press's own task, so a phone's keyboard comes up with it. Escape (once the
 * results panel is closed), the close button, or a press or focus elsewhere hides the box again.
 */
import {
  closeHeaderSearch,
  headerSearchId,
  headerSearchOpenId,
  isHeaderSearchOpen,
  openHeaderSearch,
} from "~/lib/header-search";

const inSearch = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`#${headerSearchId}, #${headerSearchOpenId}`) !== null;

export function headerSearch(): void {
  const opener = document.getElementById(headerSearchOpenId);
  if (!opener) return;
  // Now a disclosure of the box, not a way to another page.
  opener.setAttribute("aria-expanded", String(isHeaderSearchOpen()));
  opener.setAttribute("aria-controls", headerSearchId);

  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || event.defaultPrevented) return;
    if (event.target.closest(`#${headerSearchOpenId}`)) {
      // A new tab or window still opens the results page.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openHeaderSearch({ focus: true });
    } else if (event.target.closest("[data-header-search-close]")) {
      closeHeaderSearch({ returnFocus: true });
    }
  });

  // Before the box's own handler: with its results panel closed, Escape hides the box rather than
  // emptying it. With the panel open, the box closes the panel first, as a combobox does.
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || event.isComposing || !isHeaderSearchOpen()) return;
      if (!(event.target instanceof Element) || !event.target.closest(`#${headerSearchId}`)) return;
      if (event.target.getAttribute("aria-expanded") === "true") return;
      event.preventDefault();
      event.stopPropagation();
      closeHeaderSearch({ returnFocus: true });
    },
    { capture: true },
  );

  const leave = (event: Event) => {
    if (isHeaderSearchOpen() && !inSearch(event.target)) closeHeaderSearch({ returnFocus: false });
  };
  document.addEventListener("pointerdown", leave, { capture: true, passive: true });
  document.addEventListener("focusin", leave, { capture: true });
}
