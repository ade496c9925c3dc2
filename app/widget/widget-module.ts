/**
 * `/widget.mjs`: the loader as an ES module (`<script type="module" src=…>` or an `import` from the
 * host's own code), which finds the help centre it came from by `import.meta.url`. Its settings are
 * the data attributes of the `<script>` that loads it, when there is one, or the API's calls.
 */
import { embed } from "./loader";

/** The panel's module and the modules it imports, written in by the build (pipeline/widget-build.ts). */
declare const __WIDGET_PANEL__: string[];

const script = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(import.meta.url)}"]`);
const tag = script ?? document.querySelector<HTMLScriptElement>('script[type="module"][src$="/widget.mjs"]');
embed(import.meta.url, __WIDGET_PANEL__, tag?.dataset ?? {});
