import { whenIdle } from "./when-idle";

/** On `<html>` while an article's later blocks are laid out only as they near the screen (app.css). */
export const lazyLayoutAttribute = "data-lazy-layout";

/**
 * How long one idle step may spend laying blocks out, in the reader's own milliseconds: short enough
 * that a phone four times slower than a laptop still sees no long task (50 ms), long enough that the
 * rest of an article takes a handful of frames, not one per block (each frame repaints and commits,
 * which cost more than the layout of a small block).
 */
const stepBudget = 8;

/**
 * A fresh load lays out an article's later blocks only as they near the screen (app.css, while
 * `<html data-lazy-layout>`, which the early page script removes at the first scroll); until then
 * each holds an estimated height. Once the islands are awake, the rest is laid out in idle steps,
 * top first: each step takes blocks until its budget is spent, laying each out at once to know what
 * it cost, so no task is long and a reader who stays put for a moment has every block at its real
 * height before moving.
 */
export function layOutTheRest(): void {
  const root = document.documentElement;
  const blocks = Array.from(
    document.querySelectorAll<HTMLElement>(`html[${lazyLayoutAttribute}] .prose-article > :nth-child(n + 6)`),
  );
  const step = () => {
    if (!root.hasAttribute(lazyLayoutAttribute)) return;
    const start = performance.now();
    for (let block = blocks.shift(); block; block = blocks.shift()) {
      block.style.contentVisibility = "visible";
      // Reading its height lays it out now rather than in the next frame, so the step knows its cost.
      void block.offsetHeight;
      if (performance.now() - start >= stepBudget) break;
    }
    if (blocks.length > 0) whenIdle(step, 20);
    else root.removeAttribute(lazyLayoutAttribute);
  };
  if (blocks.length > 0) whenIdle(step, 20);
}
