/**
 * The browser's entry: no router and no React on the first load. The islands' loader
 * (app/islands/boot.ts: each island's code is its own chunk) and the page's own small behaviours,
 * one module each under app/browser.
 */
import type { ComponentType } from "react";
import { startIslands } from "~/islands/boot";
import { layOutTheRest } from "~/browser/lazy-layout";
import { languageLinks } from "~/browser/language-links";
import { prefetchOnHover } from "~/browser/prefetch-on-hover";
import { searchShortcut } from "~/browser/search-shortcut";

void startIslands(
  import.meta.glob<{ default: ComponentType<never> }>("./**/*.island.tsx", { base: "/app/components" }),
).then(layOutTheRest);
prefetchOnHover();
searchShortcut();
languageLinks();
