/**
 * The route table, derived from the language table: home, the categories, the articles, the search
 * results page and a catch-all not-found page, in every language under its prefix (none for the
 * default). One route per kind of page, not per page: React Router ranks every route of the table
 * on each request, so a route per article made each pre-rendered page cost time in proportion to
 * the number of articles (the build quadratic in the content). Which category or article a path
 * names is the loader's to read from the registry; the pages pre-rendered are listed by
 * `react-router.config.ts`.
 */
import { route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { language, languages, type Lang } from "./lib/languages";

function pagesIn(lang: Lang): RouteConfigEntry[] {
  const { prefix } = language[lang];
  return [
    route(prefix || "/", "routes/home.tsx", { id: `${lang}:home` }),
    // The full list of a search (`?q=…`): a pre-rendered shell, results computed in the browser.
    // Static segments outrank `:category`, so a category never takes their paths.
    route(`${prefix}/busca`, "routes/search-results.tsx", { id: `${lang}:search` }),
    route(`${prefix}/:category`, "routes/category.tsx", { id: `${lang}:category` }),
    // An article's path is its category's and its own, under its parent's when it has one.
    route(`${prefix}/:category/*`, "routes/article.tsx", { id: `${lang}:article` }),
    // The page the servers send, with status 404, for an unknown path; the catch-all shows it in development.
    route(`${prefix}/404`, "routes/not-found.tsx", { id: `${lang}:404` }),
    route(`${prefix}/*`, "routes/not-found.tsx", { id: `${lang}:not-found` }),
  ];
}

export default languages.flatMap(pagesIn) satisfies RouteConfig;
