/**
 * Where a page lives in each language, and the facts about the two languages that URLs and markup
 * need. Portuguese lives at the spec's routes, English at the same routes under `/en`: content,
 * search and the assistant keep the Portuguese route and ask here for the URL in a language.
 *
 * Apart from `i18n.ts` (which formats messages and so reads the brand through the `~` alias), this
 * module imports nothing but the content's types by a relative path, so build-time code (content
 * checks, the Markdown and llms.txt steps, the sitemap) uses it as the browser does.
 */
import type { Lang } from "./content/types";

/** `<html lang>` and `hreflang` of each language. */
export const htmlLang: Record<Lang, string> = { pt: "pt-BR", en: "en" };

/** The language a reader can switch to from `lang`. */
export function otherLang(lang: Lang): Lang {
  return lang === "pt" ? "en" : "pt";
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

/**
 * The URL of a Portuguese route in a language, at one of its sections when given:
 * `href("/agentes-ia", "en", "passos")` → `/en/agentes-ia#passos`. Heading ids are ASCII
 * kebab-case, so the encoding only matters for a section that comes from elsewhere.
 */
export function href(route: string, lang: Lang, section?: string): string {
  const path = lang === "pt" ? route : route === "/" ? "/en" : `/en${route}`;
  return section ? `${path}#${encodeURIComponent(section)}` : path;
}

/** The full results page of a query: `/busca?q=…` or `/en/busca?q=…`. */
export function resultsPageHref(query: string, lang: Lang): string {
  return `${href("/busca", lang)}?q=${encodeURIComponent(query.trim())}`;
}

/**
 * An internal link as authors write it, a Portuguese route with an optional `#section`, split at
 * its first `#`: `/agentes-ia#passos` → `{ route: "/agentes-ia", section: "passos" }`.
 */
export function splitLink(link: string): { route: string; section?: string } {
  const at = link.indexOf("#");
  return at === -1 ? { route: link } : { route: link.slice(0, at), section: link.slice(at + 1) };
}
