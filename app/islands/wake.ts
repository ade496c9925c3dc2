/**
 * Wakes the island of `file` (its path under app/components, `./assistant/chat-trigger.island.tsx`)
 * now rather than at idle or first use, when the page has one: the loader (boot.ts) listens.
 */
export function wakeIsland(file: string): void {
  document
    .querySelector(`lumi-island[data-island="${CSS.escape(file)}"]`)
    ?.dispatchEvent(new Event("island:wake", { bubbles: true }));
}
