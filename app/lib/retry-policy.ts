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

/** However much progress the attempts make, a load gives up this long after its first attempt (ms). */
export const progressTimeLimit = 120_000;

/**
 * Loads `load` with the policy; rejects with the last error once every retry has failed. With
 * `progress` (a count of what the attempts have brought so far, such as files arrived), an attempt
 * that got further than the one before is not counted against the retries and is followed at the
 * first retry's delay: a chain of files each lost once on a flaky network is no reason to give up.
 * Only attempts that bring nothing new count, and `progressTimeLimit` bounds the whole.
 */
export async function withRetries<T>(load: () => Promise<T>, progress?: () => number): Promise<T> {
  const started = Date.now();
  let before = progress?.() ?? 0;
  for (let counted = 0; ;) {
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      const now = progress?.() ?? 0;
      const further = now > before && Date.now() - started < progressTimeLimit;
      before = now;
      if (!further && counted++ >= retries) throw error;
      await sleep(retryDelay(further ? 0 : counted - 1));
    }
  }
}
