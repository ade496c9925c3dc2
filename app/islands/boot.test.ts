// @vitest-environment jsdom
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryDelay, retries } from "~/lib/retry-policy";
import { islandErrorEvent, startIslands, type IslandErrorDetail, type IslandLoaders } from "./boot";

/**
 * Hydration stood in for: the fake island's "component" is called with its element and wires the
 * element's buttons, as React would, so a click that reaches it after hydration is counted.
 */
vi.mock("./mount", () => ({
  mount: (element: HTMLElement, component: (element: HTMLElement) => void) => {
    component(element);
    return Promise.resolve();
  },
}));

const file = "./feedback/feedback.island.tsx";

/** A fake island whose code fails to load `failures` times; counts the loads and the clicks it handles. */
function flakyIsland(failures: number) {
  const seen = { loads: 0, clicks: 0 };
  const component = (element: HTMLElement) => {
    for (const button of element.querySelectorAll("button"))
      button.addEventListener("click", () => seen.clicks++);
  };
  const loaders: IslandLoaders = {
    [file]: () => {
      seen.loads++;
      return seen.loads <= failures
        ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
        : Promise.resolve({ default: component as unknown as ComponentType<never> });
    },
  };
  return { seen, loaders };
}

function page(body: string) {
  document.body.innerHTML =
    body +
    '<template id="lumi-island-failed"><span data-island-failed="" role="alert">This control did not load. <a href="">Reload the page</a></span></template>';
  window.__earlyClicks = [];
  window.__earlyKeys = [];
}

/** What the early page script does with a click on a button of an island that has neither hydrated nor failed. */
function holdEarlyClicks() {
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest("button");
      const island = button?.closest("lumi-island");
      if (!button || !island || island.hasAttribute("data-hydrated") || island.hasAttribute("data-failed"))
        return;
      event.preventDefault();
      event.stopPropagation();
      if (!window.__earlyClicks?.includes(button)) window.__earlyClicks?.push(button);
      island.dispatchEvent(new Event("island:wake", { bubbles: true }));
    },
    true,
  );
}

const island = () => document.querySelector("lumi-island")!;

/** The whole retry schedule and then some: every attempt of one load has happened. */
const allRetries = Array.from({ length: retries }, (_, attempt) => retryDelay(attempt)).reduce(
  (a, b) => a + b,
  0,
);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

holdEarlyClicks();

