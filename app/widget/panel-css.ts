/**
 * The panel's styles, adopted by the shadow root as a constructed stylesheet when the panel loads
 * (no `<style>` element, no style attribute: a host's strict CSP allows it). The colours are the
 * launcher's custom properties, so light and dark follow the host's `data-theme` or the reader's
 * `prefers-color-scheme`.
 */
export const panelCss = `
.panel {
  position: fixed; right: 20px; bottom: 76px; z-index: 2147483000;
  display: flex; flex-direction: column; box-sizing: border-box;
  width: min(400px, calc(100vw - 24px)); height: min(620px, calc(100vh - 100px));
  background: var(--bg); color: var(--fg); border: 1px solid var(--border); border-radius: 12px;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.3); overflow: hidden; text-align: start;
}
.panel[hidden] { display: none; }
.panel *, .panel *::before, .panel *::after { box-sizing: border-box; }
.head { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 10px 12px 6px 16px; }
h2 { margin: 0; font-size: 17px; font-weight: 650; }
h3 { margin: 4px 0 8px; font-size: 16px; font-weight: 650; }
h4, h5 { margin: 14px 0 6px; font-size: 15px; font-weight: 650; }
p { margin: 0 0 8px; }
button, input { font: inherit; color: inherit; }
button { cursor: pointer; }
.close { width: 36px; height: 36px; border: 0; border-radius: 8px; background: transparent; font-size: 22px; line-height: 1; }
.close:hover { background: var(--muted); }
.search { padding: 0 16px 6px; }
input {
  width: 100%; min-height: 40px; padding: 6px 10px; border: 1px solid var(--border); border-radius: 8px;
  background: var(--bg);
}
.status { margin: 0 16px; min-height: 0; font-size: 13px; color: var(--muted-fg); }
.body { flex: 1; overflow: auto; padding: 4px 16px 12px; border-top: 1px solid var(--border); }
.links { list-style: none; margin: 0; padding: 0; }
.links li { padding: 8px 0; border-bottom: 1px solid var(--border); }
.links p, .section { margin: 2px 0 0; font-size: 13px; color: var(--muted-fg); }
.section { display: block; }
a { color: var(--accent); font-weight: 550; text-underline-offset: 2px; }
mark { background: var(--mark); color: inherit; border-radius: 2px; }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--muted); padding: 0 3px; border-radius: 4px; }
pre { overflow: auto; padding: 8px; background: var(--muted); border-radius: 6px; }
pre code { padding: 0; background: transparent; }
ul, ol { margin: 0 0 8px; padding-inline-start: 22px; }
.table { overflow: auto; margin: 0 0 10px; border: 1px solid var(--border); border-radius: 6px; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
th, td { padding: 4px 8px; text-align: start; vertical-align: top; border-top: 1px solid var(--border); }
th { background: var(--muted); border-top: 0; }
.callout { margin: 0 0 10px; padding: 8px 12px; border-inline-start: 3px solid var(--accent); background: var(--muted); border-radius: 4px; }
.text { margin: 8px 0; padding: 6px 2px; border: 0; background: transparent; color: var(--accent); font-weight: 550; }
.open { margin-top: 12px; }
.question { font-weight: 600; margin-top: 8px; }
.note { font-size: 13px; color: var(--muted-fg); }
.error { color: var(--fg); }
.quote { font-size: 14px; color: var(--muted-fg); margin-top: 4px; }
.citations { padding-inline-start: 20px; }
.citations li { margin-bottom: 10px; }
.ask { padding: 8px 16px; border-top: 1px solid var(--border); }
.ask label { display: block; font-size: 13px; font-weight: 600; margin-bottom: 4px; }
.row { display: flex; gap: 8px; }
.send { flex: none; min-height: 40px; padding: 0 12px; border: 0; border-radius: 8px; background: var(--accent); color: var(--accent-fg); font-weight: 600; }
.support { margin: 0; padding: 6px 16px 10px; font-size: 13px; color: var(--muted-fg); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
`;
