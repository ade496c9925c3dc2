/**
 * The theme switch's behaviour (theme-switch.tsx), on the plain page: presses the button of the
 * theme the early page script applied, and applies and stores the one the reader presses.
 */
import { applyTheme, themes, type Theme } from "~/lib/theme";

const isTheme = (value: string | undefined): value is Theme => themes.some((theme) => theme === value);

function appliedTheme(): Theme {
  const applied = document.documentElement.dataset.theme;
  return applied === "light" || applied === "dark" ? applied : "system";
}

function showPressed(theme: Theme) {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-theme-option]")) {
    button.setAttribute("aria-pressed", String(button.dataset.themeOption === theme));
  }
}

export function themeSwitch(): void {
  showPressed(appliedTheme());
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>("button[data-theme-option]")
        : null;
    const theme = button?.dataset.themeOption;
    if (!isTheme(theme)) return;
    applyTheme(theme);
    showPressed(theme);
  });
}
