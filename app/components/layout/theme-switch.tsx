import { Icon } from "~/components/ui/icon";
import { SegmentedControl, segmentClass } from "~/components/ui/segmented-control";
import { useT } from "~/hooks/use-lang";
import type { IconName } from "~/lib/icons";
import type { MessageKey } from "~/lib/messages";
import { themes, type Theme } from "~/lib/theme";

const options: Record<Theme, { icon: IconName; label: MessageKey }> = {
  light: { icon: "sun", label: "themeLight" },
  dark: { icon: "moon", label: "themeDark" },
  system: { icon: "monitor", label: "themeSystem" },
};

/**
 * Light, dark or the system's colours: three toggle buttons, one pressed (WAI-ARIA button pattern,
 * `aria-pressed`). HTML only: theme-switch.dom.ts presses the one the early page script applied
 * and changes the theme on a click, with no React. Pre-rendered with "system" pressed; the page
 * itself is painted in the stored choice from the start (app/early/page.ts).
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const t = useT();
  return (
    <SegmentedControl label={t("theme")} testId="theme-switch" className={className}>
      {themes.map((option) => {
        const { icon, label } = options[option];
        return (
          <button
            key={option}
            type="button"
            data-testid={`theme-option-${option}`}
            data-theme-option={option}
            aria-label={t(label)}
            aria-pressed={option === "system"}
            data-tooltip={t(label)}
            data-tooltip-side="bottom"
            className={segmentClass("aria-pressed", "flex size-7 cursor-pointer items-center justify-center")}
          >
            <Icon name={icon} size="4" />
          </button>
        );
      })}
    </SegmentedControl>
  );
}
