/**
 * What each page tells search engines and link previews: title, description, canonical URL, the
 * same page in every language (hreflang each way, the default language as x-default) and Open Graph;
 * and where browsers find the site's search (OpenSearch). The schema.org data is structured-data.ts.
 */
import type { MetaDescriptor } from "react-router";
import { brand } from "~/config/brand";
import type { Lang } from "~/lib/i18n";
import { defaultLang, language, languages, otherLanguages } from "~/lib/languages";
import { href, htmlLang } from "~/lib/urls";
import { tp } from "~/lib/page-messages";

export function absoluteUrl(route: string, lang: Lang): string {
  return brand.siteUrl + href(route, lang);
}

/**
 * Where a language's OpenSearch description is (`/opensearch.xml`, `/en/opensearch.xml`, written by
 * pipeline/opensearch.ts): every page links it, so a browser can search the help centre from its
 * address bar, landing on that language's results page.
 */
export function openSearchHref(lang: Lang): string {
  return href("/opensearch.xml", lang);
}

export function pageMeta({
  lang,
  route,
  title,
  description,
  type = "website",
  alternates = languages,
  noindex = false,
}: {
  lang: Lang;
  /** Portuguese route of the page. */
  route: string;
  title: string;
  description: string;
  type?: "website" | "article";
  /**
   * The languages the page exists in, in words of their own: its hreflang alternates (an article not
   * yet translated into a language has none there). Every language by default.
   */
  alternates?: readonly Lang[];
  /**
   * Keeps the page out of search engines' indexes: an untranslated article's page in another
   * language, which shows the original's words. Not a canonical pointing to the original: that
   * claims the two pages are one, which they are not (the header, the notice and the later
   * translation are the reader's language's), and engines may ignore a canonical between pages that
   * differ; `noindex` says exactly "not this URL, for now", and lifts by itself once the translation
   * is published.
   */
  noindex?: boolean;
}): MetaDescriptor[] {
  const siteName = tp(lang, "siteName");
  const fullTitle = route === "/" ? title : `${title} | ${siteName}`;
  const url = absoluteUrl(route, lang);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: htmlLang[other],
      href: absoluteUrl(route, other),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(route, defaultLang) },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: language[lang].ogLocale },
    ...otherLanguages(lang).map((other) => ({
      property: "og:locale:alternate",
      content: language[other].ogLocale,
    })),
    { name: "twitter:card", content: "summary" },
  ];
}
