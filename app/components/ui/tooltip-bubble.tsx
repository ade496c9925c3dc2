/**
 * The tooltip's bubble: placed beside its trigger inside the viewport, hidden by Escape, a scroll or
 * a resize. Loaded the first time a tooltip shows (see tooltip.tsx), so it is not on the first load.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";

/**
 * Where the bubble sits beside its trigger. Declared here, with the placement it steers, so that
 * tooltip.tsx, which loads this file lazily, is not imported back by it.
 */
export type TooltipSide = "top" | "bottom" | "left" | "right";

/** Space between the trigger and the bubble, and between the bubble and the viewport's edge (px). */
const gap = 6;
const margin = 8;

/** Where the bubble goes beside `anchor`, kept inside the viewport. */
function place(anchor: DOMRect, bubble: DOMRect, side: TooltipSide) {
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

export default function TooltipBubble({
  id,
  label,
  side,
  anchor,
  onHide,
  onPointerEnter,
  onPointerLeave,
}: {
  id: string;
  label: string;
  side: TooltipSide;
  anchor: HTMLElement;
  onHide: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}) {
  const bubble = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onHide();
    };
    document.addEventListener("keydown", onKey, true);
    window.addEventListener("scroll", onHide, true);
    window.addEventListener("resize", onHide);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      window.removeEventListener("scroll", onHide, true);
      window.removeEventListener("resize", onHide);
    };
  }, [onHide]);

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const { left, top } = place(anchor.getBoundingClientRect(), element.getBoundingClientRect(), side);
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
    element.style.visibility = "visible";
  }, [anchor, side]);

  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      style={{ position: "fixed", left: 0, top: 0, visibility: "hidden" }}
      className="z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md"
    >
      {label}
    </div>,
    document.body,
  );
}
