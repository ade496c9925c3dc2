/**
 * What each kind of page needs beyond the navigation, read from the full registry. Route loaders
 * call these at build time; the result is in the pre-rendered HTML and its `.data` file.
 */
import { homeSuggestions } from "~/config/home";
import { tp } from "~/lib/page-messages";
import { htmlLang } from "~/lib/urls";
import { indexContent } from "./navigation";
import { reviewedIn, textLang, translatedLanguages } from "./translation";
import type { ContentIconName } from "./icons";
import type { Registry } from "./types";

export interface CardData {
  route: string;
  /** `<html lang>` of the title and description when they are not in the page's language (untranslated). */
  textLang?: string;
  icon: ContentIconName;
  title: string;
  description: string;
}

/** What the page at `url` shows, from the full registry. */
function matchUrl(registry: Registry, url: string) {
  return indexContent(registry).match(new URL(url).pathname);
}

export function homeData(registry: Registry, url: string) {
  const { lang } = matchUrl(registry, url);
  const suggestions = homeSuggestions.map((key) => {
    const article = indexContent(registry).article(key);
    if (!article) throw new Error(`app/config/home.ts suggests ${key}, which is not an article`);
    return { route: article.route, icon: article.icon, title: article.title[lang] };
  });
  const categories = registry.categories
    .filter((category) => category.onHome)
    .map((category) => ({
      route: category.route,
      icon: category.icon,
      title: category.title[lang],
      description: category.description[lang],
      articleCount: indexContent(registry).articlesOf(category.id).length,
    }));
  return {
    lang,
    route: "/",
    title: tp(lang, "homeTitle"),
    description: tp(lang, "homeDescription"),
    suggestions,
    categories,
  };
}

/** A category page's data, or undefined when `url` is no category's page. */
export function categoryData(registry: Registry, url: string) {
  const page = matchUrl(registry, url);
  if (page.kind !== "category") return undefined;
  const { lang, category } = page;
  const articles: (CardData & { depth: number })[] = indexContent(registry)
    .articlesOf(category.id)
    .map((article) => ({
      route: article.route,
      ...(textLang(article, lang) === lang ? {} : { textLang: htmlLang[textLang(article, lang)] }),
      icon: article.icon,
      title: article.title[lang],
      description: article.description[lang],
      depth: article.parent === undefined ? 0 : 1,
    }));
  return {
    lang,
    route: category.route,
    title: category.title[lang],
    description: category.description[lang],
    icon: category.icon,
    articles,
  };
}

/** An article page's data, or undefined when `url` is no article's page. */
export function articleData(registry: Registry, url: string) {
  const page = matchUrl(registry, url);
  if (page.kind !== "article") return undefined;
  const { lang, article, category } = page;
  const { endLink } = category;
  const endTarget = endLink && indexContent(registry).article(`${category.id}/${endLink.article}`);
  return {
    lang,
    route: article.route,
    key: article.key,
    categoryId: article.categoryId,
    /** The language of the words the page shows: the original's where the article is untranslated. */
    textLang: textLang(article, lang),
    /** Whose words these are (current, outdated or missing translation, or the original). */
    translation: article.translations[lang],
    /** The languages that have the article in words of their own: hreflang, JSON-LD, the sitemap. */
    translated: translatedLanguages(article),
    title: article.title[lang],
    description: article.description[lang],
    icon: article.icon,
    reviewed: reviewedIn(article, lang),
    headings: article.headings[lang],
    /** The category's closing link, on every article but its target. */
    endLink:
      endLink && endTarget && endTarget !== article
        ? { route: endTarget.route, label: endLink.label[lang] }
        : undefined,
  };
}
