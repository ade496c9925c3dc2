import { describe, expect, it, vi } from "vitest";
import { loadEntryScript } from "virtual:early-scripts";

type Listener = () => void;

/** Runs the compiled script against fake globals: its own element names the entry by `data-entry`. */
function run(entry: string | null, { paintTiming = true } = {}) {
  vi.useFakeTimers();
  const appended: { type?: string; src?: string }[] = [];
  const document = {
    currentScript: { getAttribute: (name: string) => (name === "data-entry" ? entry : null) },
    createElement: () => ({}),
    head: { appendChild: (element: { type?: string; src?: string }) => appended.push(element) },
  };
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const PerformanceObserver = paintTiming
    ? class {
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {
          return undefined;
        }
      }
    : class {
        constructor() {
          throw new TypeError("PerformanceObserver is not supported");
        }
      };
  const listeners: Record<string, Listener> = {};
  const addEventListener = (type: string, listener: Listener) => (listeners[type] = listener);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function("document", "PerformanceObserver", "addEventListener", "setTimeout", loadEntryScript)(
    document,
    PerformanceObserver,
    addEventListener,
    setTimeout,
  );
  const paint = (name: string) => observer?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
  return { appended, paint, listeners };
}

describe("the entry loader", () => {
  it("loads the entry named by its element as a module once the first contentful paint is seen, once", () => {
    const { appended, paint, listeners } = run("/assets/entry.client-abc.js");
    paint("first-paint");
    vi.runAllTimers();
    expect(appended).toEqual([]);
    paint("first-contentful-paint");
    expect(appended).toEqual([]);
    vi.runAllTimers();
    expect(appended).toEqual([{ type: "module", src: "/assets/entry.client-abc.js" }]);
    listeners.load!();
    vi.runAllTimers();
    expect(appended).toHaveLength(1);
    vi.useRealTimers();
  });

  it("loads it a second after the load event when the page never paints or has no paint timing", () => {
    for (const paintTiming of [true, false]) {
      const { appended, listeners } = run("/assets/entry.client-abc.js", { paintTiming });
      listeners.load!();
      vi.advanceTimersByTime(999);
      expect(appended, `paint timing: ${paintTiming}`).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(appended, `paint timing: ${paintTiming}`).toEqual([
        { type: "module", src: "/assets/entry.client-abc.js" },
      ]);
      vi.useRealTimers();
    }
  });

  it("loads nothing when its element names no entry", () => {
    const { appended, paint, listeners } = run(null);
    paint("first-contentful-paint");
    listeners.load!();
    vi.runAllTimers();
    expect(appended).toEqual([]);
    vi.useRealTimers();
  });
});
