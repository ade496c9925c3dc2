import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { testContent } from "../../../tests/support/content";
import { perLanguage } from "../languages";
import { indexContent, type Nav, type NavArticle, type NavCategory, type TreeNode } from "./navigation";

/** An article of a fixture: only what the tree reads. */
function article(categoryId: string, slug: string, order: number, parent?: string): NavArticle {
  const route = `/${categoryId}/${slug}`;
  const title = perLanguage(() => slug);
  return { key: `${categoryId}/${slug}`, categoryId, slug, route, icon: "file-text", order, parent, title };
}
const category = (id: string): NavCategory => ({
  id,
  route: `/${id}`,
  icon: "book-open",
  onHome: true,
  title: perLanguage(() => id),
});
const slugs = (nodes: TreeNode[]) => nodes.map((node) => node.article.slug);

describe("the navigation tree", () => {
  // Declared out of order, a child before its parent, a child ordered before its parent.
  const fixture: Nav = {
    categories: [category("b"), category("a")],
    articles: [
      article("a", "two", 2),
      article("b", "child", 1, "parent"),
      article("a", "one", 1),
      article("b", "parent", 5),
      article("b", "second-child", 9, "parent"),
      article("b", "first", 3),
    ],
  };

  it("keeps the categories' order and sorts siblings by their order, children under their parent", () => {
    const tree = indexContent(fixture).tree;
    expect(tree.map((group) => group.category.id)).toEqual(["b", "a"]);
    expect(slugs(tree[0]!.items)).toEqual(["first", "parent"]);
    expect(slugs(tree[0]!.items[1]!.children)).toEqual(["child", "second-child"]);
    expect(slugs(tree[1]!.items)).toEqual(["one", "two"]);
  });

  it("reads depth first, a parent before its children, category after category", () => {
    expect(indexContent(fixture).readingOrder.map((node) => node.key)).toEqual([
      "b/first",
      "b/parent",
      "b/child",
      "b/second-child",
      "a/one",
      "a/two",
    ]);
  });

  it("is indexed once per content object, with lookups by key, id and category", () => {
    const content = indexContent(fixture);
    expect(indexContent(fixture)).toBe(content);
    expect(content.article("b/child")?.route).toBe("/b/child");
    expect(content.article("b/missing")).toBeUndefined();
    expect(content.category("a")?.route).toBe("/a");
    expect(content.articlesOf("a").map((item) => item.key)).toEqual(["a/one", "a/two"]);
    expect(content.articlesOf("none")).toEqual([]);
  });

  it("gives each article its neighbours, crossing into the next category", () => {
    const content = indexContent(fixture);
    const last = content.article("b/second-child")!;
    expect(content.neighbours(last).previous?.key).toBe("b/child");
    expect(content.neighbours(last).next?.key).toBe("a/one");
    expect(content.neighbours(content.article("b/first")!).previous).toBeUndefined();
    expect(content.neighbours(content.article("a/two")!).next).toBeUndefined();
  });

  it("finds a page by path in either language, and the parent of a nested article", () => {
    const content = indexContent(fixture);
    expect(content.match("/en/b/child/")).toMatchObject({ kind: "article", lang: "en" });
    expect(content.match("/a")).toMatchObject({ kind: "category", category: { id: "a" } });
    expect(content.match("/b/nope")).toEqual({ kind: "not-found", lang: "pt" });
    expect(content.parentOf(content.article("b/child")!)?.key).toBe("b/parent");
    expect(content.breadcrumbs(content.match("/en/b/child"), "Help").map((crumb) => crumb.href)).toEqual([
      "/en",
      "/en/b",
      "/en/b/parent",
      "/en/b/child",
    ]);
  });
});

