/**
 * The tooltip's bubble: placed beside its trigger inside the viewport, hidden by Escape, a scroll or
 * a resize. Loaded the first time a tooltip shows (see tooltip.tsx), so it is not on the first load.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { placeTooltip, tooltipClass, type TooltipSide } from "~/lib/tooltip";

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
    const { left, top } = placeTooltip(anchor.getBoundingClientRect(), element.getBoundingClientRect(), side);
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
      className={tooltipClass}
    >
      {label}
    </div>,
    document.body,
  );
}
