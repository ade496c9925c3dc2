import { describe, expect, it } from "vitest";
import { defaultLang, languages } from "~/lib/languages";
import { href } from "~/lib/urls";
import { testContent } from "../../../tests/support/content";
import { ContentIndex, type Nav, type NavArticle } from "./navigation";
import { readSection, sectionItems, writeSection, type SectionItem } from "./sidebar-section";

const titled = (text: string) =>
  Object.fromEntries(languages.map((lang) => [lang, `${text} (${lang})`])) as NavArticle["title"];

function article(categoryId: string, slug: string, order: number, parent?: string): NavArticle {
  return {
    key: `${categoryId}/${slug}`,
    categoryId,
    slug,
    route: `/${categoryId}/${slug}`,
    icon: "book-open",
    order,
    ...(parent === undefined ? {} : { parent }),
    title: titled(slug),
  };
}

const fixture: Nav = {
  categories: [
    { id: "a", route: "/a", icon: "book-open", onHome: true, title: titled("A") },
    { id: "b", route: "/b", icon: "book-open", onHome: true, title: titled("B") },
  ],
  articles: [
    article("a", "second", 2),
    article("a", "first", 1),
    article("a", "child", 1, "first"),
    article("b", "only", 1),
  ],
};

describe("a sidebar section's items", () => {
  it("are the category's articles in order, nested under their parent, in the language asked for", () => {
    const group = new ContentIndex(fixture).tree[0]!;
    for (const lang of languages) {
      expect(sectionItems(group.items, lang)).toEqual([
        {
          href: href("/a/first", lang),
          title: `first (${lang})`,
          children: [{ href: href("/a/child", lang), title: `child (${lang})` }],
        },
        { href: href("/a/second", lang), title: `second (${lang})` },
      ]);
    }
  });

  it("hold only their own category's articles", () => {
    const items = sectionItems(new ContentIndex(fixture).tree[1]!.items, defaultLang);
    expect(items).toEqual([{ href: href("/b/only", defaultLang), title: `only (${defaultLang})` }]);
  });

  it("read back from the file the build writes, for every category of the real content", () => {
    const index = new ContentIndex(testContent().registry);
    for (const group of index.tree)
      for (const lang of languages) {
        const items = sectionItems(group.items, lang);
        expect(readSection(JSON.parse(writeSection(items)))).toEqual(items);
        const links = (list: SectionItem[]): number =>
          list.reduce((count, item) => count + 1 + links(item.children ?? []), 0);
        expect(links(items)).toBe(index.articlesOf(group.category.id).length);
      }
  });

  it("are refused when the file is not a section file", () => {
    for (const wrong of [
      null,
      "<!doctype html>",
      {},
      [{ href: "/a" }],
      [{ href: "https://elsewhere.example/a", title: "A" }],
      [{ href: "/a", title: "A", children: [{ title: "B" }] }],
    ])
      expect(() => readSection(wrong)).toThrow();
  });
});
