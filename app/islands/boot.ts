/**
 * The islands' loader: the `<lumi-island>` element, defined by the browser's entry
 * (app/entry.client.ts, a few kilobytes, no React). Each element loads its island's code and React,
 * and hydrates the pre-rendered HTML it holds:
 * - `idle` islands once the page has loaded and the browser is idle, one per task, so no task is
 *   long (`<html data-hydrated>` marks the moment they are all awake; the browser tests wait for it);
 * - `use` islands on first use: a pointer over them, a touch, focus, a key, a click, or code that
 *   asks for one (islands/wake.ts).
 *
 * Each island's files are asked for all at once (its graph, written by the build: islands/preload.ts),
 * when it wakes or earlier, at the reader's intent to use it (islands/intent.ts): the pointer coming
 * near, the island scrolled into view.
 *
 * A button or arrow key pressed before its island has hydrated is held by the early page script
 * (early/page.ts) and pressed again here once it has. Loading follows the spec's retry policy
 * (lib/retry-policy.ts: 3 retries, 1 s doubling, again when the network or the tab comes back; an
 * attempt that brought files the one before had not is not counted). When
 * it has failed for good, the island is marked `data-failed`, an `island:error` event says so, and
 * no control is left dead: the early page script lets clicks through, a held click is let do what
 * it does without scripts (a form's button submits it), and a control with nothing to do without
 * its code says so in place and offers a reload (the page's `<template id="lumi-island-failed">`,
 * in its language). It imports neither React nor the messages: they stay off the first load
 * (vite.config.ts keeps React in a file of its own).
 */
import type { ComponentType } from "react";
import { emptyIslandGraph, type IslandGraph } from "~/lib/island-graph";
import { onComeBack, sleep, withRetries } from "~/lib/retry-policy";
import { langFromPath } from "~/lib/urls";
import { whenIdle } from "~/browser/when-idle";
import { islandFiles, type IslandId } from "./ids";
import { watchIntent } from "./intent";
import { failedAttribute, hydratedAttribute, islandTag, islandWakeEvent } from "./markers";
import { filesArrived, importOnlyWhatArrived, preloadIsland } from "./preload";

/** The islands' modules by file under app/components (`./search/search-box.island.tsx`, islands/ids.ts). */
export type IslandLoaders = Record<string, () => Promise<{ default: ComponentType<never> }>>;

export { islandTag };

/** Dispatched on an island (bubbling) when its code has failed to load for good; cancel it to keep the console quiet. */
export const islandErrorEvent = "island:error";

export interface IslandErrorDetail {
  file: string;
  error: unknown;
}

/** The pre-rendered message a control shows when its code could not load (app/root.tsx). */
const failedTemplateId = "lumi-island-failed";

const useEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

let loaders: IslandLoaders = {};
let graph: IslandGraph = emptyIslandGraph;
let fresh = 0;

/** Asks for all of island `file`'s files at once (islands/preload.ts), in the page's language. */
function preload(file: string, priority: "high" | "low" = "high"): Promise<boolean> {
  return preloadIsland(graph, file, langFromPath(window.location.pathname), priority);
}

/**
 * Resolves true once island `id`'s code may be imported by a plain-page module that starts its next
 * step before it wakes (the assistant's dialog): at once, but where a failed module
 * fetch is kept for good (islands/preload.ts) only once all the island's files have arrived, and
 * false if one did not (the island's own load then tries again).
 */
export function islandFilesReady(id: IslandId): Promise<boolean> {
  return importOnlyWhatArrived() ? preload(islandFiles[id]) : Promise.resolve(true);
}

/**
 * Loads code whose files the build's graph names under `file` (an island's, or a plain-page
 * widget's loaded on intent: the search combobox), with `load` (its `import()`): every file is asked
 * for at once and the import finds them in flight. Retried with the spec's policy; an attempt that
 * failed but brought files the last one had not is no reason to give up.
 */
export function loadOnIntent<T>(file: string, load: () => Promise<T>): Promise<T> {
  const attempt = async () => {
    const preloading = preload(file);
    // Where a failed module fetch is kept for good, the module loader gets only files that arrived.
    if (importOnlyWhatArrived() && !(await preloading)) throw new Error(`Not every file of ${file} arrived`);
    try {
      return await load();
    } catch (error) {
      await preloading;
      throw error;
    }
  };
  return withRetries(attempt, filesArrived);
}

/** Gives the main thread back between islands (`scheduler.yield` where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : sleep(0);
}

/** True when `button` does something without scripts: submits or resets its form, follows its link, toggles its `<details>`. */
function worksWithoutScripts(button: HTMLButtonElement): boolean {
  return (button.form !== null && button.type !== "button") || button.closest("a[href], summary") !== null;
}

function takeHeld<T>(list: T[] | undefined, mine: (item: T) => boolean): T[] {
  const taken = (list ?? []).filter(mine);
  for (const item of taken) list?.splice(list.indexOf(item), 1);
  return taken;
}

export class IslandElement extends HTMLElement {
  #woken: Promise<void> | undefined;
  #stopWatching: (() => void) | undefined;

