/**
 * What every tooltip shares, the React one (components/ui/tooltip.tsx) and the plain one
 * (plain-tooltip.ts): the spec's timings, where the bubble goes and how it looks.
 */

/** The spec's tooltip timings: open after 700 ms, and 300 ms to move between triggers without waiting. */
export const tooltipDelay = { openMs: 700, skipMs: 300 } as const;

/** How long the pointer may take to travel from the trigger onto the bubble. */
export const tooltipGraceMs = 100;

export type TooltipSide = "top" | "bottom" | "left" | "right";

export const tooltipClass =
  "z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md";

/** Space between the trigger and the bubble, and between the bubble and the viewport's edge (px). */
const gap = 6;
const margin = 8;

/** Where the bubble goes beside `anchor`, kept inside the viewport. */
export function placeTooltip(
  anchor: DOMRect,
  bubble: DOMRect,
  side: TooltipSide,
): { left: number; top: number } {
  const centreX = anchor.left + anchor.width / 2 - bubble.width / 2;
  const centreY = anchor.top + anchor.height / 2 - bubble.height / 2;
  const spot = {
    top: { left: centreX, top: anchor.top - gap - bubble.height },
    bottom: { left: centreX, top: anchor.bottom + gap },
    left: { left: anchor.left - gap - bubble.width, top: centreY },
    right: { left: anchor.right + gap, top: centreY },
  }[side];
  const clamp = (value: number, size: number, room: number) =>
    Math.min(Math.max(value, margin), Math.max(margin, room - size - margin));
  return {
    left: clamp(spot.left, bubble.width, window.innerWidth),
    top: clamp(spot.top, bubble.height, window.innerHeight),
  };
}
