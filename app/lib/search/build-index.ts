/** Writes the search documents of one language from the registry and the parsed article bodies. */
import { interpolateProduct } from "../content/interpolate";
import type { ParsedMdx } from "../../../pipeline/content/parse-mdx";
import type { Lang, Registry } from "../content/types";
import type { SearchIndexFile } from "./types";

export function buildSearchIndex(
  registry: Registry,
  bodies: Map<string, ParsedMdx>,
  lang: Lang,
  productName: string,
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
        categoryTitle: categoryTitle.get(article.categoryId)!,
        sections: (bodies.get(`${lang}/${article.key}`)?.sections ?? []).map((section) => ({
          id: section.id,
          heading: interpolateProduct(section.heading, productName),
          text: interpolateProduct(section.text, productName),
        })),
      })),
    ],
  };
}
