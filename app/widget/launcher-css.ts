/**
 * The launcher's styles, adopted by the shadow root as a constructed stylesheet: a host's CSP
 * `style-src` governs `<style>` elements and style attributes, not constructed sheets, so the widget
 * needs no `unsafe-inline` and no stylesheet request before the press. `:host` is reset with
 * `!important` because the host page's `!important` rules on the element itself would otherwise win
 * (inside the shadow root, the page's rules reach nothing else).
 */
export const launcherCss = `
:host { all: initial !important; }
.widget {
  --bg: #ffffff; --fg: #18181b; --muted: #f4f4f5; --muted-fg: #52525b; --border: #d4d4d8;
  --accent: #4338ca; --accent-fg: #ffffff; --mark: #fef08a; --focus: #4338ca;
  font: 400 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--fg);
}
.widget[data-theme="dark"] {
  --bg: #18181b; --fg: #f4f4f5; --muted: #27272a; --muted-fg: #a1a1aa; --border: #3f3f46;
  --accent: #a5b4fc; --accent-fg: #18181b; --mark: #854d0e; --focus: #a5b4fc;
}
@media (prefers-color-scheme: dark) {
  .widget:not([data-theme="light"]) {
    --bg: #18181b; --fg: #f4f4f5; --muted: #27272a; --muted-fg: #a1a1aa; --border: #3f3f46;
    --accent: #a5b4fc; --accent-fg: #18181b; --mark: #854d0e; --focus: #a5b4fc;
  }
}
.launcher {
  position: fixed; right: 20px; bottom: 20px; z-index: 2147483000;
  display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 18px;
  border: 0; border-radius: 22px; background: var(--accent); color: var(--accent-fg);
  font: 600 15px/1 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  cursor: pointer; box-shadow: 0 4px 14px rgb(0 0 0 / 0.25);
}
.launcher::before { content: "?"; font-weight: 700; }
.launcher[aria-busy="true"] { cursor: progress; }
.launcher:focus-visible { outline: 3px solid var(--fg); outline-offset: 3px; }
`;
