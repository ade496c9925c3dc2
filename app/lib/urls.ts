/**
 * Where a page lives in each language. The default language lives at the spec's routes, every
 * other at the same routes under its prefix (languages.ts): content, search and the assistant keep
 * the default language's route and ask here for the URL in a language.
 *
 * Apart from `i18n.ts` (which formats messages and so reads the brand through the `~` alias), this
 * module imports nothing but the language table and language-paths.ts by relative paths, so build-time code (content
 * checks, the Markdown and llms.txt steps, the sitemap) uses it as the browser does.
 */
import { languageOfPath, pathUnder } from "./language-paths";
import { defaultLang, language, perLanguage, type Lang } from "./languages";

/** Each language's URL prefix, from the table. */
export const prefixes = perLanguage((lang) => language[lang].prefix);

/** `<html lang>` and `hreflang` of each language. */
export const htmlLang: Record<Lang, string> = perLanguage((lang) => language[lang].htmlLang);

/** The first language search and the assistant fall back to from `lang`. */
export function firstFallback(lang: Lang): Lang {
  return language[lang].fallback[0] ?? defaultLang;
}

/** The language whose prefix starts `pathname` (`/en`, `/en/…`), else the default language. */
export function langFromPath(pathname: string): Lang {
  return languageOfPath(prefixes, pathname, defaultLang);
}

/** The default language's (language-neutral) form of a path: `/en/agentes-ia` → `/agentes-ia`. */
export function stripLang(pathname: string): string {
  const rest = pathname.slice(language[langFromPath(pathname)].prefix.length);
  return rest === "" ? "/" : rest;
}

/**
 * The URL of a route in a language, at one of its sections when given:
 * `href("/agentes-ia", "en", "passos")` → `/en/agentes-ia#passos`. Heading ids are ASCII
 * kebab-case, so the encoding only matters for a section that comes from elsewhere.
 */
export function href(route: string, lang: Lang, section?: string): string {
  const path = pathUnder(language[lang].prefix, route);
  return section ? `${path}#${encodeURIComponent(section)}` : path;
}

/** The full results page of a query: `/busca?q=…`, `/en/busca?q=…`. */
export function resultsPageHref(query: string, lang: Lang): string {
  return `${href("/busca", lang)}?q=${encodeURIComponent(query.trim())}`;
}

/**
 * An internal link as authors write it, a default-language route with an optional `#section`, split
 * at its first `#`: `/agentes-ia#passos` → `{ route: "/agentes-ia", section: "passos" }`.
 */
export function splitLink(link: string): { route: string; section?: string } {
  const at = link.indexOf("#");
  return at === -1 ? { route: link } : { route: link.slice(0, at), section: link.slice(at + 1) };
}
