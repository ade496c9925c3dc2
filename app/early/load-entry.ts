/**
 * Loads the browser's entry module (app/entry.client.ts; its built file is the script element's
 * `data-entry`, written by app/root.tsx) once the page has painted its content (the first
 * contentful paint), so nothing but the HTML and the CSS is on the way to it and no script competes
 * with it on a slow network. A page that never paints (a tab opened in the background) asks for it
 * a second after the load. What the reader does before the entry runs is held by early/page.ts.
 * Compiled to a string at build time (pipeline/early-scripts.ts) and run inline at the end of the body.
 */
import { entryAttribute } from "./markup";

const entry = document.currentScript?.getAttribute(entryAttribute);
let requested = false;

function load() {
  if (requested || !entry) return;
  requested = true;
  const script = document.createElement("script");
  script.type = "module";
  script.src = entry;
  document.head.appendChild(script);
}

try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) setTimeout(load);
  }).observe({ type: "paint", buffered: true });
} catch {
  // A browser without paint timing loads it after the load event.
}
addEventListener("load", () => setTimeout(load, 1000));
