import type { IconName } from "~/lib/icons";
import { cn } from "~/lib/cn";
import { iconHref } from "./icon-element";

/** Sizes an icon comes in; without tailwind-merge a second size utility would not reliably win. */
const sizes = { "3.5": "size-3.5", "4": "size-4", "5": "size-5", "6": "size-6" } as const;

/**
 * An icon from the build's sprite, drawn in the current text colour (the sprite's symbols carry
 * the stroke, see pipeline/icon-sprite.ts), 16 px unless `size` says otherwise. Decorative: the
 * control or text beside it carries the meaning, so it is hidden from assistive technology.
 */
export function Icon({
  name,
  size = "4",
  className,
}: {
  name: IconName;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn(sizes[size], "shrink-0", className)}>
      <use href={iconHref(name)} />
    </svg>
  );
}
