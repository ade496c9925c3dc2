// What browsers and search engines read beside the page: the OpenSearch description of each language
// (a search from the address bar lands on the language's results page) and the schema.org data
// (JSON-LD) of every page, held to what the page shows.
import { brand } from "../../app/config/brand";
import { languages } from "../../app/lib/content/types";
import { tp } from "../../app/lib/page-messages";
import { openSearchHref } from "../../app/lib/seo";
import { href, htmlLang, langFromPath } from "../../app/lib/urls";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { routes } from "./routes";
import { servers } from "./servers";

const openSearchType = "application/opensearchdescription+xml";

/** Every page a reader can land on: the routes, the results pages and the not-found pages. */
const pages = [...routes, ...languages.flatMap((lang) => [href("/busca", lang), href("/nao-existe", lang)])];

interface JsonLdNode {
  "@type": string;
  [key: string]: unknown;
}

// One test per language, a step per page: a browser context per page would cost the suite about a
// minute for nothing the steps do not show (a failing step names its page).
for (const lang of languages) {
  test(`(${lang}) every page's JSON-LD is valid, allowed by its policy, and says what the page shows`, async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const ofLanguage = pages.filter((path) => langFromPath(path) === lang);
    expect(ofLanguage.length, "pages of the language").toBeGreaterThan(2);
    // A page takes about half a second here; a loaded machine may take many times that.
    test.setTimeout(ofLanguage.length * 10_000);
    for (const path of ofLanguage) await test.step(path, () => checkPage(page, path, violations));
  });
}

/** The JSON-LD of one page against what the page shows. */
async function checkPage(page: Page, path: string, violations: string[]) {
  await page.goto(path);
  const seen = await page.evaluate(() => ({
    blocks: Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (script) => script.textContent,
    ),
    lang: document.documentElement.lang,
    crumbs: Array.from(document.querySelectorAll('[data-testid="breadcrumb"] li'), (item) => {
      // The crumb's own words: its link, or the current page's name (separators aside).
      const link = item.querySelector("a");
      const named = link ?? item.querySelector('[aria-current="page"]') ?? item;
      return { name: named.textContent.trim(), url: link ? link.href : window.location.href };
    }),
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'), (link) => [
        link.hreflang,
        link.href,
      ]),
    ),
    title: document.querySelector('[data-testid="article-title"]')?.textContent.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    updated: document.querySelector('[data-testid="article-updated"] time')?.getAttribute("datetime"),
    search: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="search"]'), (link) => ({
      type: link.type,
      title: link.title,
      href: link.getAttribute("href"),
    })),
  }));
  expect(violations, `${path}: no Content-Security-Policy violation`).toEqual([]);

  // Valid JSON in every block, each a schema.org document.
  expect(seen.blocks.length, "JSON-LD blocks").toBeGreaterThan(0);
  const nodes: JsonLdNode[] = seen.blocks.flatMap((text) => {
    const document = JSON.parse(text) as { "@context": string; "@graph": JsonLdNode[] };
    expect(document["@context"]).toBe("https://schema.org");
    return document["@graph"];
  });
  const ofType = (type: string) => nodes.filter((node) => node["@type"] === type);
  const lang = langFromPath(new URL(page.url()).pathname);
  expect(seen.lang).toBe(htmlLang[lang]);

  // The site, searchable through the language's results page.
  const [site, ...moreSites] = ofType("WebSite");
  expect(moreSites).toEqual([]);
  expect(site).toMatchObject({
    url: brand.siteUrl + href("/", lang),
    inLanguage: seen.lang,
    potentialAction: {
      target: { urlTemplate: `${brand.siteUrl}${href("/busca", lang)}?q={search_term_string}` },
    },
  });

  // The breadcrumb: the visible one exactly (names, order, absolute URLs), and only where one shows.
  const lists = ofType("BreadcrumbList");
  if (seen.crumbs.length === 0) expect(lists).toEqual([]);
  else {
    expect(lists).toHaveLength(1);
    const items = lists[0]!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual(seen.crumbs.map((_, index) => index + 1));
    expect(items.map((item) => item.name)).toEqual(seen.crumbs.map((crumb) => crumb.name));
    // Absolute at the site's origin; the visible links are the same paths on this server.
    expect(items.map((item) => item.item)).toEqual(
      seen.crumbs.map((crumb) => brand.siteUrl + new URL(crumb.url).pathname),
    );
  }

  // An article: what it is, its language, its twins (the page's hreflang alternates) and its last review.
  const articles = ofType("TechArticle");
  if (seen.title === undefined) expect(articles).toEqual([]);
  else {
    expect(articles).toHaveLength(1);
    const article = articles[0]!;
    expect(article).toMatchObject({
      headline: seen.title,
      description: seen.description,
      inLanguage: seen.lang,
      url: seen.alternates[seen.lang],
      dateModified: seen.updated,
    });
    expect(seen.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const twins = [article.workTranslation ?? article.translationOfWork].flat() as {
      url: string;
      inLanguage: string;
    }[];
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) {
      expect(twin.inLanguage).not.toBe(seen.lang);
      expect(twin.url, `the ${twin.inLanguage} twin is the page's hreflang alternate`).toBe(
        seen.alternates[twin.inLanguage],
      );
    }
  }

  // The language's OpenSearch description, linked from the page.
  expect(seen.search).toEqual([
    { type: openSearchType, title: tp(lang, "openSearchName"), href: openSearchHref(lang) },
  ]);
}

