import { describe, expect, it } from "vitest";
import { brand } from "~/config/brand";
import { languages } from "~/lib/content/types";
import { href, htmlLang, langFromPath } from "~/lib/urls";
import { breadcrumbList, graph, jsonLdText, techArticle, webSite } from "./structured-data";

describe("jsonLdText", () => {
  it("writes nothing that could end its <script> element or open a comment, and parses back to the same value", () => {
    const hostile = {
      headline: "</script><script>alert(1)</script> <!-- & -->",
      description: "a\u2028b\u2029c > d",
    };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("leaves other text as JSON writes it, accents included", () => {
    expect(jsonLdText({ name: "Autenticação" })).toBe('{"name":"Autenticação"}');
  });
});

describe("the pages' schema.org data", () => {
  it("lists the visible breadcrumb's names in order, at absolute URLs", () => {
    const list = breadcrumbList([
      { label: "Central de Ajuda", href: "/" },
      { label: "Organização", href: "/organizacao" },
      { label: "Google", href: "/organizacao/autenticacao/google" },
    ]);
    expect(list).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Central de Ajuda", item: `${brand.siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "Organização", item: `${brand.siteUrl}/organizacao` },
        {
          "@type": "ListItem",
          position: 3,
          name: "Google",
          item: `${brand.siteUrl}/organizacao/autenticacao/google`,
        },
      ],
    });
  });

  it("names an article's twin in every other language as its translation, and its last review", () => {
    const original = langFromPath("/");
    const route = "/organizacao/autenticacao/google";
    for (const lang of languages) {
      const node = techArticle({ lang, route, title: "T", description: "D", reviewed: "2026-11-25" });
      expect(node).toMatchObject({
        "@type": "TechArticle",
        headline: "T",
        description: "D",
        inLanguage: htmlLang[lang],
        url: brand.siteUrl + href(route, lang),
        dateModified: "2026-11-25",
      });
      const twins = [node.workTranslation ?? node.translationOfWork].flat() as {
        url: string;
        inLanguage: string;
      }[];
      const others = languages.filter((other) => other !== lang);
      if (lang === original) {
        expect(twins.map((twin) => twin.url)).toEqual(
          others.map((other) => brand.siteUrl + href(route, other)),
        );
        expect(node.translationOfWork).toBeUndefined();
      } else {
        expect(twins).toEqual([
          {
            "@type": "TechArticle",
            url: brand.siteUrl + href(route, original),
            inLanguage: htmlLang[original],
          },
        ]);
        expect(node.workTranslation).toBeUndefined();
      }
    }
    expect(techArticle({ lang: original, route, title: "T", description: "D" })).not.toHaveProperty(
      "dateModified",
    );
  });

  it("names only the translations that exist, and says an untranslated page's words are the original's", () => {
    const original = langFromPath("/");
    const route = "/chat-canvas/idiomas-do-chat";
    const others = languages.filter((other) => other !== original);
    const node = techArticle({ lang: original, translated: [original], route, title: "T", description: "D" });
    expect(node.workTranslation).toEqual([]);
    for (const lang of others) {
      const page = techArticle({
        lang,
        textLang: original,
        translated: [original],
        route,
        title: "T",
        description: "D",
      });
      expect(page).toMatchObject({ inLanguage: htmlLang[original], url: brand.siteUrl + href(route, lang) });
      expect(page).not.toHaveProperty("translationOfWork");
      expect(page).not.toHaveProperty("workTranslation");
    }
  });

  it("describes the site with a search that opens the language's results page", () => {
    for (const lang of languages) {
      const site = webSite(lang);
      const action = site.potentialAction as { target: { urlTemplate: string }; "query-input": string };
      expect(action.target.urlTemplate).toBe(
        `${brand.siteUrl}${href("/busca", lang)}?q={search_term_string}`,
      );
      expect(action["query-input"]).toBe("required name=search_term_string");
      expect(site.url).toBe(brand.siteUrl + href("/", lang));
    }
    expect(graph([webSite(langFromPath("/"))])).toMatchObject({ "@context": "https://schema.org" });
  });
});
