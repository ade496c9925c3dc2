/**
 * The navigation data every page ships, in both directions: the build packs it from the registry
 * (pipeline/vite-plugin-content.ts serves it as `virtual:content/nav`), pages unpack it (nav.ts).
 * Packed, it holds routes, icons, order, parents, titles and the languages an article is not yet
 * translated into (whose titles are the original's, so their links say the original's language); keys, slugs and category ids follow
 * from the routes, so every page downloads them once, not twice.
 */
import type { Nav, NavArticle, NavCategory } from "./navigation";
import type { Registry } from "./types";

export interface PackedNav {
  categories: Omit<NavCategory, "id">[];
  articles: Omit<NavArticle, "key" | "categoryId" | "slug">[];
}

export function packNav(registry: Registry): PackedNav {
  return {
    categories: registry.categories.map(({ route, icon, onHome, title }) => ({
      route,
      icon,
      onHome,
      title,
    })),
    articles: registry.articles.map(({ route, icon, order, parent, title, untranslated }) => ({
      route,
      icon,
      order,
      ...(parent === undefined ? {} : { parent }),
      title,
      ...(untranslated === undefined ? {} : { untranslated }),
    })),
  };
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
