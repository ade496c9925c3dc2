/**
 * The browser's entry: no router and no React on the first load. The islands' loader
 * (app/islands/boot.ts: each island's code is its own chunk, woken on use), the page's own small
 * behaviours, one module each under app/browser, and the plain page's widgets, which need no React:
 * the theme switch, the header's search button on phones, the sidebar's sections loaded on opening, "On this page" following the reader, the plain buttons' tooltips. The search
 * boxes and the chat trigger also start loading what their first use needs (the results panel and
 * index, the dialog) at the first sign of intent, and wake at once where the reader needs them before
 * any use is heard (an assistant left open on the previous page, a box typed into before the scripts
 * ran).
 */
import type { ComponentType } from "react";
import islandGraphText from "virtual:island-graph";
import { startIslands } from "~/islands/boot";
import { readIslandGraph } from "~/lib/island-graph";
import { languageLinks } from "~/browser/language-links";
import { prefetchOnHover } from "~/browser/prefetch-on-hover";
import { searchShortcut } from "~/browser/search-shortcut";
import { chatTrigger } from "~/components/assistant/chat-trigger.dom";
import { followSection } from "~/components/article/on-this-page.dom";
import { headerSearch } from "~/components/layout/header-search.dom";
import { sidebarSections } from "~/components/layout/sidebar.dom";
import { themeSwitch } from "~/components/layout/theme-switch.dom";
import { searchBoxes } from "~/components/search/search-box.dom";
import { plainTooltips } from "~/components/ui/tooltip.dom";

void startIslands(
  import.meta.glob<{ default: ComponentType<never> }>("./**/*.island.tsx", { base: "/app/components" }),
  readIslandGraph(islandGraphText),
);
prefetchOnHover();
searchShortcut();
headerSearch();
languageLinks();
themeSwitch();
sidebarSections();
followSection();
plainTooltips();
chatTrigger();
searchBoxes();