describe("the island element", () => {
  it("wakes a `use` island on first use and an `idle` one after the load, then marks the page hydrated", async () => {
    page(
      `<lumi-island data-island="${file}"><button>Yes</button></lumi-island>` +
        `<lumi-island data-island="${file}" data-idle><button>No</button></lumi-island>`,
    );
    const { seen, loaders } = flakyIsland(0);
    const started = startIslands(loaders);
    const [use, idle] = Array.from(document.querySelectorAll("lumi-island"));
    await vi.advanceTimersByTimeAsync(1000);
    await started;
    expect(idle!.hasAttribute("data-hydrated")).toBe(true);
    expect(use!.hasAttribute("data-hydrated")).toBe(false);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
    use!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await vi.advanceTimersByTimeAsync(10);
    expect(use!.getAttribute("data-hydrated")).toBe("true");
    expect(seen.loads).toBe(2);
  });

  it("retries a failed load with the data cache's back-off, then replays the click held meanwhile", async () => {
    page(`<lumi-island data-island="${file}"><button>Yes</button></lumi-island>`);
    const { seen, loaders } = flakyIsland(2);
    void startIslands(loaders);
    island().querySelector("button")!.click();
    expect(window.__earlyClicks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.loads).toBe(1);
    await vi.advanceTimersByTimeAsync(retryDelay(0) - 1);
    expect(seen.loads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.loads).toBe(2);
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(seen.loads).toBe(3);
    await vi.advanceTimersByTimeAsync(10);
    expect(island().getAttribute("data-hydrated")).toBe("true");
    expect(seen.clicks).toBe(1);
    expect(window.__earlyClicks).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("gives up after the policy's retries: an error event, clicks let through, a plain control says so with a reload link", async () => {
    page(
      `<lumi-island data-island="${file}"><form action="/busca"><button>Search</button></form>` +
        `<button type="button">Yes</button></lumi-island>`,
    );
    const { seen, loaders } = flakyIsland(Infinity);
    void startIslands(loaders);
    const errors: IslandErrorDetail[] = [];
    document.addEventListener(islandErrorEvent, (event) =>
      errors.push((event as CustomEvent<IslandErrorDetail>).detail),
    );
    const submitted = vi.fn((event: Event) => event.preventDefault());
    island().querySelector("form")!.addEventListener("submit", submitted);
    const [search, yes] = Array.from(island().querySelectorAll("button"));
    search!.click();
    yes!.click();
    expect(submitted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(allRetries + 100);

    expect(seen.loads).toBe(retries + 1);
    expect(island().hasAttribute("data-failed")).toBe(true);
    expect(island().hasAttribute("data-hydrated")).toBe(false);
    expect(errors).toEqual([{ file, error: expect.any(TypeError) as unknown }]);
    expect(console.error).toHaveBeenCalledWith("Island failed to load:", file, expect.any(TypeError));
    // The form's button submits its form as it would without scripts; the other says it cannot work.
    expect(submitted).toHaveBeenCalledTimes(1);
    const message = island().querySelector("[data-island-failed]")!;
    expect(message.getAttribute("role")).toBe("alert");
    expect(message.textContent).toContain("This control did not load.");
    expect(message.querySelector("a")!.getAttribute("href")).toBe(window.location.href);
    expect(window.__earlyClicks).toEqual([]);
    // Pressed again: one message, not two.
    yes!.click();
    expect(island().querySelectorAll("[data-island-failed]")).toHaveLength(1);
    expect(seen.clicks).toBe(0);
  });

  it("an error event cancelled by a listener keeps the console quiet", async () => {
    page(`<lumi-island data-island="${file}"><button>Yes</button></lumi-island>`);
    const { loaders } = flakyIsland(Infinity);
    void startIslands(loaders);
    const quiet = (event: Event) => event.preventDefault();
    document.addEventListener(islandErrorEvent, quiet);
    island().dispatchEvent(new Event("island:wake"));
    await vi.advanceTimersByTimeAsync(allRetries + 100);
    document.removeEventListener(islandErrorEvent, quiet);
    expect(island().hasAttribute("data-failed")).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });

  it("loads again when the network or the tab comes back, and hydrates then", async () => {
    for (const comeBack of [
      () => window.dispatchEvent(new Event("online")),
      () => document.dispatchEvent(new Event("visibilitychange")),
    ]) {
      page(`<lumi-island data-island="${file}"><button>Yes</button></lumi-island>`);
      const { seen, loaders } = flakyIsland(retries + 1);
      void startIslands(loaders);
      island().querySelector("button")!.click();
      await vi.advanceTimersByTimeAsync(allRetries + 100);
      expect(island().hasAttribute("data-failed")).toBe(true);
      expect(island().querySelector("[data-island-failed]")).not.toBeNull();

      comeBack();
      await vi.advanceTimersByTimeAsync(10);
      expect(seen.loads).toBe(retries + 2);
      expect(island().getAttribute("data-hydrated")).toBe("true");
      expect(island().hasAttribute("data-failed")).toBe(false);
      expect(island().querySelector("[data-island-failed]")).toBeNull();
      island().querySelector("button")!.click();
      expect(seen.clicks).toBe(1);
    }
  });

  it("names an island with no code in the error rather than waiting forever", async () => {
    page(`<lumi-island data-island="./gone.island.tsx" data-idle><button>Yes</button></lumi-island>`);
    const errors: IslandErrorDetail[] = [];
    document.addEventListener(islandErrorEvent, (event) =>
      errors.push((event as CustomEvent<IslandErrorDetail>).detail),
    );
    const started = startIslands({});
    await vi.advanceTimersByTimeAsync(allRetries + 1000);
    await started;
    expect(errors.map(({ file }) => file)).toEqual(["./gone.island.tsx"]);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  });
});
