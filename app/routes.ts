/**
 * The route table, derived from `content/`: home, every category and article in Portuguese, the
 * same under `/en`, the search results page and a catch-all not-found page per language. No
 * article or category is listed by hand.
 */
import { route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { loadContent } from "../pipeline/content/content-source";

const { registry } = loadContent();

function pagesIn(lang: "pt" | "en"): RouteConfigEntry[] {
  const prefix = lang === "pt" ? "" : "/en";
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

export default [...pagesIn("pt"), ...pagesIn("en")] satisfies RouteConfig;
