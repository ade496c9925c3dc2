/**
 * Writes the search documents of one language from the registry and the article bodies (by
 * `<lang>/<key>`, their sections already holding the product's name: see pipeline/content).
 */
import type { Lang, Registry } from "../content/types";
import { textLang } from "../content/translation";
import type { SearchDocument, SearchIndexFile } from "./types";

export function buildSearchIndex(
  registry: Registry,
  bodies: ReadonlyMap<string, { sections: SearchDocument["sections"] }>,
  lang: Lang,
): SearchIndexFile {
  const categoryTitle = new Map(registry.categories.map((category) => [category.id, category.title[lang]]));
  return {
    lang,
    documents: [
      ...registry.categories.map((category) => ({
        type: "category" as const,
        route: category.route,
        title: category.title[lang],
        description: category.description[lang],
        keywords: category.keywords[lang],
        sections: [],
      })),
      ...registry.articles.map((article) => ({
        type: "article" as const,
        route: article.route,
        title: article.title[lang],
        description: article.description[lang],
        keywords: article.keywords[lang],
        ...(textLang(article, lang) === lang ? {} : { lang: textLang(article, lang) }),
        categoryTitle: categoryTitle.get(article.categoryId)!,
        sections: (bodies.get(`${lang}/${article.key}`)?.sections ?? []).map(({ id, heading, text }) => ({
          id,
          heading,
          text,
        })),
      })),
    ],
  };
}
