// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { brand } from "~/config/brand";
import { languages } from "~/lib/content/types";
import { tp } from "~/lib/page-messages";
import { htmlLang, resultsPageHref } from "~/lib/urls";
import { openSearchDescription, shortNameLimit } from "./opensearch";

const namespace = "http://a9.com/-/spec/opensearch/1.1/";

function parse(xml: string) {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

describe("the OpenSearch descriptions", () => {
  it.each(languages)(
    "%s: valid XML whose template opens the language's results page with the terms",
    (lang) => {
      const document = parse(openSearchDescription(lang));
      const root = document.documentElement;
      expect(root.localName).toBe("OpenSearchDescription");
      expect(root.namespaceURI).toBe(namespace);
      const text = (name: string) => document.getElementsByTagNameNS(namespace, name)[0]?.textContent;
      expect(text("ShortName")).toBe(tp(lang, "openSearchName"));
      expect(text("ShortName")!.length).toBeLessThanOrEqual(shortNameLimit);
      expect(text("Description")).toBe(tp(lang, "openSearchDescription"));
      expect(text("InputEncoding")).toBe("UTF-8");
      expect(text("Language")).toBe(htmlLang[lang]);
      expect(text("Image")).toBe(`${brand.siteUrl}/favicon.svg`);
      const urls = Array.from(document.getElementsByTagNameNS(namespace, "Url"));
      const html = urls.find((url) => url.getAttribute("type") === "text/html")!;
      expect(html.getAttribute("method")).toBe("get");
      const template = html.getAttribute("template")!;
      expect(template).toBe(`${brand.siteUrl}${resultsPageHref("x", lang).replace(/x$/, "{searchTerms}")}`);
      // What a browser does with it: the reader's words, encoded, in place of {searchTerms}.
      const search = new URL(template.replace("{searchTerms}", encodeURIComponent("conta de serviço & <b>")));
      expect(search.origin + search.pathname).toBe(
        `${brand.siteUrl}${resultsPageHref("", lang).split("?")[0]}`,
      );
      expect(search.searchParams.get("q")).toBe("conta de serviço & <b>");
    },
  );

  it("names each language's own results page, and the description's own address", () => {
    const templates = languages.map((lang) => parse(openSearchDescription(lang)));
    const selves = templates.map((document) =>
      Array.from(document.getElementsByTagNameNS(namespace, "Url"))
        .find((url) => url.getAttribute("rel") === "self")!
        .getAttribute("template"),
    );
    expect(new Set(selves).size).toBe(languages.length);
    for (const self of selves)
      expect(self).toMatch(new RegExp(`^${brand.siteUrl}(/[a-z]{2})?/opensearch\\.xml$`));
  });
});
