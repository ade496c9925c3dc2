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
