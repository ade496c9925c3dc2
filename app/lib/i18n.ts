/**
 * Languages: the URL decides the language of a page (see `urls.ts`, which also builds every
 * localized link); `localStorage['lang']` remembers the reader's choice, and app/early/language.ts
 * acts on it before the first paint.
 */
import { brand } from "~/config/brand";
import { language, languages, type Lang } from "~/lib/languages";

export { languages, type Lang };

export { langStorageKey, languageChangedEvent, switchLangAttribute } from "./language-choice";

/** Fills `{name}` from `values`; `{product}` is always the brand's name. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { ...values, product: brand.name };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
}

/**
 * A calendar day (`YYYY-MM-DD`) written the way the language writes dates: "25 de novembro de 2026",
 * "November 25, 2026" (the language's locale in the language table). Read as UTC, so the day never shifts with the machine's time zone.
 */
export function formatDay(day: string, lang: Lang): string {
  return dayFormat(lang).format(new Date(`${day}T00:00:00Z`));
}

// A formatter costs far more to make than to use, and every article page formats its day.
const dayFormats = new Map<Lang, Intl.DateTimeFormat>();
function dayFormat(lang: Lang): Intl.DateTimeFormat {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(language[lang].locale, { dateStyle: "long", timeZone: "UTC" });
    dayFormats.set(lang, format);
  }
  return format;
}

/**
 * The names a sentence of `lang` needs when results come from another language: `{language}`, the
 * page's own, and `{other}`, the one they come from ("Nada em português. Encontramos isto em inglês").
 */
export function languageNames(lang: Lang, other: Lang): { language: string; other: string } {
  const { names } = language[lang];
  return { language: names[lang]!, other: names[other]! };
}
