import { defaultLang, languages, otherLanguages } from "../../app/lib/languages";
import { href as urlOf, langFromPath, stripLang } from "../../app/lib/urls";
import { expect, test } from "./fixtures";
import { registry, routes } from "./routes";

const known = new Set(routes);
const headingsOf = new Map(
  registry.articles.map((article) => [
    article.route,
    article.headings[defaultLang].map((heading) => heading.id),
  ]),
);

/** The article body of a pre-rendered page: from the MDX container to the feedback box. */
function bodyOf(html: string): string {
  const start = html.indexOf('class="prose-article"');
  const end = html.indexOf('data-testid="feedback"', start);
  return start < 0 || end < 0 ? "" : html.slice(start, end);
}

for (const article of registry.articles) {
  for (const lang of languages) {
    const path = urlOf(article.route, lang);

    test(`${path} renders its headings, links, images and tables`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const body = bodyOf(html);
      expect(body.length, "the body is in the HTML").toBeGreaterThan(1500);

      for (const heading of article.headings[lang]) {
        expect(body, `heading #${heading.id}`).toMatch(new RegExp(`<h${heading.depth} id="${heading.id}"`));
        expect(html, `"On this page" links #${heading.id}`).toContain(`href="#${heading.id}"`);
      }

      const links = [...body.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) =>
        match[1]!.replaceAll("&amp;", "&"),
      );
      expect(links.length, "links to related articles").toBeGreaterThan(0);
      for (const href of links) {
        if (href.startsWith("https://") || href.startsWith("mailto:")) continue;
        const [target = "", hash] = href.split("#");
        const resolved = target === "" ? path : target;
        expect(known.has(resolved), `${href} is a page of the help centre`).toBe(true);
        expect(langFromPath(resolved), `${href} stays in ${lang}`).toBe(lang);
        if (hash) {
          const ids = headingsOf.get(stripLang(resolved));
          expect(ids, `${href} points to an article`).toBeDefined();
          expect(ids, `${href} points to a section that exists`).toContain(hash);
        }
      }

      for (const [, src] of body.matchAll(/<img [^>]*src="([^"]+)"/g)) {
        const image = await request.get(src!);
        expect(image.status(), src).toBe(200);
        expect(image.headers()["content-type"], src).toContain("image/svg+xml");
      }
      expect(body, "images have alt text").not.toMatch(/<img (?![^>]*alt="[^"]+")[^>]*>/);

      if (article.categoryId === "organizacao")
        expect(body, "administration articles tabulate their values").toContain("<table");
    });
  }
}

test("every language of an article has the same sections, tables and illustrations", async ({ request }) => {
  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
  for (const article of registry.articles) {
    const base = bodyOf(await (await request.get(article.route)).text());
    for (const lang of otherLanguages(defaultLang)) {
      const body = bodyOf(await (await request.get(urlOf(article.route, lang))).text());
      expect(count(body, /<table/g), `${lang} ${article.route}: tables`).toBe(count(base, /<table/g));
      expect(count(body, /<img /g), `${lang} ${article.route}: illustrations`).toBe(count(base, /<img /g));
    }
  }
});
