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
  /**
   * How this language names every language (its own included) inside a sentence, by code: the
   * words of "Nothing in English. We found this in Portuguese" wherever search or the assistant
   * falls back to another language.
   */
  names: Readonly<Record<string, string>>;
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
    names: { pt: "português", en: "inglês", es: "espanhol" },
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
    names: { pt: "Portuguese", en: "English", es: "Spanish" },
    locale: "en-US",
    ogLocale: "en_US",
    fallback: ["pt"],
  },
  {
    code: "es",
    prefix: "/es",
    // One Spanish for all of Latin America (content/README.md, "Español"): the language alone
    // for <html lang> and hreflang, Latin American conventions for dates and numbers.
    htmlLang: "es",
    name: "Español",
    englishName: "Latin American Spanish",
    names: { pt: "portugués", en: "inglés", es: "español" },
    locale: "es-419",
    ogLocale: "es_LA",
    fallback: ["en", "pt"],
  },
] as const satisfies readonly LanguageRow[];

export type Lang = (typeof languageTable)[number]["code"];

/** A language's row, its fallbacks typed as languages. */
export interface Language extends LanguageRow {
  code: Lang;
  fallback: readonly Lang[];
}

/**
 * What every module reads, derived from a table: the codes in order, each row by its code, the
 * default language and the helpers. A function of the table, so a test can derive the same from a
 * table with one more row.
 */
export function deriveLanguages<Code extends string>(table: readonly (LanguageRow & { code: Code })[]) {
  const codes: readonly Code[] = table.map((row) => row.code);
  const byCode = Object.fromEntries(table.map((row) => [row.code, row])) as unknown as Record<
    Code,
    LanguageRow & { code: Code; fallback: readonly Code[] }
  >;
  return {
    /** Every language, default first. */
    languages: codes,
    /** Each language's row by its code. */
    language: byCode,
    /** The language of the spec's routes, with no prefix. */
    defaultLang: table[0]!.code,
    /** Whether a value (a stored choice, a request's field, a folder name) is one of the languages. */
    isLang: (value: unknown): value is Code =>
      typeof value === "string" && (codes as readonly string[]).includes(value),
    /** The languages to look in for `lang`, in order: itself first, then its fallbacks. */
    lookupOrder: (lang: Code): readonly Code[] => [lang, ...byCode[lang].fallback],
    /** Every language but `lang`, in the table's order. */
    otherLanguages: (lang: Code): Code[] => codes.filter((other) => other !== lang),
    /** A value for every language, computed from its code. */
    perLanguage: <T>(value: (lang: Code) => T): Record<Code, T> =>
      Object.fromEntries(codes.map((lang) => [lang, value(lang)])) as Record<Code, T>,
  };
}

export const { languages, language, defaultLang, isLang, lookupOrder, otherLanguages, perLanguage } =
  deriveLanguages<Lang>(languageTable);
