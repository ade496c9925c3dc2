/** Every route the help centre must answer, derived from the content registry like the app's own route table. */
import { languages } from "../../app/lib/languages";
import { href } from "../../app/lib/urls";
import { loadContent } from "../../pipeline/content/content-source";

const { registry } = loadContent();
/** The default language's routes: the language-neutral form of every page. */
export const neutralRoutes = [
  "/",
  ...registry.categories.map((category) => category.route),
  ...registry.articles.map((article) => article.route),
];

/** Every page in every language of the language table. */
export const routes = languages.flatMap((lang) => neutralRoutes.map((route) => href(route, lang)));
export { registry };

/** The categories with a card on the home page and the not-found page. */
export const homeCategories = registry.categories.filter((category) => category.onHome);

/** A category's articles, sub-articles included: its page shows a card for each. */
export const articlesOf = (categoryId: string) =>
  registry.articles.filter((article) => article.categoryId === categoryId);
