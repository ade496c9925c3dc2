/**
 * A label bubble for icon-only buttons, following the WAI-ARIA tooltip pattern: it shows on hover
 * (after a delay) and on keyboard focus, hides on Escape, on leaving, on blur and on press, and stays
 * while the pointer moves onto it.
 *
 * Our own code rather than Radix Tooltip: Radix wraps its trigger in components of its own, so
 * loading it after the first paint changed the tree's shape and React remounted what the reader
 * was using (typed text, focus, an opening dialog), while loading it up front cost 13 KB gzip on
 * every page for a handful of labels. This wrapper never changes the trigger's place in the tree:
 * the bubble is a sibling, loaded the first time one shows and rendered into a portal while shown.
 */
import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from "react";
import { tooltipDelay, tooltipGraceMs, type TooltipSide } from "~/lib/tooltip";

const TooltipBubble = lazy(() => import("./tooltip-bubble"));

/** When any tooltip last closed: within the skip delay, the next one opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Shows `label` as a tooltip on `children`, one focusable element (a button) whose accessible name is
 * that same label (its `aria-label`): the bubble shows sighted readers what assistive technology
 * already announces, so it describes nothing further.
 */
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

  const clear = useCallback(() => clearTimeout(timer.current), []);
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
  const hideSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(hide, tooltipGraceMs);
  }, [hide]);

  useEffect(() => clear, [clear]);

  const own = children.props;
  const trigger = cloneElement(children, {
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
      {anchor && (
        <Suspense fallback={null}>
          <TooltipBubble
            id={id}
            label={label}
            side={side}
            anchor={anchor}
            onHide={hide}
            onPointerEnter={clear}
            onPointerLeave={hideSoon}
          />
        </Suspense>
      )}
    </>
  );
}
