/**
 * Languages: Portuguese at the spec's routes, English at the same routes under `/en`. The URL
 * decides the language of a page; `localStorage['lang']` remembers the reader's choice.
 */
import { brand } from "~/config/brand";
import { interpolateProduct } from "~/lib/content/interpolate";
import { languages, type Lang } from "~/lib/content/types";

export { languages, type Lang };

export const defaultLang: Lang = "pt";
export const langStorageKey = "lang";
export const htmlLang: Record<Lang, string> = { pt: "pt-BR", en: "en" };
export const languageChangedEvent = "language-changed";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "pt";
}

/** The Portuguese (language-neutral) form of a path: `/en/agentes-ia` → `/agentes-ia`. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === "pt") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** The path of a Portuguese route in a language: `/agentes-ia` → `/en/agentes-ia`. */
export function localizePath(route: string, lang: Lang): string {
  if (lang === "pt") return route;
  return route === "/" ? "/en" : `/en${route}`;
}

/** The stored choice, or `pt` when nothing valid is stored or storage is unavailable. */
export function readStoredLang(storage: () => Pick<Storage, "getItem"> | undefined): Lang {
  try {
    const value = storage()?.getItem(langStorageKey);
    return isLang(value) ? value : defaultLang;
  } catch {
    return defaultLang;
  }
}

/** Remembers the language; a storage that throws (private mode, quota) is ignored. */
export function storeLang(storage: () => Pick<Storage, "setItem"> | undefined, lang: Lang): void {
  try {
    storage()?.setItem(langStorageKey, lang);
  } catch {
    // Without storage the choice lasts for this page only; the URL still carries the language.
  }
}

/**
 * Runs inline in <head>, before the first paint, and moves the reader to the right URL at once:
 * - Routes are lower case. A path in other case (`/AGENTES-IA`, typed or from a link) reaches the
 *   not-found page, status 404, on both servers; this sends it on to the lower-case URL, the page
 *   if there is one. React Router's browser matching ignores case, so it must never hydrate such a
 *   URL: it would pair the not-found page's HTML with the article's route.
 * - A stored `en` sends a Portuguese URL to its `/en` mirror.
 * A string, not a function's source, so the server and client builds emit identical markup
 * (hydration compares it); tested in i18n.test.ts by running it against fake globals.
 */
export const earlyLanguageScript =
  "var p=location.pathname,q=p.toLowerCase();" +
  'try{if(localStorage.getItem("lang")==="en"&&q!=="/en"&&q.indexOf("/en/")!==0)q="/en"+(q==="/"?"":q)}catch(e){}' +
  "if(q!==p)location.replace(q+location.search+location.hash)";

export function format(text: string, values: Record<string, string | number> = {}): string {
  return interpolateProduct(text, brand.name).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
