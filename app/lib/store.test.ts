import { describe, expect, it, vi } from "vitest";
import { createStore } from "./store";

describe("a shared store", () => {
  it("merges each change into a new value and tells every listener until it unsubscribes", () => {
    const store = createStore({ open: false, count: 0 });
    const first = store.get();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ open: true });
    expect(store.get()).toEqual({ open: true, count: 0 });
    expect(store.get()).not.toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ open: true, count: 1 });
  });
});
