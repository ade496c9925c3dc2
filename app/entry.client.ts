/**
 * The browser's entry: no router and no React on the first load, only the loader that wakes the
 * page's islands (app/islands/boot.ts) and the plain page's own behaviour, which needs no React:
 * the theme switch, "On this page" following the reader, the plain buttons' tooltips; and it wakes
 * at once the islands the reader needs before any use of theirs is heard: an assistant left open
 * on the previous page, a search box typed into before the scripts ran. Each island's code is its own chunk.
 */
import type { ComponentType } from "react";
import { boot } from "~/islands/boot";
import { reopenAssistant } from "~/components/assistant/chat-trigger.dom";
import { followSection } from "~/components/article/on-this-page.dom";
import { themeSwitch } from "~/components/layout/theme-switch.dom";
import { wakeSearchStartedEarly } from "~/components/search/search-box.dom";
import { plainTooltips } from "~/components/ui/tooltip.dom";

boot(import.meta.glob<{ default: ComponentType<never> }>("./**/*.island.tsx", { base: "/app/components" }));
themeSwitch();
followSection();
plainTooltips();
reopenAssistant();
wakeSearchStartedEarly();
