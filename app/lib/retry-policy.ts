/**
 * How the page loads what it needs over the network, from the spec: 3 retries after a failure,
 * waiting 1 s, doubled each attempt, at most 30 s; while the browser is offline the next attempt
 * waits for the network to come back; a load that failed for good is tried again when the network
 * comes back or the tab is shown again. The data cache (data-cache.ts) loads the generated files
 * with it, and the islands' loader (islands/boot.ts) their code. Small: the loader is on every
 * page's first load.
 */
export const retries = 3;

/** Milliseconds to wait before retry number `attempt` (0 for the first retry). */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves at once, or once the network is back when the browser knows it is offline. */
export function whenOnline(): Promise<void> {
  if (typeof navigator === "undefined" || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

/** Calls `again` each time the network comes back or the tab is shown again; returns the stop function. */
export function onComeBack(again: () => void): () => void {
  const visible = () => {
    if (document.visibilityState === "visible") again();
  };
  window.addEventListener("online", again);
  document.addEventListener("visibilitychange", visible);
  return () => {
    window.removeEventListener("online", again);
    document.removeEventListener("visibilitychange", visible);
  };
}

/** Loads `load` with the policy; rejects with the last error once every retry has failed. */
export async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(retryDelay(attempt));
    }
  }
}
