/**
 * `/widget.js`: the loader as a classic script (`<script src=… async>`), which finds the help
 * centre it came from by its own `src`.
 */
import { embed } from "./loader";

declare const __WIDGET_PANEL__: string;

const script = document.currentScript as HTMLScriptElement | null;
if (script?.src) embed(script.src, __WIDGET_PANEL__, script.dataset);
