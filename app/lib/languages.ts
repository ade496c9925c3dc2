/**
 * The languages of the help centre, one row each. Everything that differs by language and is not
 * words (the routes and their mirrors, `<html lang>`, hreflang, Open Graph, the sitemap, the
 * servers' URL rules, the build's checks that every article and string exists in every language,
 * the test matrix) is derived from this table; the words are in the content and the message
 * tables. Adding a language is its content plus one row here.
 *
 * The first row is the default language: it lives at the spec's routes, with no prefix, and is the
 * `x-default` of hreflang. Every other row mirrors every route under its prefix.
 *
 * Pure data with no imports, so the build, the browser, the ESLint config and (through the JSON the
 * build writes into `build/server/`) the plain-JS server all read the same rows.
 */

export interface LanguageRow {
  /** The code of content folders (`content/<code>/`), storage, events and the machine interfaces. */
  code: string;
  /** URL prefix of the mirror (`/en`); empty for the default language. */
  prefix: string;
  /** `<html lang>` and `hreflang`. */
  htmlLang: string;
  /** The name shown in the language switch, in the language itself. */
  name: string;
  /** The name in English: build messages and the machine interfaces' descriptions. */
  englishName: string;
  /** The locale that formats dates and numbers. */
  locale: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** Where search and the assistant look, in order, when this language has no answer. */
  fallback: readonly string[];
}

export const languageTable = [
  {
    code: "pt",
    prefix: "",
    htmlLang: "pt-BR",
    name: "Português",
    englishName: "Brazilian Portuguese",
    locale: "pt-BR",
    ogLocale: "pt_BR",
    fallback: ["en"],
  },
  {
    code: "en",
    prefix: "/en",
    htmlLang: "en",
    name: "English",
    englishName: "English",
    locale: "en-US",
    ogLocale: "en_US",
    fallback: ["pt"],
  },
] as const satisfies readonly LanguageRow[];

export type Lang = (typeof languageTable)[number]["code"];

/** A language's row, its fallbacks typed as languages. */
export interface Language extends LanguageRow {
  code: Lang;
  fallback: readonly Lang[];
}

/** Every language, default first. */
export const languages: readonly Lang[] = languageTable.map((row) => row.code);

/** The language of the spec's routes, with no prefix. */
export const defaultLang: Lang = languageTable[0].code;

/** Each language's row by its code. */
export const language = Object.fromEntries(languageTable.map((row) => [row.code, row])) as unknown as Record<
  Lang,
  Language
>;

/** Whether a value (a stored choice, a request's field, a folder name) is one of the languages. */
export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The languages to look in for `lang`, in order: itself first, then its fallbacks. */
export function lookupOrder(lang: Lang): readonly Lang[] {
  return [lang, ...language[lang].fallback];
}

/** Every language but `lang`, in the table's order. */
export function otherLanguages(lang: Lang): Lang[] {
  return languages.filter((other) => other !== lang);
}

/** A value for every language, computed from its code. */
export function perLanguage<T>(value: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(languages.map((lang) => [lang, value(lang)])) as Record<Lang, T>;
}
