/**
 * `/widget.js`: the loader as a classic script (`<script src=… async>`), which finds the help
 * centre it came from by its own `src`.
 */
import { embed } from "./loader";

/** The panel's module and the modules it imports, written in by the build (pipeline/widget-build.ts). */
declare const __WIDGET_PANEL__: string[];

const script = document.currentScript as HTMLScriptElement | null;
if (script?.src) embed(script.src, __WIDGET_PANEL__, script.dataset);
