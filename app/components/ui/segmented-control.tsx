import type { ReactNode } from "react";
import { cn, focusRing } from "~/lib/cn";

/**
 * A row of mutually exclusive choices in one frame, the chosen one filled: the header's language
 * links and theme buttons. A labelled group; each segment says which is chosen its own way
 * (`aria-current` on a link, `aria-pressed` on a toggle button).
 */
export function SegmentedControl({
  label,
  testId,
  className,
  children,
}: {
  label: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className={cn("flex rounded-md border border-border p-0.5", className)}
    >
      {children}
    </div>
  );
}

/**
 * A segment's classes. `chosen` is a variant (`aria-pressed:`, `aria-[current=true]:`) when the
 * segment's own attribute says it, so a script that changes the attribute changes the look too.
 */
export function segmentClass(chosen: "aria-pressed" | "aria-current", className?: string): string {
  return cn(
    focusRing,
    "rounded text-muted-foreground hover:bg-muted hover:text-foreground",
    chosen === "aria-pressed"
      ? "aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary aria-pressed:hover:text-primary-foreground"
      : "aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground aria-[current=true]:hover:bg-primary aria-[current=true]:hover:text-primary-foreground",
    className,
  );
}
