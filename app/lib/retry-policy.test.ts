import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retries, withRetries } from "./retry-policy";

/** A load that fails `failures` times, then gives "done"; counts its calls. */
function flaky(failures: number) {
  let calls = 0;
  const load = () =>
    ++calls > failures ? Promise.resolve("done") : Promise.reject(new Error(`lost ${calls}`));
  return { load, calls: () => calls };
}

describe("withRetries", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("tries the spec's 3 more times, then gives up with the last error", async () => {
    const { load, calls } = flaky(Infinity);
    const result = withRetries(load).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await result).toEqual(new Error(`lost ${retries + 1}`));
    expect(calls()).toBe(retries + 1);
  });

  it("does not count an attempt that got further than the one before", async () => {
    // A chain of six files each lost once: every attempt brings one more file, and the sixth
    // attempt after the first finds them all.
    const { load, calls } = flaky(6);
    const result = withRetries(load, () => calls());
    await vi.runAllTimersAsync();
    expect(await result).toBe("done");
    expect(calls()).toBe(7);
  });

  it("counts the attempts that bring nothing new", async () => {
    const { load, calls } = flaky(Infinity);
    const result = withRetries(load, () => 0).catch(() => "gave up");
    await vi.runAllTimersAsync();
    expect(await result).toBe("gave up");
    expect(calls()).toBe(retries + 1);
  });

  it("gives up within its time limit however far each attempt gets", async () => {
    const { load, calls } = flaky(Infinity);
    const result = withRetries(load, () => calls()).catch(() => "gave up");
    await vi.runAllTimersAsync();
    expect(await result).toBe("gave up");
    // One second between attempts that got further, for two minutes, then the counted ones.
    expect(calls()).toBeGreaterThan(100);
    expect(calls()).toBeLessThan(130);
  });
});
