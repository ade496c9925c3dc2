// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataCache, retryDelay, type Resource } from "./data-cache";

/** A resource whose loads fail `failures` times, then return `value`; counts its loads. */
function flaky<T>(value: T, failures: number, key = "file") {
  const calls = { count: 0 };
  const resource: Resource<T> = {
    key,
    load: () => {
      calls.count++;
      return calls.count <= failures
        ? Promise.reject(new Error(`failure ${calls.count}`))
        : Promise.resolve(value);
    },
  };
  return { resource, calls };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  if (online) window.dispatchEvent(new Event("online"));
}

describe("the data cache", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setOnline(true);
  });

  it("backs off from 1 s, doubling, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("retries a failed load 3 times, 1 s, 2 s and 4 s apart, and counts the failures", async () => {
    const cache = new DataCache();
    const { resource, calls } = flaky("index", 3);
    const loaded = cache.fetch(resource);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(1);
    expect(cache.state(resource.key)).toMatchObject({ status: "pending", failureCount: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.count).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.count).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls.count).toBe(4);
    await expect(loaded).resolves.toBe("index");
    expect(cache.state(resource.key)).toMatchObject({ status: "success", data: "index" });
  });

  it("gives up after the third retry, and loads again when asked", async () => {
    const cache = new DataCache();
    const { resource, calls } = flaky("index", 4);
    const loaded = cache.fetch(resource);
    const failed = expect(loaded).rejects.toThrow("failure 4");
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await failed;
    expect(calls.count).toBe(4);
    expect(cache.state(resource.key)).toMatchObject({ status: "error", failureCount: 4 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.count).toBe(4);

    cache.retry(resource);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(5);
    expect(cache.state(resource.key)).toMatchObject({ status: "success", data: "index", failureCount: 0 });
  });

  it("shares one load between readers, and never loads loaded data again", async () => {
    const cache = new DataCache();
    const { resource, calls } = flaky({ documents: [] }, 0);
    const [first, second] = await Promise.all([cache.fetch(resource), cache.fetch(resource)]);
    expect(first).toBe(second);
    await cache.fetch(resource);
    expect(calls.count).toBe(1);
  });

  it("waits for the network to come back before the next attempt", async () => {
    const cache = new DataCache();
    const { resource, calls } = flaky("index", 1);
    setOnline(false);
    const loaded = cache.fetch(resource);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.count).toBe(0);
    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loaded).resolves.toBe("index");
  });

  it("tries a load that gave up again when the network or the tab comes back, for its readers", async () => {
    const cache = new DataCache();
    const { resource, calls } = flaky("index", 5);
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(resource, listener);
    cache.prefetch(resource);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(cache.state(resource.key).status).toBe("error");
    expect(calls.count).toBe(4);

    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(5);
    expect(listener).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.count).toBe(6);
    expect(cache.state(resource.key)).toMatchObject({ status: "success", data: "index" });

    // Loaded data is not fetched again when the tab is shown.
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(6);
    unsubscribe();
  });

  it("drops data nobody has read for 5 minutes, and keeps data that is being read", async () => {
    const cache = new DataCache();
    const { resource, calls } = flaky("index", 0);
    const unsubscribe = cache.subscribe(resource, () => undefined);
    await cache.fetch(resource);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(cache.state(resource.key).data).toBe("index");

    unsubscribe();
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(cache.state(resource.key).data).toBe("index");
    await vi.advanceTimersByTimeAsync(1);
    expect(cache.state(resource.key).status).toBe("idle");
    expect(cache.state(resource.key).data).toBeUndefined();
    await cache.fetch(resource);
    expect(calls.count).toBe(2);
  });
});
