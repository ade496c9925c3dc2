import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactNode } from "react";

/** The spec's tooltip timings: open after 700 ms, and 300 ms to move between triggers without waiting. */
export const tooltipDelay = {
  delayDuration: 700,
  skipDelayDuration: 300,
} as const;

export type TooltipSide = "top" | "bottom" | "left" | "right";

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <TooltipPrimitive.Provider {...tooltipDelay}>{children}</TooltipPrimitive.Provider>;
}

/** Radix's tooltip around one trigger; loaded lazily through tooltip-runtime.tsx. */
export function Tooltip({
  label,
  children,
  side = "top",
}: {
  label: string;
  children: ReactNode;
  side?: TooltipSide;
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
