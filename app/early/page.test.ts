import { describe, expect, it, vi } from "vitest";
import { earlyPageScript } from "virtual:early-scripts";

type Listener = (event: unknown) => void;

/** Runs the compiled inline script as the browser would, against fake globals; returns what it touched. */
function run({
  storage,
  local = {},
  navigator,
}: {
  storage: "throws" | Record<string, string>;
  local?: Record<string, string>;
  navigator?: { platform?: string; userAgentData?: { platform: string } };
}) {
  const attributes = new Map<string, string>();
  const listeners: { type: string; listener: Listener; capture: unknown }[] = [];
  const window: Record<string, unknown> = {};
  if (storage === "throws")
    Object.defineProperty(window, "sessionStorage", {
      configurable: true,
      get() {
        throw new Error("SecurityError: storage is disabled");
      },
    });
  else window.sessionStorage = { getItem: (key: string) => storage[key] ?? null };
  const written: Record<string, string> = {};
  window.localStorage = {
    getItem: (key: string) => local[key] ?? null,
    setItem: (key: string, value: string) => (written[key] = value),
    written,
  };
  window.navigator = navigator;
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      hasAttribute: (name: string) => attributes.has(name),
    },
    addEventListener: (type: string, listener: Listener, capture: unknown) =>
      listeners.push({ type, listener, capture }),
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function("window", "document", earlyPageScript)(window, document);
  return { window, attributes, listeners };
}

function click(listener: Listener, target: unknown) {
  const event = { target, preventDefault: vi.fn(), stopPropagation: vi.fn() };
  listener(event);
  return event;
}

