import { describe, expect, it } from "vitest";
import { indexContent, type Nav, type NavArticle, type NavCategory } from "./navigation";

const title = (text: string) => ({ pt: text, en: text });
const category = (id: string): NavCategory => ({
  id,
  route: `/${id}`,
  icon: "rocket",
  searchable: true,
  title: title(id),
});
const article = (categoryId: string, slug: string, order: number, parent?: string): NavArticle => ({
  key: `${categoryId}/${slug}`,
  categoryId,
  slug,
  route: `/${categoryId}/${slug}`,
  icon: "rocket",
  order,
  parent,
  title: title(slug),
});

// Listed out of order on purpose: the index orders by category, then `order`, children after parents.
const fixture: Nav = {
  categories: [category("a"), category("b")],
  articles: [
    article("b", "two", 2),
    article("a", "child", 3, "parent"),
    article("a", "parent", 2),
    article("a", "first", 1),
    article("b", "one", 1),
  ],
};

describe("the content index", () => {
  const content = indexContent(fixture);

  it("is built once per content object", () => {
    expect(indexContent(fixture)).toBe(content);
  });

  it("looks articles and categories up by key and id", () => {
    expect(content.article("a/child")?.route).toBe("/a/child");
    expect(content.article("a/missing")).toBeUndefined();
    expect(content.category("b")?.route).toBe("/b");
  });

  it("reads depth first, children right after their parent, across categories", () => {
    expect(content.readingOrder.map((item) => item.key)).toEqual([
      "a/first",
      "a/parent",
      "a/child",
      "b/one",
      "b/two",
    ]);
    expect(content.articlesOf("b").map((item) => item.key)).toEqual(["b/one", "b/two"]);
    expect(content.articlesOf("none")).toEqual([]);
  });

  it("gives each article its neighbours, crossing into the next category", () => {
    const child = content.article("a/child")!;
    expect(content.neighbours(child).previous?.key).toBe("a/parent");
    expect(content.neighbours(child).next?.key).toBe("b/one");
    expect(content.neighbours(content.article("a/first")!).previous).toBeUndefined();
    expect(content.neighbours(content.article("b/two")!).next).toBeUndefined();
  });

  it("finds a page by path in either language, and the parent of a nested article", () => {
    expect(content.page("/en/a/child/")).toMatchObject({ kind: "article", lang: "en" });
    expect(content.page("/b")).toMatchObject({ kind: "category", category: { id: "b" } });
    expect(content.page("/a/nope")).toEqual({ kind: "not-found", lang: "pt" });
    expect(content.parentOf(content.article("a/child")!)?.key).toBe("a/parent");
    expect(content.breadcrumbs(content.page("/en/a/child"), "Help").map((crumb) => crumb.href)).toEqual([
      "/en",
      "/en/a",
      "/en/a/parent",
      "/en/a/child",
    ]);
  });
});
