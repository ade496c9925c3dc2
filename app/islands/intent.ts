/**
 * The reader's intent to use an island before they touch it, so its files can be on their way
 * (islands/preload.ts) when the press comes:
 * - a mouse or pen pointer coming within `nearPixels` of it where the reader sees it (the pointer
 *   over it, a touch and focus wake the island itself: boot.ts);
 * - an island that was below the fold scrolled into view (the feedback box at an article's end, a
 *   copy button, tabs), unless the reader asked the browser to save data or the connection is
 *   slower than 3G: a reader who only reads to the end then pays for code they may never run.
 * No island's files are fetched on a page where the reader does nothing: the first load stays as
 * small as it is.
 */

/** How close the pointer comes to an island before its files are asked for (CSS pixels). */
export const nearPixels = 64;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether fetching on a guess is welcome: no Save-Data, no 2G. */
export function guessesWelcome(): boolean {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !(connection?.effectiveType ?? "").includes("2g");
}

/** An island's element has no box of its own (`display: contents`): its children's are where it is. */
const boxes = (island: HTMLElement): Element[] => Array.from(island.children);

/**
 * Whether the reader sees the box: its middle is in the window and nothing lies over it (a copy
 * button that scrolled under the sticky header is not near the pointer on the search box).
 */
function inSight(element: Element, box: DOMRect): boolean {
  const top = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
  return top !== null && element.contains(top);
}

/**
 * Calls `intent(island)` once for each island of `islands` the reader shows intent to use, as
 * above; returns the stop function.
 */
export function watchIntent(
  islands: HTMLElement[],
  intent: (island: HTMLElement, how: "near" | "scrolled") => void,
): () => void {
  const waiting = new Set(islands);
  const done = (island: HTMLElement, how: "near" | "scrolled") => {
    if (!waiting.delete(island)) return;
    for (const box of boxes(island)) observer?.unobserve(box);
    intent(island, how);
  };

  let frame = 0;
  let x = 0;
  let y = 0;
  const check = () => {
    frame = 0;
    for (const island of waiting)
      for (const element of boxes(island)) {
        const box = element.getBoundingClientRect();
        const dx = Math.max(box.left - x, 0, x - box.right);
        const dy = Math.max(box.top - y, 0, y - box.bottom);
        if (box.width > 0 && dx <= nearPixels && dy <= nearPixels && inSight(element, box))
          done(island, "near");
      }
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerType === "touch") return;
    x = event.clientX;
    y = event.clientY;
    // One look per frame however fast the pointer moves.
    frame ||= requestAnimationFrame(check);
  };
  document.addEventListener("pointermove", onMove, { passive: true });

  // An island in view when the page opened is no guess of the reader's: only one that comes into
  // view. The observer's first word on each of its boxes is where it was at the start.
  const islandOf = new Map(islands.flatMap((island) => boxes(island).map((box) => [box, island] as const)));
  const seen = new Set<Element>();
  const initially = new Set<HTMLElement>();
  const observer =
    "IntersectionObserver" in window && guessesWelcome()
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const island = islandOf.get(entry.target);
            if (!island) continue;
            if (!seen.has(entry.target)) {
              seen.add(entry.target);
              if (entry.isIntersecting) initially.add(island);
            } else if (entry.isIntersecting && !initially.has(island)) done(island, "scrolled");
          }
        })
      : undefined;
  for (const box of islandOf.keys()) observer?.observe(box);

  return () => {
    document.removeEventListener("pointermove", onMove);
    cancelAnimationFrame(frame);
    observer?.disconnect();
  };
}
