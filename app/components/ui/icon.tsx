import spriteUrl from "virtual:icon-sprite";
import type { IconName } from "~/lib/icons";
import { cn } from "~/lib/cn";

/**
 * An icon from the build's sprite, drawn in the current text colour. Decorative: the control or
 * text beside it carries the meaning, so it is hidden from assistive technology.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("size-4 shrink-0", className)}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
