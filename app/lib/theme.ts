/**
 * The colour theme: light, dark, or the system's (the default). The choice is remembered in
 * `localStorage['theme']` and applied before the first paint by the early page script, which sets
 * `<html data-theme="light|dark">`; without the attribute the system's preference rules (app.css).
 */
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
export const themeStorageKey = "theme";
/** On `<html>`: the chosen theme, `light` or `dark`; absent for the system's. */
export const themeAttribute = "data-theme";

/** Applies and remembers a choice (a storage that throws keeps it for this page only). */
export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  try {
    if (theme === "system") {
      root.removeAttribute(themeAttribute);
      localStorage.removeItem(themeStorageKey);
    } else {
      root.setAttribute(themeAttribute, theme);
      localStorage.setItem(themeStorageKey, theme);
    }
  } catch {
    // Nothing to do: the page shows the choice; the next one starts from the system's.
  }
}
