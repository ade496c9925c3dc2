/**
 * The one navigation tree and everything derived from it: sidebar groups, breadcrumbs,
 * previous/next, what a path shows. `indexContent` builds the tree, the reading order and the lookup
 * maps once per content object (the content never changes once built), so pages and components
 * look things up instead of scanning the lists. Pure, so it is tested with fixtures.
 */
// Relative: the build's content plugin, loaded by Vite's config loader, reads this module too.
import type { Lang } from "../languages";
import { href, htmlLang, langFromPath, stripLang } from "../urls";
import { textLang } from "./translation";
import type { Article, Category } from "./types";

export type NavCategory = Pick<Category, "id" | "route" | "icon" | "onHome" | "title">;
export type NavArticle = Pick<
  Article,
  "key" | "categoryId" | "slug" | "route" | "icon" | "order" | "parent" | "title" | "untranslated"
>;
export interface Nav<C extends NavCategory = NavCategory, A extends NavArticle = NavArticle> {
  categories: C[];
  articles: A[];
}

export interface TreeNode<A extends NavArticle = NavArticle> {
  article: A;
  children: TreeNode<A>[];
}

/** A group of the sidebar: a category and its articles, as a tree. */
export interface NavGroup<C extends NavCategory = NavCategory, A extends NavArticle = NavArticle> {
  category: C;
  items: TreeNode<A>[];
}

/** What a URL path shows, and in which language. */
export type RouteMatch<C extends NavCategory = NavCategory, A extends NavArticle = NavArticle> =
  | { kind: "home"; lang: Lang }
  | { kind: "category"; lang: Lang; category: C }
  | { kind: "article"; lang: Lang; category: C; article: A }
  | { kind: "not-found"; lang: Lang };

export interface Crumb {
  label: string;
  href: string;
  /** `lang` of the label when it is not in the page's language (an article not yet translated). */
  lang?: string;
}

/**
 * The content with its lookups: by article key and route, by category id and route, the sidebar
 * tree, the reading order (whole and per category) and each article's neighbours and parent.
 * Generic so that the full registry (build time) gets its full articles back, and the packed
 * navigation (every page) its own.
 */
export class ContentIndex<C extends NavCategory = NavCategory, A extends NavArticle = NavArticle> {
  readonly categories: readonly C[];
  readonly articles: readonly A[];
  /** Sidebar groups in category order; articles nested under their parent, by `order`. */
  readonly tree: readonly NavGroup<C, A>[];
  /** Articles in the order a reader meets them in the sidebar (depth first). */
  readonly readingOrder: readonly A[];
  private readonly byKey: Map<string, A>;
  private readonly articleByRoute: Map<string, A>;
  private readonly categoryById: Map<string, C>;
  private readonly categoryByRoute: Map<string, C>;
  private readonly position: Map<string, number>;
  private readonly inCategory: Map<string, A[]>;

  constructor(nav: Nav<C, A>) {
    this.categories = nav.categories;
    this.articles = nav.articles;
    this.byKey = new Map(nav.articles.map((article) => [article.key, article]));
    this.articleByRoute = new Map(nav.articles.map((article) => [article.route, article]));
    this.categoryById = new Map(nav.categories.map((category) => [category.id, category]));
    this.categoryByRoute = new Map(nav.categories.map((category) => [category.route, category]));
    this.tree = nav.categories.map((category) => ({ category, items: itemsOf(nav.articles, category.id) }));
    const order: A[] = [];
    const walk = (nodes: TreeNode<A>[]) => {
      for (const node of nodes) {
        order.push(node.article);
        walk(node.children);
      }
    };
    for (const group of this.tree) walk(group.items);
    this.readingOrder = order;
    this.position = new Map(order.map((article, index) => [article.key, index]));
    this.inCategory = new Map(nav.categories.map((category) => [category.id, []]));
    for (const article of order) this.inCategory.get(article.categoryId)?.push(article);
  }

  article(key: string): A | undefined {
    return this.byKey.get(key);
  }

  category(id: string): C | undefined {
    return this.categoryById.get(id);
  }

  /** A category's articles in reading order. */
  articlesOf(categoryId: string): readonly A[] {
    return this.inCategory.get(categoryId) ?? [];
  }

  /** The article in the same category whose slug is `article.parent`. */
  parentOf(article: NavArticle): A | undefined {
    if (article.parent === undefined) return undefined;
    return this.byKey.get(`${article.categoryId}/${article.parent}`);
  }

  /** Previous and next article in reading order. */
  neighbours(article: NavArticle): { previous?: A; next?: A } {
    const index = this.position.get(article.key);
    if (index === undefined) return {};
    return { previous: this.readingOrder[index - 1], next: this.readingOrder[index + 1] };
  }

  /** What a URL path shows, in which language. */
  match(pathname: string): RouteMatch<C, A> {
    const path = normalisePath(pathname);
    const lang = langFromPath(path);
    const route = stripLang(path);
    if (route === "/") return { kind: "home", lang };
    const category = this.categoryByRoute.get(route);
    if (category) return { kind: "category", lang, category };
    const article = this.articleByRoute.get(route);
    const articleCategory = article && this.categoryById.get(article.categoryId);
    if (article && articleCategory) return { kind: "article", lang, category: articleCategory, article };
    return { kind: "not-found", lang };
  }

  /** Help Center > category > (parent >) article, each linking to its page in the page's language. */
  breadcrumbs(page: RouteMatch, helpCenterLabel: string): Crumb[] {
    const { lang } = page;
    const crumbs: Crumb[] = [{ label: helpCenterLabel, href: href("/", lang) }];
    if (page.kind === "category" || page.kind === "article") {
      crumbs.push({ label: page.category.title[lang], href: href(page.category.route, lang) });
    }
    if (page.kind === "article") {
      const ancestors: A[] = [];
      for (let parent = this.parentOf(page.article); parent; parent = this.parentOf(parent)) {
        if (ancestors.includes(parent)) break;
        ancestors.unshift(parent);
      }
      const crumb = (article: NavArticle): Crumb => ({
        label: article.title[lang],
        href: href(article.route, lang),
        ...(textLang(article, lang) === lang ? {} : { lang: htmlLang[textLang(article, lang)] }),
      });
      for (const ancestor of ancestors) crumbs.push(crumb(ancestor));
      crumbs.push(crumb(page.article));
    }
    return crumbs;
  }
}

function itemsOf<A extends NavArticle>(articles: readonly A[], categoryId: string): TreeNode<A>[] {
  const inCategory = articles
    .filter((article) => article.categoryId === categoryId)
    .sort((a, b) => a.order - b.order);
  const nodeOf = new Map<string, TreeNode<A>>(
    inCategory.map((article) => [article.slug, { article, children: [] }]),
  );
  const items: TreeNode<A>[] = [];
  for (const article of inCategory) {
    const node = nodeOf.get(article.slug)!;
    const parent = article.parent === undefined ? undefined : nodeOf.get(article.parent);
    (parent ? parent.children : items).push(node);
  }
  return items;
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed === "" ? "/" : trimmed;
}

const indexes = new WeakMap<object, ContentIndex>();

/** The index of a content object, built on first use and kept for as long as the object lives. */
export function indexContent<C extends NavCategory, A extends NavArticle>(
  nav: Nav<C, A>,
): ContentIndex<C, A> {
  let index = indexes.get(nav) as ContentIndex<C, A> | undefined;
  if (!index) {
    index = new ContentIndex(nav);
    indexes.set(nav, index);
  }
  return index;
}
