/** Every route the help centre must answer, derived from the content registry like the app's own route table. */
import { loadContent } from "../../pipeline/content/content-source";

const { registry } = loadContent();
const ptRoutes = [
  "/",
  ...registry.categories.map((category) => category.route),
  ...registry.articles.map((article) => article.route),
];

export const routes = [...ptRoutes, ...ptRoutes.map((route) => (route === "/" ? "/en" : `/en${route}`))];
export { registry };

/** The categories with a card on the home page and the not-found page. */
export const homeCategories = registry.categories.filter((category) => category.onHome);

/** A category's articles, sub-articles included: its page shows a card for each. */
export const articlesOf = (categoryId: string) =>
  registry.articles.filter((article) => article.categoryId === categoryId);
