/**
 * What the pre-rendered sidebar (sidebar.tsx) and its behaviour in the browser (sidebar.dom.ts)
 * share about a section loaded on opening: the attribute naming its file, and the ids of the
 * status region and of the templates shown while it loads and when it failed; and about the
 * current category shown as a window of its articles: the attributes of the list and of the
 * button that shows the whole category in its place.
 */

/** On a section's <details>: the URL of its links' file; absent where the page carries them. */
export const sectionFileAttribute = "data-section-file";

/** On the current category's list when it shows a window of its articles, not all of them. */
export const windowAttribute = "data-section-window";

/**
 * On the button that shows the whole current category: the URL of its links' file. With it,
 * `shownAttribute`: what the status region says once they are in.
 */
export const showAllAttribute = "data-show-all";
export const shownAttribute = "data-shown";

export const sectionIds = {
  status: "sidebar-section-status",
  loading: "sidebar-section-loading",
  failed: "sidebar-section-failed",
} as const;
