/**
 * The navigation data of this build, generated from `content/` by scripts/vite-plugin-content.ts.
 * It ships packed (routes, icons, order, parents, titles) and is unpacked here: keys, slugs and
 * category ids follow from the routes, so every page downloads them once, not twice.
 */
import packed from "virtual:content/nav";
import { indexContent, type Nav, type NavArticle, type NavCategory } from "./navigation";

export interface PackedNav {
  categories: Omit<NavCategory, "id">[];
  articles: Omit<NavArticle, "key" | "categoryId" | "slug">[];
}

export function unpackNav({ categories, articles }: PackedNav): Nav {
  return {
    categories: categories.map((category) => ({ ...category, id: category.route.slice(1) })),
    articles: articles.map((article) => {
      const key = article.route.slice(1);
      const categoryId = key.slice(0, key.indexOf("/"));
      return { ...article, key, categoryId, slug: key.slice(categoryId.length + 1) };
    }),
  };
}

/** This build's navigation with its lookups, built once per page load. */
export const content = indexContent(unpackNav(packed));
