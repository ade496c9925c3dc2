/**
 * A fourth language is content plus one row: with a row for French added to the language table
 * (here, through the module system) and a tiny content fixture written in the four languages, the
 * registry, the route table, the URLs and nginx's rules take it in with no other change.
 */
import { describe, expect, it, vi } from "vitest";
import type * as Languages from "../../app/lib/languages";
import type { ContentFiles } from "../../pipeline/content/build-registry";

const fixture = vi.hoisted(() => {
  const words = {
    pt: {
      guide: "Guia",
      title: "Primeiro artigo",
      steps: "Passos",
      support: "suporte",
      about: "Uma descrição longa o bastante para passar na validação.",
    },
    en: {
      guide: "Guide",
      title: "First article",
      steps: "Steps",
      support: "support",
      about: "A description long enough to pass the schema's own checks.",
    },
    es: {
      guide: "Guía",
      title: "Primer artículo",
      steps: "Pasos",
      support: "soporte",
      about: "Una descripción lo bastante larga para pasar la validación.",
    },
    fr: {
      guide: "Guide",
      title: "Premier article",
      steps: "Étapes",
      support: "assistance",
      about: "Une description assez longue pour passer la validation du schéma.",
    },
  };
  type Code = keyof typeof words;
  const codes = Object.keys(words) as Code[];
  const localized = (field: (code: Code) => string) =>
    codes.map((code) => `    ${code}: ${field(code)}`).join("\n");
  const categories = `
- id: guia
  icon: rocket
  onHome: true
  title:
${localized((code) => words[code].guide)}
  description:
${localized((code) => `${words[code].about} {product}`)}
  keywords:
${localized(() => "[one, two, three]")}
`;
  const article = (code: Code) => `---
title: ${words[code].title}
description: ${words[code].about}
keywords: [one, two, three]
icon: bot
reviewed: 2026-11-20
order: 1
questions: { intro: [first?], passos: [steps?] }
---

Answer first.

## ${words[code].steps} {/*passos*/}

See [the other section](#passos).
`;
  const styleGuide = `| Language | Forbidden | Write instead | Allowed inside |
|---|---|---|---|
| fr | \`e-mail*\` | courriel | |

| Language | Sends the reader to support | Allowed inside |
|---|---|---|
${codes.map((code) => `| ${code} | \`${words[code].support}\` | |`).join("\n")}

| Language | States a scope | About a product term |
|---|---|---|
${codes.map((code) => `| ${code} | \`only\` | \`agent*\` |`).join("\n")}
`;
  const files = (only: readonly Code[] = codes) => ({
    categories,
    articles: only.map((code) => ({ path: `${code}/guia/primeiro.mdx`, source: article(code) })),
    media: [],
    styleGuide,
    productName: "Lumi",
    support: true,
  });
  return { files, codes };
});

vi.mock("../../app/lib/languages", async (importOriginal) => {
  const actual = await importOriginal<typeof Languages>();
  const french = {
    code: "fr",
    prefix: "/fr",
    htmlLang: "fr",
    name: "Français",
    englishName: "French",
    names: { pt: "portugais", en: "anglais", es: "espagnol", fr: "français" },
    locale: "fr-FR",
    ogLocale: "fr_FR",
    fallback: ["en", "pt"],
  };
  const languageTable = [...actual.languageTable, french];
  return { ...actual, languageTable, ...actual.deriveLanguages(languageTable) };
});

vi.mock("../../pipeline/content/content-source", async () => {
  const { buildRegistry } = await import("../../pipeline/content/build-registry");
  const { markAll } = await import("../../pipeline/content/mark");
  const files = fixture.files();
  return { loadContent: () => buildRegistry({ ...files, articles: markAll(files.articles) }) };
});

const { languages, language } = await import("../../app/lib/languages");
const { buildRegistry } = await import("../../pipeline/content/build-registry");
const { href, htmlLang, langFromPath, stripLang } = await import("../../app/lib/urls");
const { nginxLanguageRules } = await import("../../pipeline/nginx-languages");
const { languageTable } = await import("../../app/lib/languages");
const { markAll } = await import("../../pipeline/content/mark");

/** The fixture's files in `only` those languages, each translation marked as made from the original as it is. */
function marked(only?: Parameters<typeof fixture.files>[0]): ContentFiles {
  const files = fixture.files(only);
  return { ...files, articles: markAll(files.articles) };
}

/** The language codes of the fixture, which the test's table must match. */
const french = "fr" as (typeof languages)[number];

describe("a fourth language, as one more row of the table", () => {
  it("is a language of the table, after the others", () => {
    expect(languages).toEqual(fixture.codes);
    expect(language[french].prefix).toBe("/fr");
  });

  it("has its URLs: prefix, language from the path, route again, <html lang>", () => {
    expect(href("/", french)).toBe("/fr");
    expect(href("/guia/primeiro", french, "passos")).toBe("/fr/guia/primeiro#passos");
    expect(langFromPath("/fr/guia/primeiro")).toBe(french);
    expect(langFromPath("/france")).toBe(languages[0]);
    expect(stripLang("/fr/guia")).toBe("/guia");
    expect(htmlLang[french]).toBe("fr");
  });

  it("has its registry: titles and headings in the fourth language, checked like the others", () => {
    const { registry } = buildRegistry(marked());
    expect(registry.categories[0]?.title[french]).toBe("Guide");
    expect(registry.articles[0]?.title[french]).toBe("Premier article");
    expect(registry.articles[0]?.headings[french]).toEqual([{ id: "passos", depth: 2, text: "Étapes" }]);
  });

  it("serves the original where the fourth language has no translation yet", () => {
    const withoutFrench = fixture.codes.filter((code) => code !== french);
    const [article] = buildRegistry(marked(withoutFrench)).registry.articles;
    expect(article?.translations[french]).toEqual({ state: "missing" });
    expect(article?.untranslated).toEqual([french]);
    expect(article?.title[french]).toBe(article?.title[languages[0]!]);
  });

  it("has its routes and pages: every page mirrored under its prefix, with its own not-found page", async () => {
    const { default: routes } = await import("../../app/routes");
    const paths = routes.map((route) => route.path ?? "");
    for (const path of ["/fr", "/fr/busca", "/fr/404", "/fr/:category", "/fr/:category/*", "/fr/*"])
      expect(paths).toContain(path);
    // A route per kind of page, whatever the number of articles.
    expect(paths).toHaveLength(6 * languages.length);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    const { default: config } = await import("../../react-router.config");
    const staticPaths = paths.filter((path) => !/[:*]/.test(path));
    const pages = config.prerender({ getStaticPaths: () => staticPaths });
    for (const page of ["/fr", "/fr/404", "/fr/guia", "/fr/guia/primeiro", "/guia/primeiro"])
      expect(pages).toContain(page);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("has nginx's URL rules under its prefix", () => {
    const rules = nginxLanguageRules(languageTable);
    expect(rules).toContain("location = /fr {");
    expect(rules).toContain("error_page 404 /fr/404/index.html;");
  });
});