  connectedCallback(): void {
    this.addEventListener(islandWakeEvent, this.#onWake);
    this.addEventListener("click", this.#onDeadClick);
    if (!this.hasAttribute("data-idle"))
      for (const type of useEvents) this.addEventListener(type, this.#onUse, { passive: true });
  }

  disconnectedCallback(): void {
    this.#stopWatching?.();
  }

  get file(): string {
    return this.dataset.island ?? "";
  }

  /** Loads and hydrates the island, once; resolves when it has hydrated, rejects when loading failed for good. */
  wake(): Promise<void> {
    this.#woken ??= this.#hydrate().then(
      () => this.#hydrated(),
      (error: unknown) => this.#failed(error),
    );
    return this.#woken;
  }

  #onWake = () => void this.wake().catch(() => undefined);

  #onUse = () => {
    for (const type of useEvents) this.removeEventListener(type, this.#onUse);
    this.#onWake();
  };

  async #hydrate(): Promise<void> {
    const load = loaders[this.file];
    if (!load) throw new Error(`No island in ${this.file}`);
    const [{ mount }, module] = await loadOnIntent(this.file, () => Promise.all([import("./mount"), load()]));
    // Evaluating React's code (the first time) is a task of its own; hydration starts in the next.
    await nextTask();
    this.querySelector(`[data-island-failed]`)?.remove();
    await mount(
      this,
      module.default,
      JSON.parse(this.dataset.props ?? "{}") as object,
      window.location.pathname,
      // Unique among the page's React roots; pre-rendered ids keep the prefix they were made with.
      this.dataset.uid ?? `i${++fresh}-`,
    );
  }

  #hydrated(): void {
    this.#stopWatching?.();
    this.removeAttribute(failedAttribute);
    this.removeEventListener("click", this.#onDeadClick);
    this.setAttribute(hydratedAttribute, "true");
    this.#catchUp();
  }

  /**
   * What the reader did before the island hydrated, told to it now: the buttons and keys they
   * pressed, in order (held back by the early page script); and where focus and the pointer are,
   * which React never saw arrive (a tooltip shows for the button already focused or hovered).
   */
  #catchUp(): void {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && this.contains(focused)) {
      focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
    const hovered = Array.from(this.querySelectorAll<HTMLElement>(":hover")).at(-1);
    hovered?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    for (const button of takeHeld(window.__earlyClicks, (button) => this.contains(button)))
      if (button.isConnected && !button.disabled) button.click();
    for (const { target, key } of takeHeld(window.__earlyKeys, ({ target }) => this.contains(target)))
      if (target.isConnected)
        target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  }

  /**
   * Loading failed for good: the controls are let do what they do without scripts, and loading
   * starts again when the network or the tab comes back.
   */
  #failed(error: unknown): never {
    this.setAttribute(failedAttribute, "");
    const detail: IslandErrorDetail = { file: this.file, error };
    const event = new CustomEvent(islandErrorEvent, { bubbles: true, cancelable: true, detail });
    if (this.dispatchEvent(event)) console.error("Island failed to load:", this.file, error);
    // The early page script now lets clicks through: pressed again, each does its own thing, or says it cannot.
    for (const button of takeHeld(window.__earlyClicks, (button) => this.contains(button)))
      if (button.isConnected && !button.disabled) button.click();
    takeHeld(window.__earlyKeys, ({ target }) => this.contains(target));
    this.#stopWatching?.();
    this.#stopWatching = onComeBack(() => {
      this.#stopWatching?.();
      this.#woken = undefined;
      this.#onWake();
    });
    throw error;
  }

  /** A click on a control of an island whose code failed to load, that does nothing without it: say so. */
  #onDeadClick = (event: MouseEvent) => {
    if (!this.hasAttribute(failedAttribute)) return;
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !this.contains(button) || worksWithoutScripts(button)) return;
    if (this.querySelector("[data-island-failed]")) return;
    const template = document.getElementById(failedTemplateId);
    if (!(template instanceof HTMLTemplateElement)) return;
    const message = template.content.cloneNode(true) as DocumentFragment;
    // The reload link is a plain link to this page, so it works with no script at all.
    message.querySelector("a")?.setAttribute("href", window.location.href);
    this.append(message);
  };
}

function afterLoadWhenIdle(): Promise<void> {
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => whenIdle(resolve, 200)));
}

/**
 * Defines `<lumi-island>` with the page's island modules and wakes the `idle` islands once the page
 * has loaded and the browser is idle; resolves when they are all awake (or have failed for good).
 */
export function startIslands(
  files: IslandLoaders,
  islandGraph: IslandGraph = emptyIslandGraph,
): Promise<void> {
  loaders = files;
  graph = islandGraph;
  if (!customElements.get(islandTag)) customElements.define(islandTag, IslandElement);
  const islands = Array.from(document.querySelectorAll<IslandElement>(islandTag));

  // Clicks and keys the early page script held before the elements were defined wake their islands now.
  const held = [...(window.__earlyClicks ?? []), ...(window.__earlyKeys ?? []).map(({ target }) => target)];
  for (const element of held)
    element.closest<IslandElement>(islandTag)?.dispatchEvent(new Event(islandWakeEvent));

  // Islands woken on use: their files are asked for when the reader shows the intent to use them.
  watchIntent(
    islands.filter((element) => !element.hasAttribute("data-idle")),
    (island, how) => void preload((island as IslandElement).file, how === "near" ? "high" : "low"),
  );

  return afterLoadWhenIdle().then(async () => {
    for (const island of islands.filter((element) => element.hasAttribute("data-idle"))) {
      await island.wake().catch(() => undefined);
      await nextTask();
    }
    document.documentElement.setAttribute("data-hydrated", "true");
  });
}
