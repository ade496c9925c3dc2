/**
 * The pages of a build: the route table's static paths (home, the search results page, the
 * not-found page, in every language) and each category and article of the registry in every
 * language. `npm run build` has the bundler pre-render the static ones and, in each language, the
 * first category and the first article (React Router fails a build whose route has a loader but no
 * page it pre-renders); the rest, which grow with the content, are pre-rendered apart, in batches
 * (pipeline/prerender/run.ts).
 */
import { languages } from "../../app/lib/languages";
import type { Registry } from "../../app/lib/content/types";
import { href } from "../../app/lib/urls";

/** Set (to "1") in the bundler's environment when the registry's pages are pre-rendered apart. */
export const contentPagesApart = "PRERENDER_CONTENT_APART";

/** Every category and article of the registry in every language: the bundler's share and the rest. */
export function contentPages(registry: Registry): { bundler: string[]; apart: string[] } {
  const { categories, articles } = registry;
  const inEvery = (routes: string[]) => languages.flatMap((lang) => routes.map((route) => href(route, lang)));
  const first = [categories[0], articles[0]].filter((page) => page !== undefined).map(({ route }) => route);
  const rest = [...categories.slice(1), ...articles.slice(1)].map(({ route }) => route);
  return { bundler: inEvery(first), apart: inEvery(rest) };
}
