/**
 * Runs `task` when the browser is idle, or after `fallback` ms where it cannot tell (Safari).
 * The entry's own helper, not lib/idle.ts: what the islands share stays out of the entry's
 * imports, so no island chunk ends up importing the entry (see vite.config.ts).
 */
export function whenIdle(task: () => void, fallback: number): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, fallback);
}
