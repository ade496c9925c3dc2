import { describe, expect, it } from "vitest";
import {
  defaultLang,
  isLang,
  language,
  languageTable,
  languages,
  lookupOrder,
  otherLanguages,
} from "./languages";
import { href, htmlLang, langFromPath, resultsPageHref, stripLang } from "./urls";

describe("the language table", () => {
  it("puts the default language first, at the root, and every other under a prefix of its own", () => {
    expect(defaultLang).toBe(languageTable[0].code);
    expect(language[defaultLang].prefix).toBe("");
    const prefixes = otherLanguages(defaultLang).map((lang) => language[lang].prefix);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/[a-z][a-z-]*$/);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(new Set(languages).size).toBe(languages.length);
  });

  it("falls back only to other known languages, each once", () => {
    for (const lang of languages) {
      const order = lookupOrder(lang);
      expect(order[0]).toBe(lang);
      expect(new Set(order).size).toBe(order.length);
      for (const fallback of language[lang].fallback) expect(languages).toContain(fallback);
    }
  });

  it("gives every language a distinct <html lang>, a locale that formats and an Open Graph locale", () => {
    expect(new Set(Object.values(htmlLang)).size).toBe(languages.length);
    for (const lang of languages) {
      const { locale, ogLocale, name } = language[lang];
      expect(Intl.DateTimeFormat.supportedLocalesOf([locale])).toEqual([locale]);
      expect(ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(1);
    }
  });

  it("has every language name every language, each with a name of its own", () => {
    for (const lang of languages) {
      const { names } = language[lang];
      expect(Object.keys(names).sort()).toEqual([...languages].sort());
      expect(new Set(Object.values(names)).size).toBe(languages.length);
    }
  });

  it("knows its codes and nothing else", () => {
    for (const lang of languages) expect(isLang(lang)).toBe(true);
    for (const value of ["", "xx", "PT-BR", 1, null, undefined, "__proto__"])
      expect(isLang(value)).toBe(false);
  });
});

describe("URLs, in every language of the table", () => {
  it.each(languages)("%s: a route's URL, its language and its route again", (lang) => {
    const { prefix } = language[lang];
    for (const route of ["/", "/agentes-ia", "/organizacao/autenticacao/google", "/busca"]) {
      const url = href(route, lang);
      expect(url).toBe(route === "/" ? prefix || "/" : prefix + route);
      expect(langFromPath(url)).toBe(lang);
      expect(stripLang(url)).toBe(route);
    }
    expect(href("/agentes-ia", lang, "passos")).toBe(`${prefix}/agentes-ia#passos`);
    expect(resultsPageHref("sso", lang)).toBe(`${prefix}/busca?q=sso`);
  });

  it("reads a prefix only as a whole path segment", () => {
    for (const lang of otherLanguages(defaultLang)) {
      const { prefix } = language[lang];
      expect(langFromPath(`${prefix}ish/page`)).toBe(defaultLang);
      expect(langFromPath(`${prefix}/`)).toBe(lang);
    }
  });
});
