/**
 * What the pre-rendered sidebar (sidebar.tsx) and its behaviour in the browser (sidebar.dom.ts)
 * share about a section loaded on opening: the attribute naming its file, and the ids of the
 * status region and of the templates shown while it loads and when it failed.
 */

/** On a section's <details>: the URL of its links' file; absent where the page carries them. */
export const sectionFileAttribute = "data-section-file";

export const sectionIds = {
  status: "sidebar-section-status",
  loading: "sidebar-section-loading",
  failed: "sidebar-section-failed",
} as const;
