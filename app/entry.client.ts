/**
 * The browser's entry: no router and no React on the first load, only the loader that wakes the
 * page's islands on use (app/islands/boot.ts) and the plain page's own behaviour, which needs no
 * React: the theme switch, "On this page" following the reader, the plain buttons' tooltips. The
 * search boxes and the chat trigger also start loading what their first use needs (the results
 * panel and index, the dialog) at the first sign of intent, and wake at once where the reader needs
 * them before any use is heard (an assistant left open on the previous page, a box typed into
 * before the scripts ran). Each island's code is its own chunk.
 */
import type { ComponentType } from "react";
import { boot } from "~/islands/boot";
import { chatTrigger } from "~/components/assistant/chat-trigger.dom";
import { followSection } from "~/components/article/on-this-page.dom";
import { themeSwitch } from "~/components/layout/theme-switch.dom";
import { searchBoxes } from "~/components/search/search-box.dom";
import { plainTooltips } from "~/components/ui/tooltip.dom";

boot(import.meta.glob<{ default: ComponentType<never> }>("./**/*.island.tsx", { base: "/app/components" }));
themeSwitch();
followSection();
plainTooltips();
chatTrigger();
searchBoxes();
