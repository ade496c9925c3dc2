/**
 * The search boxes on the plain page, before their behaviour has loaded. The boxes are pre-rendered
 * markup (search-box.static.tsx); what makes them comboboxes with a results panel
 * (combobox.on-intent.ts, plain DOM) loads at the reader's first sign of intent on a box: the
 * pointer over it or coming near, a touch, focus, or a query handed over by the assistant
 * (search.ts). Its files are asked for all at once (their graph, as an island's: islands/boot.ts),
 * beside the page language's index, which does not wait for the code that reads it (a preload the
 * search's own fetch then finds in flight), and for a sharded language the code reading its shards.
 *
 * A box the reader focused or typed into before the page's scripts ran (a slow connection: the
 * field works as plain HTML) is taken over as soon as the code arrives. Until it has, and should it
 * never arrive, Enter in a box opens the results page, as the box's link does without scripts.
 */
import indexUrls, { sharded } from "virtual:search-index";
import { loadOnIntent } from "~/islands/boot";
import { watchIntent } from "~/islands/intent";
import { langFromPath, resultsPageHref } from "~/lib/urls";
import { isComposing } from "./composing";
import { searchRequests } from "./search";
import { searchBoxSelector } from "./search-box-markup";

/** The combobox's module, as the build's graph names it (pipeline/island-graph.ts). */
const comboboxFile = "./search/combobox.on-intent.ts";

let started = false;
let attached = false;

function start(): void {
  if (started) return;
  started = true;
  const lang = langFromPath(window.location.pathname);
  const hint = document.createElement("link");
  hint.rel = "preload";
  hint.as = "fetch";
  // As the search's fetch asks for it (CORS mode, same-origin credentials), or the two do not meet.
  hint.crossOrigin = "anonymous";
  hint.href = indexUrls[lang];
  document.head.append(hint);
  // A sharded language's entry is read by code of its own (lib/search/sharded.ts), which the
  // search client would ask for only once the entry had arrived: asked for with it instead. Should
  // it fail here, the client asks again.
  if (sharded.includes(lang)) void import("~/lib/search/sharded").catch(() => undefined);
  void loadOnIntent(comboboxFile, () => import("./combobox.on-intent")).then(
    (combobox) => {
      attached = true;
      combobox.attachSearchBoxes(lang);
    },
    // Failed for good: the boxes stay plain fields, and Enter still opens the results page.
    () => undefined,
  );
}

const intents = ["pointerover", "touchstart", "focusin"] as const;

export function searchBoxes(): void {
  const boxes = Array.from(document.querySelectorAll<HTMLElement>(searchBoxSelector));
  const stopWatching = () => {
    for (const type of intents) document.removeEventListener(type, onIntent, true);
  };
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(searchBoxSelector)) return;
    stopWatching();
    start();
  };
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  watchIntent(boxes, (_, how) => how === "near" && start());
  searchRequests.subscribe(start);
  document.addEventListener("keydown", (event) => {
    const field = event.target;
    if (attached || event.key !== "Enter" || isComposing(event) || !(field instanceof HTMLInputElement))
      return;
    if (!field.closest(searchBoxSelector) || !field.value.trim()) return;
    event.preventDefault();
    window.location.assign(resultsPageHref(field.value.trim(), langFromPath(window.location.pathname)));
  });
  const typed = boxes.some((box) => {
    const input = box.querySelector("input");
    return input && (input.value !== "" || document.activeElement === input);
  });
  if (typed) start();
}
