/**
 * What each kind of page needs beyond the navigation, read from the full registry. Route loaders
 * call these at build time; the result is in the pre-rendered HTML and its `.data` file.
 */
import { homeSuggestions } from "~/config/home";
import { t } from "~/lib/messages";
import { articlesOf, findPage, type Page } from "./navigation";
import type { Registry } from "./types";

export interface CardData {
  route: string;
  icon: string;
  title: string;
  description: string;
}

function pageAt(registry: Registry, url: string): Page {
  return findPage(registry, new URL(url).pathname);
}

export function homeData(registry: Registry, url: string) {
  const { lang } = pageAt(registry, url);
  const suggestions = homeSuggestions.map((key) => {
    const article = registry.articles.find((candidate) => candidate.key === key);
    if (!article) throw new Error(`app/config/home.ts suggests ${key}, which is not an article`);
    return { route: article.route, icon: article.icon, title: article.title[lang] };
  });
  const categories = registry.categories
    .filter((category) => category.searchable)
    .map((category) => ({
      route: category.route,
      icon: category.icon,
      title: category.title[lang],
      description: category.description[lang],
      articleCount: articlesOf(registry, category.id).length,
    }));
  return {
    lang,
    route: "/",
    title: t(lang, "homeTitle"),
    description: t(lang, "homeDescription"),
    suggestions,
    categories,
  };
}

export function categoryData(registry: Registry, url: string) {
  const page = pageAt(registry, url);
  // Routes come from the same registry, so this only fails on a programming error.
  if (page.kind !== "category") throw new Error(`${url} is not a category page`);
  const { lang } = page;
  const category = registry.categories.find((candidate) => candidate.id === page.category.id)!;
  const articles: (CardData & { depth: number })[] = articlesOf(registry, category.id).map((navArticle) => {
    const article = registry.articles.find((candidate) => candidate.key === navArticle.key)!;
    return {
      route: article.route,
      icon: article.icon,
      title: article.title[lang],
      description: article.description[lang],
      depth: article.parent === undefined ? 0 : 1,
    };
  });
  return {
    lang,
    route: category.route,
    title: category.title[lang],
    description: category.description[lang],
    icon: category.icon,
    articles,
  };
}

export function articleData(registry: Registry, url: string) {
  const page = pageAt(registry, url);
  if (page.kind !== "article") throw new Error(`${url} is not an article page`);
  const { lang } = page;
  const article = registry.articles.find((candidate) => candidate.key === page.article.key)!;
  return {
    lang,
    route: article.route,
    key: article.key,
    categoryId: article.categoryId,
    title: article.title[lang],
    description: article.description[lang],
    icon: article.icon,
    headings: article.headings[lang],
  };
}
