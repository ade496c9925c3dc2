/**
 * The route table, derived from `content/` and the language table: home, every category and
 * article, the search results page and a catch-all not-found page, in every language under its
 * prefix (none for the default). No article, category or language is listed by hand.
 */
import { route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { loadContent } from "../pipeline/content/content-source";
import { language, languages, type Lang } from "./lib/languages";

const { registry } = loadContent();

function pagesIn(lang: Lang): RouteConfigEntry[] {
  const { prefix } = language[lang];
  return [
    route(prefix || "/", "routes/home.tsx", { id: `${lang}:home` }),
    ...registry.categories.map((category) =>
      route(prefix + category.route, "routes/category.tsx", {
        id: `${lang}:${category.id}`,
      }),
    ),
    ...registry.articles.map((article) =>
      route(prefix + article.route, "routes/article.tsx", {
        id: `${lang}:${article.key}`,
      }),
    ),
    // The full list of a search (`?q=…`): a pre-rendered shell, results computed in the browser.
    route(`${prefix}/busca`, "routes/search-results.tsx", { id: `${lang}:search` }),
    route(`${prefix}/*`, "routes/not-found.tsx", { id: `${lang}:not-found` }),
  ];
}

export default languages.flatMap(pagesIn) satisfies RouteConfig;
