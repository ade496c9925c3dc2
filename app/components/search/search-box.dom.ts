/**
 * The search boxes' islands wake on use: a pointer, a touch, focus or a key on them. Here, on the
 * plain page:
 * - the first sign of intent on a box (the pointer coming over it, a touch, focus) also starts
 *   loading the results panel and the page language's index, beside React's and the island's code
 *   rather than after the island has woken, so the first key typed waits for less (the island would
 *   start the same on its first focus: use-search-box.ts);
 * - a box the reader focused or typed into before the page's scripts ran (a slow connection: the
 *   field works as plain HTML) has its island woken now, and the island takes over the text.
 */
import indexUrls from "virtual:search-index";
import { islandFilesReady } from "~/islands/boot";
import { islandSelector } from "~/islands/ids";
import { langFromPath } from "~/lib/urls";

const box = islandSelector("searchBox");
const field = `${box} input[type=search]`;

/**
 * The panel's code and the index start loading side by side: the index does not wait for React, nor
 * for the engine's code that reads it (a preload the engine's own fetch then finds in flight).
 */
function prepare() {
  const lang = langFromPath(window.location.pathname);
  const hint = document.createElement("link");
  hint.rel = "preload";
  hint.as = "fetch";
  // As the engine's fetch asks for it (CORS mode, same-origin credentials), or the two do not meet.
  hint.crossOrigin = "anonymous";
  hint.href = indexUrls[lang];
  document.head.append(hint);
  void islandFilesReady("searchBox").then((ready) => {
    if (!ready) return;
    void import("~/lib/search/load-index").then((index) => index.prefetchSearchIndex(lang));
    void import("./search-panel");
  });
}

const intents = ["pointerover", "touchstart", "focusin"] as const;

export function searchBoxes(): void {
  const stopWatching = () => {
    for (const type of intents) document.removeEventListener(type, onIntent, true);
  };
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(box)) return;
    stopWatching();
    prepare();
  };
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  for (const input of document.querySelectorAll<HTMLInputElement>(field)) {
    if (input.value === "" && document.activeElement !== input) continue;
    if (document.activeElement === input) {
      stopWatching();
      prepare();
    }
    input.closest("lumi-island")?.dispatchEvent(new Event("island:wake", { bubbles: true }));
  }
}
