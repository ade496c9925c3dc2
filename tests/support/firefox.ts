/**
 * A user agent naming Firefox (ESR 153 on Linux): the browser tests take, in Chromium, the path the
 * page takes for an engine that keeps a failed module fetch for good (app/lib/kept-module-failures.ts).
 */
export const firefoxUserAgent = "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0";