for (const server of servers) {
  test(`${server.name} server: each language's OpenSearch description is valid XML, of its own type, and opens the language's results`, async ({
    page,
    request,
  }) => {
    for (const lang of languages) {
      const url = server.base + openSearchHref(lang);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toContain(openSearchType);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["cache-control"]).toBe("no-cache");
      const etag = response.headers().etag!;
      expect(
        (await request.get(url, { headers: { "If-None-Match": etag } })).status(),
        `${url} revalidates`,
      ).toBe(304);
      const xml = await response.text();

      // Read by the browser's own XML parser, as a browser reads it when it adds the search.
      await page.goto(server.base + href("/", lang));
      const description = await page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, "application/xml");
        const ns = "http://a9.com/-/spec/opensearch/1.1/";
        const value = (name: string) => document.getElementsByTagNameNS(ns, name)[0]?.textContent ?? null;
        const urls = Array.from(document.getElementsByTagNameNS(ns, "Url"));
        return {
          errors: document.getElementsByTagName("parsererror").length,
          root: document.documentElement.localName,
          shortName: value("ShortName"),
          description: value("Description"),
          encoding: value("InputEncoding"),
          image: value("Image"),
          template: urls
            .find((element) => element.getAttribute("type") === "text/html")
            ?.getAttribute("template"),
          self: urls.find((element) => element.getAttribute("rel") === "self")?.getAttribute("template"),
        };
      }, xml);
      expect(description).toMatchObject({
        errors: 0,
        root: "OpenSearchDescription",
        shortName: tp(lang, "openSearchName"),
        description: tp(lang, "openSearchDescription"),
        encoding: "UTF-8",
        template: `${brand.siteUrl}${href("/busca", lang)}?q={searchTerms}`,
        self: brand.siteUrl + openSearchHref(lang),
      });
      expect(description.shortName!.length).toBeLessThanOrEqual(16);

      // The icon it names exists on this server.
      const icon = await request.get(server.base + new URL(description.image!).pathname);
      expect(icon.status()).toBe(200);
      expect(icon.headers()["content-type"]).toContain("image/svg+xml");

      // A search from the address bar: the template, on this server, lands on the results in the language.
      const search = description
        .template!.replace(brand.siteUrl, server.base)
        .replace("{searchTerms}", "bigquery");
      await page.goto(search);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
      await expect(page.getByTestId("search-page-result").first()).toContainText(/bigquery/i);
    }
  });
}
