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
}: {
  lang: Lang;
  /** Portuguese route of the page. */
  route: string;
  title: string;
  description: string;
  type?: "website" | "article";
}): MetaDescriptor[] {
  const siteName = tp(lang, "siteName");
  const fullTitle = route === "/" ? title : `${title} | ${siteName}`;
  const url = absoluteUrl(route, lang);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((other) => ({
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
