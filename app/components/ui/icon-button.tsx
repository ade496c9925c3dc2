import type { ComponentProps } from "react";
import { Button } from "./button";
import type { TooltipSide } from "~/lib/tooltip";
import { WithTooltip } from "./tooltip";

/** An icon-only button: named by `label` for assistive technology and shown as a tooltip. */
export function IconButton({
  label,
  tooltipSide,
  ...props
}: Omit<ComponentProps<typeof Button>, "aria-label"> & {
  label: string;
  tooltipSide?: TooltipSide;
}) {
  return (
    <WithTooltip label={label} side={tooltipSide}>
      <Button size="icon" variant="ghost" aria-label={label} {...props} />
    </WithTooltip>
  );
}
