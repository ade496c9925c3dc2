/**
 * The colour theme: light, dark, or the system's (the default). The choice is remembered in
 * `localStorage['theme']` and applied before the first paint by the early page script, which sets
 * `<html data-theme="light|dark">`; without the attribute the system's preference rules (app.css).
 */
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
export const themeStorageKey = "theme";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** The stored choice; `system` when nothing valid is stored or storage throws. */
export function readTheme(storage: () => Pick<Storage, "getItem"> | undefined): Theme {
  try {
    const value = storage()?.getItem(themeStorageKey);
    return isTheme(value) ? value : "system";
  } catch {
    return "system";
  }
}

/** Applies and remembers a choice (a storage that throws keeps it for this page only). */
export function applyTheme(theme: Theme, storage: () => Pick<Storage, "setItem" | "removeItem"> | undefined) {
  const root = document.documentElement;
  if (theme === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", theme);
  try {
    if (theme === "system") storage()?.removeItem(themeStorageKey);
    else storage()?.setItem(themeStorageKey, theme);
  } catch {
    // Nothing to do: the page shows the choice; the next one starts from the system's.
  }
}
