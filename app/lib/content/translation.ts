/**
 * What a page says about its text's language, from the content model: the language the words are
 * in, and the languages that have the article in words of their own (hreflang, the sitemap, the
 * JSON-LD twins). Pure, for the build and the pages alike.
 */
import { defaultLang, languages, type Lang } from "../languages";
import type { Article } from "./types";

/** The language of the words a reader of `lang` gets: the original's when the article is untranslated. */
export function textLang(article: { untranslated?: readonly Lang[] }, lang: Lang): Lang {
  return article.untranslated?.includes(lang) ? defaultLang : lang;
}

/** The languages the article exists in, in its own words (current or outdated), in the table's order. */
export function translatedLanguages(article: { untranslated?: readonly Lang[] }): Lang[] {
  return languages.filter((lang) => !article.untranslated?.includes(lang));
}

/** The day the text a reader of `lang` reads was last reviewed. */
export function reviewedIn(article: Pick<Article, "reviewed" | "translations">, lang: Lang): string {
  const translation = article.translations[lang];
  return translation.state === "outdated" ? translation.reviewed : article.reviewed;
}
