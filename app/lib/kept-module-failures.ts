/**
 * Whether this browser keeps a failed module fetch for the page's life, so that importing the file,
 * or anything importing it, fails at once however often it is retried. Measured: Firefox (ESR 153)
 * does; Chromium (156) and WebKit (WPE 2.38) fetch the file again when it is asked for again. Not
 * something a page can test without a failure of its own, so the engine is told by its name.
 * There, a module is first fetched as plain data into the HTTP cache (a failed `fetch` is not
 * kept) and handed to the module loader only once it has arrived: the islands (islands/preload.ts)
 * and the widget's panel (widget/loader.ts) both do.
 */
export const keepsFailedModules = (): boolean => /\bGecko\/[\d.]+/.test(navigator.userAgent);
