/**
 * Languages: the URL decides the language of a page (see `urls.ts`, which also builds every
 * localized link); `localStorage['lang']` remembers the reader's choice.
 */
import { brand } from "~/config/brand";
import { languages, type Lang } from "~/lib/content/types";
import { htmlLang } from "~/lib/urls";

export { languages, type Lang };

export const langStorageKey = "lang";
export const languageChangedEvent = "language-changed";

/**
 * Runs inline in <head>, before the first paint, and moves the reader to the right URL at once:
 * - Routes are lower case. A path in other case (`/AGENTES-IA`, typed or from a link) reaches the
 *   not-found page, status 404, on both servers; this sends it on to the lower-case URL, the page
 *   if there is one. React Router's browser matching ignores case, so it must never hydrate such a
 *   URL: it would pair the not-found page's HTML with the article's route.
 * - A stored `en` sends a Portuguese URL to its `/en` mirror.
 * - A page that stays remembers its language (CONTRACT: the language of the page being shown is
 *   stored), before any other script runs.
 * A string, not a function's source, so its hash in the page's Content-Security-Policy is fixed;
 * tested in i18n.test.ts by running it against fake globals.
 */
export const earlyLanguageScript =
  "var p=location.pathname,q=p.toLowerCase(),l=q==='/en'||q.indexOf('/en/')===0?'en':'pt';" +
  "try{if(l==='pt'&&localStorage.getItem('lang')==='en')q='/en'+(q==='/'?'':q);" +
  "else if(q===p)localStorage.setItem('lang',l)}catch(e){}" +
  "if(q!==p)location.replace(q+location.search+location.hash)";

/** Fills `{name}` from `values`; `{product}` is always the brand's name. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { ...values, product: brand.name };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
}

/**
 * A calendar day (`YYYY-MM-DD`) written the way the language writes dates: "25 de novembro de 2026",
 * "November 25, 2026" (the page's own `lang`). Read as UTC, so the day never shifts with the machine's time zone.
 */
export function formatDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(htmlLang[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
