/**
 * Radix Tooltip, kept off the first load: buttons render at once with their accessible names, and
 * tooltips attach when the browser is idle. A trigger that had focus keeps it across the swap.
 */
import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { whenIdle } from "~/lib/idle";
import type * as TooltipExports from "./tooltip";
import type { TooltipSide } from "./tooltip";

type TooltipModule = typeof TooltipExports;

const RuntimeContext = createContext<TooltipModule | null>(null);
const anchorAttribute = "data-tooltip-anchor";

export function TooltipRuntimeProvider({ children }: { children: ReactNode }) {
  const [runtime, setRuntime] = useState<TooltipModule | null>(null);
  const [focusedAnchor, setFocusedAnchor] = useState<string | null>(null);

  useEffect(
    () =>
      whenIdle(() => {
        void import("./tooltip").then((module) => {
          setFocusedAnchor(document.activeElement?.getAttribute(anchorAttribute) ?? null);
          setRuntime(() => module);
        });
      }),
    [],
  );

  // Wrapping a trigger remounts it; give focus back to the one the reader was on.
  useLayoutEffect(() => {
    if (runtime) document.documentElement.dataset.tooltips = "ready";
    if (runtime && focusedAnchor)
      document.querySelector<HTMLElement>(`[${anchorAttribute}="${CSS.escape(focusedAnchor)}"]`)?.focus();
  }, [runtime, focusedAnchor]);

  const Provider = runtime?.TooltipProvider;
  return (
    <RuntimeContext.Provider value={runtime}>
      {Provider ? <Provider>{children}</Provider> : children}
    </RuntimeContext.Provider>
  );
}

/** Shows `label` as a tooltip on `children` (one focusable element) once tooltips are loaded. */
export function WithTooltip({
  label,
  side,
  children,
}: {
  label: string;
  side?: TooltipSide;
  children: ReactElement<Record<string, unknown>>;
}) {
  const runtime = useContext(RuntimeContext);
  const anchor = useId();
  const trigger = cloneElement(children, { [anchorAttribute]: anchor });
  if (!runtime) return trigger;
  return (
    <runtime.Tooltip label={label} side={side}>
      {trigger}
    </runtime.Tooltip>
  );
}