describe("the early page script", () => {
  it("puts an in-memory sessionStorage in place of one that throws", () => {
    const { window } = run({ storage: "throws" });
    const storage = window.sessionStorage as Storage;
    expect(storage.getItem("x")).toBeNull();
    storage.setItem("x", "1");
    expect(storage.getItem("x")).toBe("1");
    storage.removeItem("x");
    expect(storage.getItem("x")).toBeNull();
  });

  it("marks the sidebar closed before the first paint when the reader closed it this session", () => {
    expect(run({ storage: { sidebar: "closed" } }).attributes.get("data-sidebar")).toBe("closed");
    expect(run({ storage: {} }).attributes.has("data-sidebar")).toBe(false);
    expect(run({ storage: "throws" }).attributes.has("data-sidebar")).toBe(false);
  });

  it("applies a stored light or dark theme before the first paint, and nothing else", () => {
    expect(run({ storage: {}, local: { theme: "dark" } }).attributes.get("data-theme")).toBe("dark");
    expect(run({ storage: {}, local: { theme: "light" } }).attributes.get("data-theme")).toBe("light");
    expect(run({ storage: {}, local: { theme: "purple" } }).attributes.has("data-theme")).toBe(false);
    expect(run({ storage: {} }).attributes.has("data-theme")).toBe(false);
  });

  it("marks Apple devices, from the client hints or navigator.platform, so the shortcut reads ⌘ K", () => {
    const mac = (navigator: Parameters<typeof run>[0]["navigator"]) =>
      run({ storage: {}, navigator }).attributes.has("data-mac");
    expect(mac({ platform: "MacIntel" })).toBe(true);
    expect(mac({ platform: "iPad" })).toBe(true);
    expect(mac({ platform: "", userAgentData: { platform: "macOS" } })).toBe(true);
    expect(mac({ platform: "MacIntel", userAgentData: { platform: "Windows" } })).toBe(false);
    expect(mac({ platform: "Win32" })).toBe(false);
    expect(mac({ platform: "Linux x86_64", userAgentData: { platform: "Linux" } })).toBe(false);
    expect(mac(undefined)).toBe(false);
  });

  it("holds back a click on a button of an island not yet hydrated, once, and wakes the island", () => {
    const { window, listeners } = run({ storage: {} });
    const [{ type, listener, capture }] = listeners as [(typeof listeners)[number]];
    expect(type).toBe("click");
    expect(capture).toBe(true);
    const island = { hydrated: false, hasAttribute: () => island.hydrated, dispatchEvent: vi.fn() };
    const button = {
      disabled: false,
      closest: (selector: string) => (selector === "lumi-island" ? island : null),
    };
    const icon = { closest: (selector: string) => (selector === "button" ? button : null) };
    const pressed = click(listener, icon);
    expect(pressed.preventDefault).toHaveBeenCalled();
    expect(pressed.stopPropagation).toHaveBeenCalled();
    expect(island.dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: "island:wake" }));
    click(listener, icon);
    expect(window.__earlyClicks).toEqual([button]);

    // Not a button, a disabled one, one outside any island, one whose island has hydrated: left alone.
    expect(click(listener, { closest: () => null }).preventDefault).not.toHaveBeenCalled();
    const disabled = { disabled: true, closest: () => island };
    expect(
      click(listener, { closest: (s: string) => (s === "button" ? disabled : null) }).preventDefault,
    ).not.toHaveBeenCalled();
    const outside = { disabled: false, closest: () => null };
    expect(
      click(listener, { closest: (s: string) => (s === "button" ? outside : null) }).preventDefault,
    ).not.toHaveBeenCalled();
    island.hydrated = true;
    expect(click(listener, icon).preventDefault).not.toHaveBeenCalled();
    expect(window.__earlyClicks).toHaveLength(1);
  });

  it("lets a click through once the island's code has failed to load for good, so the control works natively", () => {
    const { window, listeners } = run({ storage: {} });
    const [{ listener }] = listeners as [(typeof listeners)[number]];
    const island = {
      failed: false,
      hasAttribute: (name: string) => name === "data-failed" && island.failed,
      dispatchEvent: vi.fn(),
    };
    const button = {
      disabled: false,
      closest: (selector: string) => (selector === "lumi-island" ? island : null),
    };
    const icon = { closest: (selector: string) => (selector === "button" ? button : null) };
    expect(click(listener, icon).preventDefault).toHaveBeenCalled();
    island.failed = true;
    const released = click(listener, icon);
    expect(released.preventDefault).not.toHaveBeenCalled();
    expect(released.stopPropagation).not.toHaveBeenCalled();
    expect(window.__earlyClicks).toEqual([button]);
    const keydown = listeners.find((entry) => entry.type === "keydown")!.listener;
    const key = {
      target: { tagName: "BUTTON", closest: () => island },
      key: "ArrowRight",
      preventDefault: vi.fn(),
      stopPropagation: vi.fn(),
    };
    keydown(key);
    expect(key.preventDefault).not.toHaveBeenCalled();
  });

  it("holds back arrow, Home and End keys in an island not yet hydrated, but never a text field's", () => {
    const { window, listeners } = run({ storage: {} });
    const keydown = listeners.find((entry) => entry.type === "keydown")!.listener;
    const island = { hydrated: false, hasAttribute: () => island.hydrated, dispatchEvent: vi.fn() };
    const tab = { tagName: "BUTTON", closest: () => island };
    const press = (target: unknown, key: string) => {
      const event = { target, key, preventDefault: vi.fn(), stopPropagation: vi.fn() };
      keydown(event);
      return event;
    };
    expect(press(tab, "ArrowRight").preventDefault).toHaveBeenCalled();
    expect(island.dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: "island:wake" }));
    expect(press(tab, "End").preventDefault).toHaveBeenCalled();
    expect(window.__earlyKeys).toEqual([
      { target: tab, key: "ArrowRight" },
      { target: tab, key: "End" },
    ]);
    expect(press(tab, "a").preventDefault).not.toHaveBeenCalled();
    expect(
      press({ tagName: "INPUT", closest: () => island }, "ArrowLeft").preventDefault,
    ).not.toHaveBeenCalled();
    expect(
      press({ tagName: "BUTTON", closest: () => null }, "ArrowLeft").preventDefault,
    ).not.toHaveBeenCalled();
    island.hydrated = true;
    expect(press(tab, "ArrowLeft").preventDefault).not.toHaveBeenCalled();
  });

  it("stores the language of a language link before the next page reads it", () => {
    const { window, listeners } = run({ storage: {}, local: {} });
    const [{ listener }] = listeners as [(typeof listeners)[number]];
    const link = { getAttribute: () => "en" };
    const event = click(listener, { closest: (s: string) => (s === "a[data-switch-lang]" ? link : null) });
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect((window.localStorage as { written: Record<string, string> }).written).toEqual({ lang: "en" });
  });
});
