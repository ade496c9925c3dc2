/**
 * The sidebar's state lives on <html>, where CSS reads it (app.css) and the early page script sets
 * it before the first paint: `data-sidebar="closed"` when the reader closed the column on a large
 * screen (remembered for the session), `data-drawer="open"` while it is open as a drawer below
 * 1024 px. The menu button and the sidebar's own buttons are separate islands; they share this.
 */
/** `sessionStorage` key of the closed column; the early page script reads it before the first paint. */
export const sidebarStorageKey = "sidebar";
/** On `<html>`: `closed` while the reader has closed the column (app.css hides it). */
export const sidebarAttribute = "data-sidebar";
export const sidebarClosed = "closed";

export const desktopQuery = "(min-width: 1024px)";
/** Below it, the header's theme, language and login controls are shown at the top of the drawer (app.css). */
export const phoneQuery = "(width < 48rem)";

const root = () => document.documentElement;

function rememberClosed(closed: boolean) {
  try {
    if (closed) window.sessionStorage.setItem(sidebarStorageKey, sidebarClosed);
    else window.sessionStorage.removeItem(sidebarStorageKey);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function isDrawerOpen(): boolean {
  return root().dataset.drawer === "open";
}

/** Shows the sidebar (the column, or the drawer on small screens) and moves focus into it. */
export function openSidebar(): void {
  if (window.matchMedia(desktopQuery).matches) {
    root().removeAttribute(sidebarAttribute);
    rememberClosed(false);
  } else root().setAttribute("data-drawer", "open");
  root().dispatchEvent(new Event("sidebar-change"));
  const first = window.matchMedia(phoneQuery).matches ? "#header-actions button" : "#sidebar button";
  requestAnimationFrame(() => document.querySelector<HTMLElement>(first)?.focus());
}

/** Hides the sidebar and moves focus to the button that shows it again. */
export function closeSidebar(): void {
  if (window.matchMedia(desktopQuery).matches) {
    root().setAttribute(sidebarAttribute, sidebarClosed);
    rememberClosed(true);
  }
  root().removeAttribute("data-drawer");
  root().dispatchEvent(new Event("sidebar-change"));
  requestAnimationFrame(() => document.getElementById("sidebar-open")?.focus({ preventScroll: true }));
}
