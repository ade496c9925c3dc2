/**
 * A label bubble for icon-only buttons, following the WAI-ARIA tooltip pattern: it shows on hover
 * (after a delay) and on keyboard focus, hides on Escape, on leaving, on blur and on press, and stays
 * while the pointer moves onto it.
 *
 * Our own code rather than Radix Tooltip: Radix wraps its trigger in components of its own, so
 * loading it after the first paint changed the tree's shape and React remounted what the reader
 * was using (typed text, focus, an opening dialog), while loading it up front cost 13 KB gzip on
 * every page for a handful of labels. This wrapper never changes the trigger's place in the tree:
 * the bubble is a sibling rendered into a portal only while shown.
 */
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from "react";
import { createPortal } from "react-dom";

/** The spec's tooltip timings: open after 700 ms, and 300 ms to move between triggers without waiting. */
export const tooltipDelay = { openMs: 700, skipMs: 300 } as const;

export type TooltipSide = "top" | "bottom" | "left" | "right";

/** Space between the trigger and the bubble, and between the bubble and the viewport's edge (px). */
const gap = 6;
const margin = 8;
/** How long the pointer may take to travel from the trigger onto the bubble. */
const graceMs = 100;

/** When any tooltip last closed: within the skip delay, the next one opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TriggerProps {
  "aria-label"?: string;
  "aria-describedby"?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

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

/** Shows `label` as a tooltip on `children`, one focusable element (a button). */
export function WithTooltip({
  label,
  side = "top",
  children,
}: {
  label: string;
  side?: TooltipSide;
  children: ReactElement<TriggerProps>;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bubble = useRef<HTMLDivElement>(null);

  const clear = () => clearTimeout(timer.current);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setAnchor((current) => {
      if (current) lastClosedAt = performance.now();
      return null;
    });
  }, []);
  const show = (element: HTMLElement, delay: number) => {
    clear();
    if (delay <= 0) setAnchor(element);
    else timer.current = setTimeout(() => setAnchor(element), delay);
  };
  const hideSoon = () => {
    clear();
    timer.current = setTimeout(hide, graceMs);
  };

  useEffect(() => clear, []);

  // While shown: Escape, a scroll or a resize hides it (its position would be stale).
  useEffect(() => {
    if (!anchor) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKey, true);
    window.addEventListener("scroll", hide, true);
    window.addEventListener("resize", hide);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      window.removeEventListener("scroll", hide, true);
      window.removeEventListener("resize", hide);
    };
  }, [anchor, hide]);

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!anchor || !element) return;
    const { left, top } = place(anchor.getBoundingClientRect(), element.getBoundingClientRect(), side);
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
    element.style.visibility = "visible";
  }, [anchor, side]);

  const own = children.props;
  // The button's name already says the label; only a different text describes it further.
  const describes = own["aria-label"] !== label;
  const trigger = cloneElement(children, {
    "aria-describedby": describes && anchor ? id : own["aria-describedby"],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === "touch") return;
      const skip = performance.now() - lastClosedAt < tooltipDelay.skipMs;
      show(event.currentTarget, skip ? 0 : tooltipDelay.openMs);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hideSoon();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Keyboard focus shows it at once; focus from a click does not.
      if (event.currentTarget.matches(":focus-visible")) show(event.currentTarget, 0);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {anchor &&
        createPortal(
          <div
            ref={bubble}
            id={id}
            role="tooltip"
            onPointerEnter={clear}
            onPointerLeave={hideSoon}
            style={{ position: "fixed", left: 0, top: 0, visibility: "hidden" }}
            className="z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md"
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}
