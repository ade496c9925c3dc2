/**
 * What the early page script (app/early/page.ts), which runs before any module, and the islands'
 * loader (islands/boot.ts) agree on: the element that holds an island, the event that wakes it,
 * the attributes that say how its loading went, and the lists of what the reader pressed before it
 * hydrated. Constants only, so the early script carries nothing else from here.
 */

/** The element holding an island (islands/island.tsx renders it; app.css names it too). */
export const islandTag = "lumi-island";

/** Dispatched on an island (bubbling) to load and hydrate it now. */
export const islandWakeEvent = "island:wake";

/** On an island once it has hydrated: its controls are React's from then on. */
export const hydratedAttribute = "data-hydrated";

/** On an island whose code failed to load for good: its controls do what they do without scripts. */
export const failedAttribute = "data-failed";

declare global {
  interface Window {
    /** Buttons pressed before their island hydrated, in order; each is pressed again once it has (islands/boot.ts). */
    __earlyClicks?: HTMLButtonElement[];
    /** Arrow, Home and End keys pressed in an island before it hydrated, in order; replayed the same way. */
    __earlyKeys?: { target: HTMLElement; key: string }[];
  }
}
