/**
 * Every island by its id, mapped to its file under app/components (the path the page's
 * `<lumi-island data-island>` carries and the browser's entry loads it by). Code addresses an island
 * by id (`wakeIsland("chatTrigger")`), so a renamed or moved island file is a type error here, not a
 * silent no-op where it is woken; ids.test.ts checks that each id names a file and that each
 * `*.island.tsx` file has an id.
 */
export const islandFiles = {
  chatTrigger: "./assistant/chat-trigger.island.tsx",
  feedback: "./feedback/feedback.island.tsx",
  sidebarControls: "./layout/sidebar-controls.island.tsx",
  sidebarOpen: "./layout/sidebar-open.island.tsx",
  copyButton: "./mdx/copy-button.island.tsx",
  tabList: "./mdx/tab-list.island.tsx",
  searchResults: "./search/results-page.island.tsx",
} as const satisfies Record<string, `./${string}.island.tsx`>;

export type IslandId = keyof typeof islandFiles;

/** A CSS selector for the elements of island `id`. */
export function islandSelector(id: IslandId): string {
  return `lumi-island[data-island="${islandFiles[id]}"]`;
}

/** The element of island `id` on this page, if it has one. */
export function findIsland(id: IslandId): HTMLElement | null {
  return document.querySelector<HTMLElement>(islandSelector(id));
}
