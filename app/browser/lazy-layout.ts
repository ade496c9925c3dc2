import { whenIdle } from "./when-idle";

/** On `<html>` while an article's later blocks are laid out only as they near the screen (app.css). */
export const lazyLayoutAttribute = "data-lazy-layout";

/**
 * A fresh load lays out an article's later blocks only as they near the screen (app.css, while
 * `<html data-lazy-layout>`, which the early page script removes at the first scroll); until then
 * each holds an estimated height. Once the islands are awake, the rest is laid out one block per
 * idle moment, top first, so no task is long and a reader who stays put for a moment has every
 * block at its real height before moving.
 */
export function layOutTheRest(): void {
  const root = document.documentElement;
  const blocks = Array.from(
    document.querySelectorAll<HTMLElement>(`html[${lazyLayoutAttribute}] .prose-article > :nth-child(n + 6)`),
  );
  const next = () => {
    const block = blocks.shift();
    if (!block || !root.hasAttribute(lazyLayoutAttribute)) {
      root.removeAttribute(lazyLayoutAttribute);
      return;
    }
    block.style.contentVisibility = "visible";
    whenIdle(next, 20);
  };
  if (blocks.length > 0) whenIdle(next, 20);
}
