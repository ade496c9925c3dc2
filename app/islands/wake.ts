import { findIsland, type IslandId } from "./ids";

/**
 * Wakes the page's island `id` now rather than at idle or first use, when the page has one: the
 * island element (boot.ts) listens.
 */
export function wakeIsland(id: IslandId): void {
  findIsland(id)?.dispatchEvent(new Event("island:wake", { bubbles: true }));
}
