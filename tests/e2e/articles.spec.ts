import { expect, test } from "./fixtures";
import { registry, routes } from "./routes";

const known = new Set(routes);
const headingsOf = new Map(
  registry.articles.map((article) => [article.route, article.headings.pt.map((heading) => heading.id)]),
);

/** The article body of a pre-rendered page: from the MDX container to the feedback box. */
function bodyOf(html: string): string {
  const start = html.indexOf('class="prose-article"');
  const end = html.indexOf('data-testid="feedback"', start);
  return start < 0 || end < 0 ? "" : html.slice(start, end);
}

for (const article of registry.articles) {
  for (const lang of ["pt", "en"] as const) {
    const path = lang === "pt" ? article.route : `/en${article.route}`;

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
        expect(resolved.startsWith("/en"), `${href} stays in ${lang}`).toBe(lang === "en");
        if (hash) {
          const ids = headingsOf.get(resolved.replace(/^\/en(?=\/)/, ""));
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

test("both languages of an article have the same sections, tables and illustrations", async ({ request }) => {
  for (const article of registry.articles) {
    const [pt, en] = await Promise.all(
      [article.route, `/en${article.route}`].map(async (path) =>
        bodyOf(await (await request.get(path)).text()),
      ),
    );
    const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
    expect(count(en!, /<table/g), `${article.route}: tables`).toBe(count(pt!, /<table/g));
    expect(count(en!, /<img /g), `${article.route}: illustrations`).toBe(count(pt!, /<img /g));
  }
});
