/**
 * The one navigation tree and everything derived from it: sidebar sections, breadcrumbs,
 * previous/next, page lookup. Pure functions over the nav data, so they are tested with fixtures.
 */
import type { Lang } from "~/lib/i18n";
import { href, langFromPath, stripLang } from "~/lib/urls";
import type { Article, Category } from "./types";

export type NavCategory = Pick<Category, "id" | "route" | "icon" | "searchable" | "title">;
export type NavArticle = Pick<
  Article,
  "key" | "categoryId" | "slug" | "route" | "icon" | "order" | "parent" | "title"
>;
export interface Nav {
  categories: NavCategory[];
  articles: NavArticle[];
}

export interface TreeNode {
  article: NavArticle;
  children: TreeNode[];
}

export interface Section {
  category: NavCategory;
  items: TreeNode[];
}

/** Sidebar sections in category order; articles nested under their parent, by `order`. */
export function buildTree(nav: Nav): Section[] {
  return nav.categories.map((category) => {
    const inCategory = nav.articles
      .filter((article) => article.categoryId === category.id)
      .sort((a, b) => a.order - b.order);
    const nodeOf = new Map<string, TreeNode>(
      inCategory.map((article) => [article.slug, { article, children: [] }]),
    );
    const items: TreeNode[] = [];
    for (const article of inCategory) {
      const node = nodeOf.get(article.slug)!;
      const parent = article.parent === undefined ? undefined : nodeOf.get(article.parent);
      (parent ? parent.children : items).push(node);
    }
    return { category, items };
  });
}

/** Articles in the order a reader meets them in the sidebar (depth first). */
export function readingOrder(nav: Nav): NavArticle[] {
  const order: NavArticle[] = [];
  const walk = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      order.push(node.article);
      walk(node.children);
    }
  };
  for (const section of buildTree(nav)) walk(section.items);
  return order;
}

export function neighbours(nav: Nav, article: NavArticle): { previous?: NavArticle; next?: NavArticle } {
  const order = readingOrder(nav);
  const index = order.findIndex((candidate) => candidate.key === article.key);
  return { previous: order[index - 1], next: order[index + 1] };
}

export type Page =
  | { kind: "home"; lang: Lang }
  | { kind: "category"; lang: Lang; category: NavCategory }
  | { kind: "article"; lang: Lang; category: NavCategory; article: NavArticle }
  | { kind: "not-found"; lang: Lang };

function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed === "" ? "/" : trimmed;
}

/** What a URL path shows, in which language. */
export function findPage(nav: Nav, pathname: string): Page {
  const path = normalisePath(pathname);
  const lang = langFromPath(path);
  const route = stripLang(path);
  if (route === "/") return { kind: "home", lang };
  const category = nav.categories.find((candidate) => candidate.route === route);
  if (category) return { kind: "category", lang, category };
  const article = nav.articles.find((candidate) => candidate.route === route);
  const articleCategory = article && nav.categories.find((candidate) => candidate.id === article.categoryId);
  if (article && articleCategory) return { kind: "article", lang, category: articleCategory, article };
  return { kind: "not-found", lang };
}

export interface Crumb {
  label: string;
  href: string;
}

/** Help Center > category > (parent >) article, each linking to its page in the page's language. */
export function breadcrumbs(nav: Nav, page: Page, helpCenterLabel: string): Crumb[] {
  const { lang } = page;
  const crumbs: Crumb[] = [{ label: helpCenterLabel, href: href("/", lang) }];
  if (page.kind === "category" || page.kind === "article") {
    crumbs.push({ label: page.category.title[lang], href: href(page.category.route, lang) });
  }
  if (page.kind === "article") {
    const ancestors: NavArticle[] = [];
    let parentSlug = page.article.parent;
    while (parentSlug !== undefined) {
      const parent = nav.articles.find(
        (candidate) => candidate.categoryId === page.article.categoryId && candidate.slug === parentSlug,
      );
      if (!parent || ancestors.includes(parent)) break;
      ancestors.unshift(parent);
      parentSlug = parent.parent;
    }
    for (const ancestor of ancestors)
      crumbs.push({ label: ancestor.title[lang], href: href(ancestor.route, lang) });
    crumbs.push({ label: page.article.title[lang], href: href(page.article.route, lang) });
  }
  return crumbs;
}

export function articlesOf(nav: Nav, categoryId: string): NavArticle[] {
  return readingOrder(nav).filter((article) => article.categoryId === categoryId);
}
