/**
 * What a page tells search engines about itself as schema.org data (JSON-LD), beside the meta tags
 * of seo.ts: the site (a `WebSite` whose search opens the results page), the page's place in the
 * help centre (a `BreadcrumbList` with the names and order of the visible breadcrumb), and for an
 * article a `TechArticle` with its language, its twins in the other languages and the day it was
 * last reviewed. Pure, so it is unit-tested; rendered by components/layout/structured-data.tsx.
 *
 * The twins are linked with schema.org's translation properties, not `sameAs`: `sameAs` names pages
 * that identify the same thing (the item itself), while an article in another language is another
 * work, a translation of this one. The default language's article is the original
 * (`workTranslation` lists the others); an article in another language is its translation
 * (`translationOfWork`). The same pairs are the pages' hreflang alternates (seo.ts).
 */
import { brand } from "~/config/brand";
import type { Crumb } from "~/lib/content/navigation";
import { languages, type Lang } from "~/lib/content/types";
import { tp } from "~/lib/page-messages";
import { href, htmlLang, langFromPath, resultsPageHref } from "~/lib/urls";

/** One schema.org node, as JSON. */
export type StructuredNode = Record<string, unknown>;

/** The placeholder schema.org's `SearchAction` fills with the reader's words. */
const searchTerm = "search_term_string";

/** The site's absolute URL of a localized path (`/en/agentes-ia`). */
const absolute = (path: string) => brand.siteUrl + path;

/** The `@id` of the site in a language, which other nodes point to. */
const siteId = (lang: Lang) => `${absolute(href("/", lang))}#website`;

/** The help centre in a language, and how to search it. */
export function webSite(lang: Lang): StructuredNode {
  // resultsPageHref encodes the query: the template's placeholder must stay as it is.
  const results = resultsPageHref(searchTerm, lang).replace(
    encodeURIComponent(searchTerm),
    `{${searchTerm}}`,
  );
  return {
    "@type": "WebSite",
    "@id": siteId(lang),
    name: tp(lang, "siteName"),
    url: absolute(href("/", lang)),
    inLanguage: htmlLang[lang],
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: absolute(results) },
      "query-input": `required name=${searchTerm}`,
    },
  };
}

/** The visible breadcrumb as data: the same names in the same order, each at its absolute URL. */
export function breadcrumbList(crumbs: readonly Crumb[]): StructuredNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.href),
    })),
  };
}

export interface ArticleFacts {
  lang: Lang;
  /** The language of the words the page shows, when not `lang` (an untranslated article shows the original's). */
  textLang?: Lang;
  /** The languages the article exists in, in words of their own (every language when not given). */
  translated?: readonly Lang[];
  /** The article's Portuguese (language-neutral) route. */
  route: string;
  title: string;
  description: string;
  /** The day it was last reviewed, `YYYY-MM-DD`. */
  reviewed?: string;
}

/** An article: what it is, in which language, where its twins are, and when it was last reviewed. */
export function techArticle({
  lang,
  textLang = lang,
  translated = languages,
  route,
  title,
  description,
  reviewed,
}: ArticleFacts): StructuredNode {
  const original = langFromPath("/");
  const twin = (other: Lang) => ({
    "@type": "TechArticle",
    url: absolute(href(route, other)),
    inLanguage: htmlLang[other],
  });
  return {
    "@type": "TechArticle",
    headline: title,
    description,
    inLanguage: htmlLang[textLang],
    url: absolute(href(route, lang)),
    // An untranslated page is the original's words under another URL: a translation of nothing.
    ...(textLang !== lang
      ? {}
      : lang === original
        ? { workTranslation: translated.filter((other) => other !== lang).map(twin) }
        : { translationOfWork: twin(original) }),
    ...(reviewed ? { dateModified: reviewed } : {}),
    isPartOf: { "@id": siteId(lang) },
    publisher: { "@type": "Organization", name: brand.name },
  };
}

/** One JSON-LD document of a page's nodes. */
export function graph(nodes: readonly StructuredNode[]): StructuredNode {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/**
 * JSON written inside `<script type="application/ld+json">`: the HTML parser ends the element at
 * the first `</script`, whatever the JSON means, so `<` (and `>`, `&`, for comments and entities)
 * is written as a JSON escape, which parses to the same string. U+2028 and U+2029 are escaped too,
 * so the text is also valid JavaScript for any tool that reads it as such.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
