import { expect, test } from "@playwright/test";
import { brand } from "../../app/config/brand";
import { defaultLang, language, languages, otherLanguages } from "../../app/lib/languages";
import { href, htmlLang, langFromPath, stripLang } from "../../app/lib/urls";
import { registry, routes } from "./routes";

test("every page names its canonical URL, its twin in every language of the table, x-default and Open Graph tags", async ({
  request,
}) => {
  for (const path of routes) {
    const html = await (await request.get(path)).text();
    const route = stripLang(path);
    const lang = langFromPath(path);
    expect(html, path).toContain(`<link rel="canonical" href="${brand.siteUrl}${path}"/>`);
    for (const other of languages)
      expect(html, path).toContain(
        `<link rel="alternate" hrefLang="${htmlLang[other]}" href="${brand.siteUrl}${href(route, other)}"/>`,
      );
    expect(html.match(/<link rel="alternate" hrefLang=/g), path).toHaveLength(languages.length + 1);
    expect(html, path).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${brand.siteUrl}${href(route, defaultLang)}"/>`,
    );
    expect(html, path).toContain(`<meta property="og:locale" content="${language[lang].ogLocale}"/>`);
    for (const other of otherLanguages(lang))
      expect(html, path).toContain(
        `<meta property="og:locale:alternate" content="${language[other].ogLocale}"/>`,
      );
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toContain(`<meta property="og:url" content="${brand.siteUrl}${path}"/>`);
  }
});

test("the sitemap lists every page in every language, each with its twins and x-default", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entries = sitemap.split("<url>").slice(1);
  expect(entries).toHaveLength(routes.length);
  for (const path of routes) {
    const entry = entries.find((candidate) => candidate.includes(`<loc>${brand.siteUrl}${path}</loc>`));
    expect(entry, path).toBeDefined();
    for (const other of languages)
      expect(entry, path).toContain(
        `hreflang="${htmlLang[other]}" href="${brand.siteUrl}${href(stripLang(path), other)}"`,
      );
    expect(entry, path).toContain(
      `hreflang="x-default" href="${brand.siteUrl}${href(stripLang(path), defaultLang)}"`,
    );
  }
});

test("llms.txt and the llms-full files are written for every language, each in its own language's URLs", async ({
  request,
}) => {
  for (const lang of languages) {
    const folder = href("/", lang).replace(/\/?$/, "/");
    const index = await request.get(`${folder}llms.txt`);
    expect(index.status(), lang).toBe(200);
    const text = await index.text();
    expect(text, lang).toContain(
      `${brand.siteUrl}${href("/agentes-ia/como-criar-seu-primeiro-agente", lang)}.md`,
    );
    // Each category's articles in one file (its first part, when it takes several), linked from the
    // index and in the language's folder.
    for (const category of registry.categories) {
      const first = `${folder}llms-full/${category.id}`;
      const link = [`${first}.txt`, `${first}.1.txt`].find((path) =>
        text.includes(`](${brand.siteUrl}${path})`),
      );
      expect(link, `${lang} ${category.id}`).toBeDefined();
      expect((await request.get(link!)).status(), link).toBe(200);
    }
  }
});