describe("the navigation of the real content", () => {
  let nav: Nav;
  beforeAll(() => {
    nav = testContent().registry;
  });

  it("has one sidebar group per category, in the order content/categories.yaml declares", () => {
    const declared = (parse(readFileSync("content/categories.yaml", "utf8")) as { id: string }[]).map(
      (entry) => entry.id,
    );
    expect(indexContent(nav).tree.map((group) => group.category.id)).toEqual(declared);
  });

  it("places every article once, under its declared parent, siblings in their declared order", () => {
    const placed: string[] = [];
    const check = (nodes: TreeNode[], parent: string | undefined) => {
      for (const node of nodes) {
        placed.push(node.article.key);
        expect(node.article.parent, node.article.key).toBe(parent);
        check(node.children, node.article.slug);
      }
      const orders = nodes.map((node) => node.article.order);
      expect(orders, `order under ${parent ?? "the category"}`).toEqual([...orders].sort((a, b) => a - b));
    };
    for (const group of indexContent(nav).tree) {
      check(group.items, undefined);
      for (const node of group.items) expect(node.article.categoryId).toBe(group.category.id);
    }
    expect(placed.sort()).toEqual(nav.articles.map((entry) => entry.key).sort());
  });

  it("walks every article by next links, without a gap or a repeat, and back by previous links", () => {
    const order = indexContent(nav).readingOrder;
    const walked: NavArticle[] = [order[0]!];
    expect(indexContent(nav).neighbours(order[0]!).previous).toBeUndefined();
    for (
      let next = indexContent(nav).neighbours(order[0]!).next;
      next;
      next = indexContent(nav).neighbours(next).next
    ) {
      expect(indexContent(nav).neighbours(next).previous?.key).toBe(walked.at(-1)!.key);
      walked.push(next);
    }
    expect(walked.map((entry) => entry.key)).toEqual(order.map((entry) => entry.key));
    expect(new Set(walked.map((entry) => entry.key)).size).toBe(nav.articles.length);
  });
});

describe("pages by path, and their breadcrumbs", () => {
  let nav: Nav;
  beforeAll(() => {
    nav = testContent().registry;
  });
  const byKey = (key: string) => nav.articles.find((entry) => entry.key === key)!;

  it("finds pages in both languages and tolerates a trailing slash", () => {
    expect(indexContent(nav).match("/")).toEqual({ kind: "home", lang: "pt" });
    expect(indexContent(nav).match("/en")).toEqual({ kind: "home", lang: "en" });
    expect(indexContent(nav).match("/en/agentes-ia/")).toMatchObject({
      kind: "category",
      lang: "en",
      category: { id: "agentes-ia" },
    });
    expect(indexContent(nav).match("/qualidade/como-criar-um-bom-prompt")).toMatchObject({
      kind: "article",
      category: { id: "qualidade" },
    });
    expect(indexContent(nav).match("/en/nope")).toEqual({ kind: "not-found", lang: "en" });
    expect(indexContent(nav).match("/english")).toEqual({ kind: "not-found", lang: "pt" });
  });

  it("runs Help Center > category > parent > article in the page's language", () => {
    const page = indexContent(nav).match("/en/organizacao/autenticacao/google");
    const organisation = nav.categories.find((entry) => entry.id === "organizacao")!;
    expect(indexContent(nav).breadcrumbs(page, "Help Center")).toEqual([
      { label: "Help Center", href: "/en" },
      { label: organisation.title.en, href: "/en/organizacao" },
      { label: byKey("organizacao/autenticacao").title.en, href: "/en/organizacao/autenticacao" },
      {
        label: byKey("organizacao/autenticacao/google").title.en,
        href: "/en/organizacao/autenticacao/google",
      },
    ]);
    const portals = nav.categories.find((entry) => entry.id === "portals")!;
    expect(indexContent(nav).breadcrumbs(indexContent(nav).match("/portals"), "Central de Ajuda")).toEqual([
      { label: "Central de Ajuda", href: "/" },
      { label: portals.title.pt, href: "/portals" },
    ]);
  });
});
