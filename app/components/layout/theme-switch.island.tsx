import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { WithTooltip } from "~/components/ui/tooltip";
import { useT } from "~/hooks/use-lang";
import { cn, focusRing } from "~/lib/cn";
import type { IconName } from "~/lib/icons";
import type { MessageKey } from "~/lib/messages";
import { applyTheme, themes, type Theme } from "~/lib/theme";

const options: Record<Theme, { icon: IconName; label: MessageKey }> = {
  light: { icon: "sun", label: "themeLight" },
  dark: { icon: "moon", label: "themeDark" },
  system: { icon: "monitor", label: "themeSystem" },
};

/**
 * Light, dark or the system's colours: three toggle buttons, one pressed. The page was painted in
 * the stored choice already (early-page.ts); this shows which one it is and changes it.
 */
export default function ThemeSwitch({ className }: { className?: string }) {
  const t = useT();
  // Pre-rendered as "system"; once the page runs, the choice the early page script applied (it
  // reads and validates the stored one before the first paint).
  const [theme, setTheme] = useState<Theme>("system");
  useEffect(() => {
    const applied = document.documentElement.dataset.theme;
    if (applied === "light" || applied === "dark") setTheme(applied);
  }, []);
  return (
    <div
      role="group"
      aria-label={t("theme")}
      data-testid="theme-switch"
      className={cn("flex rounded-md border border-border p-0.5", className)}
    >
      {themes.map((option) => {
        const { icon, label } = options[option];
        const pressed = option === theme;
        return (
          <WithTooltip key={option} label={t(label)} side="bottom">
            <button
              type="button"
              data-testid={`theme-option-${option}`}
              aria-label={t(label)}
              aria-pressed={pressed}
              onClick={() => {
                setTheme(option);
                applyTheme(option);
              }}
              className={cn(
                focusRing,
                "flex size-7 cursor-pointer items-center justify-center rounded",
                pressed
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              <Icon name={icon} size="4" />
            </button>
          </WithTooltip>
        );
      })}
    </div>
  );
}
