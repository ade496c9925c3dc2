/**
 * The first script a page runs (app/entry.client.ts, a few kilobytes, no React): it wakes the
 * page's islands. React and an island's code load only when the island wakes:
 * - `idle` islands once the page has loaded and the browser is idle, one per task, so no task is long;
 * - `use` islands on first use: a pointer over them, a touch, focus, a key, or a click.
 * A button or arrow key pressed before its island has woken is held by the early page script
 * (early-page.ts), wakes the island and is pressed again once it has hydrated. `<html data-hydrated>` marks the
 * moment every `idle` island is awake (the browser tests wait for it).
 *
 * It also prefetches a page when the pointer rests on a link to it, so the next page load starts
 * early; gives the search box its keyboard shortcut; and keeps the reader's section when the
 * language links are followed. It imports neither React nor the messages: they stay off the first
 * load (vite.config.ts keeps React in a file of its own).
 */
import type { ComponentType } from "react";
import { languageChangedEvent } from "~/lib/i18n";
import { href, stripLang } from "~/lib/urls";
import { sectionIds, sectionInView } from "~/lib/section-in-view";

/** The islands' modules by file under app/components (`./search/search-box.island.tsx`). */
export type IslandLoaders = Record<string, () => Promise<{ default: ComponentType<never> }>>;

/** The element holding an island (app/islands/island.tsx; the early page script and app.css name it too). */
const islandTag = "lumi-island";

const useEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Gives the main thread back between islands (`scheduler.yield` where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` when the browser is idle, or after `fallback` ms where it cannot tell (Safari).
 * Not lib/idle.ts: what the islands share stays out of this file's imports (see vite.config.ts).
 */
function whenIdle(task: () => void, fallback: number) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, fallback);
}

function afterLoadWhenIdle(): Promise<void> {
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => whenIdle(resolve, 200)));
}

/**
 * What the reader did in `island` before it hydrated, told to it now: the buttons and keys they
 * pressed, in order (held back by the early page script); and where focus and the pointer are,
 * which React never saw arrive (a tooltip shows for the button already focused or hovered).
 */
function catchUp(island: HTMLElement) {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && island.contains(focused)) {
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  }
  const hovered = Array.from(island.querySelectorAll<HTMLElement>(":hover")).at(-1);
  hovered?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
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
          // Evaluating React's code (the first time) is a task of its own; hydration starts in the next.
          .then(async (modules) => {
            await nextTask();
            return modules;
          })
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
            catchUp(island);
          })
      : Promise.reject(new Error(`No island in ${island.dataset.island}`));
    woken.catch((error: unknown) => console.error("Island failed to load:", island.dataset.island, error));
    waking.set(island, woken);
    return woken;
  }

  const islands = Array.from(document.querySelectorAll<HTMLElement>(islandTag));

  // Woken by a click the early page script held back: now, and for any held before this ran.
  document.addEventListener("island:wake", (event) => {
    if (event.target instanceof HTMLElement) void wake(event.target);
  });
  const held = [...(window.__earlyClicks ?? []), ...(window.__earlyKeys ?? []).map(({ target }) => target)];
  for (const element of held) {
    const island = element.closest<HTMLElement>(islandTag);
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
    layOutTheRest();
  });

  prefetchOnHover();
  searchShortcut();
  languageLinks();
}

/**
 * A fresh load lays out an article's later blocks only as they near the screen (app.css, while
 * `<html data-lazy-layout>`, which the early page script removes at the first scroll); until then
 * each holds an estimated height. Once the islands are awake, the rest is laid out one block per
 * idle moment, top first, so no task is long and a reader who stays put for a moment has every
 * block at its real height before moving.
 */
function layOutTheRest() {
  const root = document.documentElement;
  const blocks = Array.from(
    document.querySelectorAll<HTMLElement>("html[data-lazy-layout] .prose-article > :nth-child(n + 6)"),
  );
  const next = () => {
    const block = blocks.shift();
    if (!block || !root.hasAttribute("data-lazy-layout")) {
      root.removeAttribute("data-lazy-layout");
      return;
    }
    block.style.contentVisibility = "visible";
    whenIdle(next, 20);
  };
  if (blocks.length > 0) whenIdle(next, 20);
}

/**
 * The header's language links (components/layout/language-switch.tsx) lead to the same page in the
 * other language; a plain click also keeps the section being read (or the URL's own) and the
 * search's `?q=`, and announces the change (CONTRACT: `language-changed`). The early page script
 * has stored the choice by then. The address bar decides the page: the not-found page was
 * pre-rendered for another path.
 */
function languageLinks() {
  document.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-switch-lang]") : null;
    const lang = link?.dataset.switchLang;
    if (!link || (lang !== "pt" && lang !== "en")) return;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (link.getAttribute("aria-current") === "true") return;
    const { pathname, search, hash } = window.location;
    const section = hash ? hash.slice(1) : sectionInView(sectionIds());
    window.dispatchEvent(new CustomEvent(languageChangedEvent, { detail: { lang } }));
    // The query goes between the path and the section, and a hash read from the URL is already
    // encoded: the fragment is added here rather than by href.
    window.location.assign(href(stripLang(pathname), lang) + search + (section ? `#${section}` : ""));
  });
}

/** True when the key press happened in a place that takes text, where '/' must stay a character. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * Ctrl/Cmd+K and '/' focus the header's search box from anywhere, when it is shown, from the
 * moment the page is parsed, before the box's island wakes (it takes over what was typed when it does).
 */
function searchShortcut() {
  window.addEventListener("keydown", (event) => {
    const combo = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";
    const slash =
      event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
    if (!combo && !slash) return;
    const box = Array.from(document.querySelectorAll<HTMLInputElement>("input[data-search-shortcut]")).find(
      (input) => input.offsetParent !== null,
    );
    if (!box) return;
    event.preventDefault();
    box.focus();
    box.select();
  });
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
