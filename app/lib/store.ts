/**
 * A value several islands read and change: each island is a React root of its own, so React
 * context cannot join them; a module is shared by every island of the page. Read it in a component
 * with `useStore` (hooks/use-store.ts).
 */
export interface Store<T> {
  /** The value the page was built with: what hydration must render (hooks/use-store.ts). */
  readonly initial: T;
  get: () => T;
  set: (change: Partial<T>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set: (change) => {
      value = { ...value, ...change };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
