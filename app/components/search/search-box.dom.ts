/**
 * The search boxes' islands wake on use: a pointer, a touch, focus or a key on them. Here, on the
 * plain page:
 * - the first focus of a box also starts loading the results panel and the page language's index,
 *   beside React's and the island's code rather than after the island has woken (the island would
 *   start the same on its first focus: use-search-box.ts);
 * - a box the reader focused or typed into before the page's scripts ran (a slow connection: the
 *   field works as plain HTML) has its island woken now, and the island takes over the text.
 */
import { islandSelector } from "~/islands/ids";
import { langFromPath } from "~/lib/urls";

const field = `${islandSelector("searchBox")} input[type=search]`;

function prepare() {
  void import("./search-panel").then((panel) =>
    panel.prefetchSearchIndex(langFromPath(window.location.pathname)),
  );
}

export function searchBoxes(): void {
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.matches(field)) return;
    document.removeEventListener("focusin", onFocus);
    prepare();
  };
  document.addEventListener("focusin", onFocus);
  for (const input of document.querySelectorAll<HTMLInputElement>(field)) {
    if (input.value === "" && document.activeElement !== input) continue;
    if (document.activeElement === input) {
      document.removeEventListener("focusin", onFocus);
      prepare();
    }
    input.closest("lumi-island")?.dispatchEvent(new Event("island:wake", { bubbles: true }));
  }
}
