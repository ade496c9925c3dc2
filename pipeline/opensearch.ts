/**
 * The OpenSearch description of each language (`/opensearch.xml`, `/en/opensearch.xml`), which every
 * page of the language links (`<link rel="search">`, app/root.tsx): a browser offers to search the
 * help centre from its address bar, and a search lands on the language's results page. Names and
 * descriptions come from the page messages, URLs from the language table and the brand's site URL.
 */
import { brand } from "~/config/brand";
import type { Lang } from "~/lib/content/types";
import { tp } from "~/lib/page-messages";
import { htmlLang, resultsPageHref } from "~/lib/urls";
import { openSearchHref } from "~/lib/seo";

/** The content type both servers send it with (server/app.js, deploy/nginx.conf); browsers check it. */
export const openSearchType = "application/opensearchdescription+xml";

/** OpenSearch 1.1's limit on a ShortName. */
export const shortNameLimit = 16;

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The description of `lang`'s search, as an XML document. */
export function openSearchDescription(lang: Lang): string {
  const shortName = tp(lang, "openSearchName");
  if (shortName.length > shortNameLimit)
    throw new Error(
      `The OpenSearch name "${shortName}" (${lang}) is longer than ${shortNameLimit} characters: shorten openSearchName in app/lib/page-messages.ts`,
    );
  const marker = "searchTerms";
  // resultsPageHref encodes the query: the template's parameter goes in after it.
  const template = brand.siteUrl + resultsPageHref(marker, lang).replace(marker, `{${marker}}`);
  const searchForm = brand.siteUrl + resultsPageHref("", lang).split("?")[0]!;
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(shortName)}</ShortName>
  <Description>${escapeXml(tp(lang, "openSearchDescription"))}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${htmlLang[lang]}</Language>
  <Image width="32" height="32" type="image/svg+xml">${escapeXml(`${brand.siteUrl}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${escapeXml(template)}"/>
  <Url type="${openSearchType}" rel="self" template="${escapeXml(brand.siteUrl + openSearchHref(lang))}"/>
  <moz:SearchForm>${escapeXml(searchForm)}</moz:SearchForm>
</OpenSearchDescription>
`;
}
