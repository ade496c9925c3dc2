/**
 * How a sidebar link looks, in one place for the two that draw one: the pre-rendered sidebar
 * (sidebar.tsx) and a section the browser loads when the reader opens it (sidebar.dom.ts). Plain
 * strings, no React, so the page's first-load module can use them.
 */

/** The list of a section's links, and of the articles under one. */
export const sidebarListClass = "space-y-0.5";

/** A link at `depth` (0 for a category's own articles), marked when it is the page being read. */
export function sidebarLinkClass(depth: number, current: boolean): string {
  return [
    "sidebar-link",
    depth === 0 ? "pl-9" : "pl-13",
    current
      ? "bg-primary-soft font-medium text-primary"
      : "text-muted-foreground hover:bg-muted hover:text-foreground",
  ].join(" ");
}

/** The button, or without scripts the link, that shows the whole of a category shown as a window. */
export const sidebarShowAllClass =
  "sidebar-link pl-9 w-full text-left font-medium text-primary hover:bg-muted";
