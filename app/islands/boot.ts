/**
 * The first script a page runs (app/entry.client.ts, a few kilobytes, no React): it wakes the
 * page's islands. React and an island's code load only when the island wakes:
 * - `idle` islands once the page has loaded and the browser is idle, one per task, so no task is long;
 * - `use` islands on first use: a pointer over them, a touch, focus, a key, or a click.
 * A button pressed before its island has woken is held by the early page script (early-page.ts),
 * wakes the island and is pressed again once it has hydrated. `<html data-hydrated>` marks the
 * moment every `idle` island is awake (the browser tests wait for it).
 *
 * It also prefetches a page when the pointer rests on a link to it, so the next page load starts
 * early. It imports nothing the islands share (React, the messages): that stays off the first load.
 */
import type { ComponentType } from "react";

/** The islands' modules by file under app/components (`./search/search-box.island.tsx`). */
export type IslandLoaders = Record<string, () => Promise<{ default: ComponentType<never> }>>;

const useEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Gives the main thread back between islands (`scheduler.yield` where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

function afterLoadWhenIdle(): Promise<void> {
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  // Not lib/idle.ts: what the islands share stays out of this file's imports (see vite.config.ts).
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else setTimeout(resolve, 200);
      }),
  );
}

/** Presses again, in order, the buttons and keys of `island` pressed before it had hydrated. */
function replayEarlyInput(island: HTMLElement) {
  const clicks = window.__earlyClicks ?? [];
  const mine = clicks.filter((button) => island.contains(button));
  window.__earlyClicks = clicks.filter((button) => !mine.includes(button));
  for (const button of mine) if (button.isConnected && !button.disabled) button.click();
  const keys = window.__earlyKeys ?? [];
  const myKeys = keys.filter(({ target }) => island.contains(target));
  window.__earlyKeys = keys.filter((press) => !myKeys.includes(press));
  for (const { target, key } of myKeys) {
    if (target.isConnected)
      target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  }
}

export function boot(files: IslandLoaders): void {
  const waking = new WeakMap<HTMLElement, Promise<void>>();
  let fresh = 0;

  function wake(island: HTMLElement): Promise<void> {
    const started = waking.get(island);
    if (started) return started;
    const load = files[island.dataset.island ?? ""];
    const woken = load
      ? Promise.all([import("./mount"), load()])
          .then(([{ mount }, module]) =>
            mount(
              island,
              module.default,
              JSON.parse(island.dataset.props ?? "{}") as object,
              window.location.pathname,
              // Unique among the page's React roots; pre-rendered ids keep the prefix they were made with.
              island.dataset.uid ?? `i${++fresh}-`,
            ),
          )
          .then(() => {
            island.setAttribute("data-hydrated", "true");
            replayEarlyInput(island);
          })
      : Promise.reject(new Error(`No island in ${island.dataset.island}`));
    woken.catch((error: unknown) => console.error("Island failed to load:", island.dataset.island, error));
    waking.set(island, woken);
    return woken;
  }

  const islands = Array.from(document.querySelectorAll<HTMLElement>("lumi-island"));

  // Woken by a click the early page script held back: now, and for any held before this ran.
  document.addEventListener("island:wake", (event) => {
    if (event.target instanceof HTMLElement) void wake(event.target);
  });
  for (const { target } of [...(window.__earlyClicks ?? []), ...(window.__earlyKeys ?? [])].map((early) =>
    early instanceof HTMLElement ? { target: early } : early,
  )) {
    const island = target.closest<HTMLElement>("lumi-island");
    if (island) void wake(island);
  }

  for (const island of islands.filter((element) => !element.hasAttribute("data-idle"))) {
    const onUse = () => {
      for (const type of useEvents) island.removeEventListener(type, onUse);
      void wake(island);
    };
    for (const type of useEvents) island.addEventListener(type, onUse, { passive: true });
  }

  const idle = islands.filter((element) => element.hasAttribute("data-idle"));
  void afterLoadWhenIdle().then(async () => {
    for (const island of idle) {
      await wake(island).catch(() => undefined);
      await nextTask();
    }
    document.documentElement.setAttribute("data-hydrated", "true");
  });

  prefetchOnHover();
}

/** Asks the browser for a page when the pointer rests on a link to it (or a finger touches one). */
function prefetchOnHover() {
  const done = new Set<string>([window.location.pathname]);
  let timer = 0;
  const prefetch = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || done.has(url.pathname) || /\.\w+$/.test(url.pathname))
      return;
    done.add(url.pathname);
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.href = url.pathname;
    document.head.append(hint);
  };
  document.addEventListener("pointerover", (event) => {
    clearTimeout(timer);
    timer = window.setTimeout(() => prefetch(event.target), 80);
  });
  document.addEventListener("pointerout", () => clearTimeout(timer));
  document.addEventListener("touchstart", (event) => prefetch(event.target), { passive: true });
  document.addEventListener("focusin", (event) => prefetch(event.target));
}
