import { useSyncExternalStore } from "react";
import type { Store } from "~/lib/store";

/**
 * The current value of `store`, re-rendering on each change. Hydration renders the value the page
 * was built with, then the current one: a change made before an island woke (a question asked
 * while it slept) must not make its markup differ from the pre-rendered HTML.
 */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
