/**
 * The browser's entry: no router and no React on the first load, only the loader that wakes the
 * page's islands (app/islands/boot.ts). Each island's code is its own chunk.
 */
import type { ComponentType } from "react";
import { boot } from "~/islands/boot";

boot(import.meta.glob<{ default: ComponentType<never> }>("./**/*.island.tsx", { base: "/app/components" }));
