import { useCallback, useSyncExternalStore } from "react";
import { dataCache, idleState, type Resource } from "~/lib/data-cache";

/**
 * The state of `resource` in the page's data cache (lib/data-cache.ts), loading it while the
 * component reads it; `enabled: false` reads nothing and loads nothing (yet).
 */
export function useResource<T>(resource: Resource<T>, enabled = true) {
  const { key } = resource;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!enabled) return () => undefined;
      const unsubscribe = dataCache.subscribe(resource, listener);
      dataCache.prefetch(resource);
      return unsubscribe;
    },
    // The key names the resource: a new object for the same key is the same data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, enabled],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (enabled ? dataCache.state<T>(key) : idleState),
    () => idleState,
  );
  return {
    data: state.data,
    isError: state.status === "error",
    failureCount: state.failureCount,
    retry: () => dataCache.retry(resource),
  };
}
