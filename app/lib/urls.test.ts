import { describe, expect, it } from "vitest";
import { firstFallback, href, htmlLang, langFromPath, resultsPageHref, splitLink, stripLang } from "./urls";

describe("href", () => {
  it("keeps a Portuguese route and puts the English one under /en", () => {
    expect(href("/agentes-ia", "pt")).toBe("/agentes-ia");
    expect(href("/agentes-ia", "en")).toBe("/en/agentes-ia");
    expect(href("/organizacao/autenticacao/google", "en")).toBe("/en/organizacao/autenticacao/google");
  });

  it("maps the root route to / and /en, with no trailing slash", () => {
    expect(href("/", "pt")).toBe("/");
    expect(href("/", "en")).toBe("/en");
    expect(href("/", "en", "topo")).toBe("/en#topo");
  });

  it("adds a section as the fragment, in both languages", () => {
    expect(href("/agentes-ia", "pt", "passos")).toBe("/agentes-ia#passos");
    expect(href("/agentes-ia", "en", "passos")).toBe("/en/agentes-ia#passos");
  });

  it("adds no fragment for a missing or empty section", () => {
    expect(href("/agentes-ia", "en", undefined)).toBe("/en/agentes-ia");
    expect(href("/agentes-ia", "en", "")).toBe("/en/agentes-ia");
  });

  it("encodes a section that is not a plain id", () => {
    expect(href("/agentes-ia", "pt", "ação rápida")).toBe("/agentes-ia#a%C3%A7%C3%A3o%20r%C3%A1pida");
    expect(href("/agentes-ia", "en", "a#b")).toBe("/en/agentes-ia#a%23b");
  });
});

describe("resultsPageHref", () => {
  it("puts the trimmed query, encoded, on the results page of the language", () => {
    expect(resultsPageHref("  seguranca & SSO ", "pt")).toBe("/busca?q=seguranca%20%26%20SSO");
    expect(resultsPageHref("row level", "en")).toBe("/en/busca?q=row%20level");
  });
});

describe("splitLink", () => {
  it("splits a route from its section at the first #", () => {
    expect(splitLink("/agentes-ia")).toEqual({ route: "/agentes-ia" });
    expect(splitLink("/agentes-ia#passos")).toEqual({ route: "/agentes-ia", section: "passos" });
    expect(splitLink("/#topo")).toEqual({ route: "/", section: "topo" });
    expect(splitLink("/a#b#c")).toEqual({ route: "/a", section: "b#c" });
  });

  it("round-trips with href", () => {
    const { route, section } = splitLink("/organizacao/autenticacao#google");
    expect(href(route, "en", section)).toBe("/en/organizacao/autenticacao#google");
  });
});

describe("language facts", () => {
  it("names each language for <html lang> and hreflang", () => {
    expect(htmlLang.pt).toBe("pt-BR");
    expect(htmlLang.en).toBe("en");
  });

  it("falls back as the language table says", () => {
    expect(firstFallback("pt")).toBe("en");
    expect(firstFallback("en")).toBe("pt");
  });

  it("reads the language from a path and strips it", () => {
    expect(langFromPath("/en/agentes-ia")).toBe("en");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/english")).toBe("pt");
    expect(langFromPath("/")).toBe("pt");
    expect(stripLang("/en/agentes-ia")).toBe("/agentes-ia");
    expect(stripLang("/en")).toBe("/");
    expect(stripLang("/agentes-ia")).toBe("/agentes-ia");
  });
});
