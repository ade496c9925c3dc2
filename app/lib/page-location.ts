import type { Lang } from "~/lib/i18n";
import { langFromPath } from "~/lib/urls";

/**
 * Where the page being shown is: its language and path. What it shows (home, a category, an
 * article) is the navigation's `RouteMatch`.
 */
export interface PageLocation {
  lang: Lang;
  pathname: string;
}

/** The location of a path: the URL decides the language. */
export function pageLocation(pathname: string): PageLocation {
  return { lang: langFromPath(pathname), pathname };
}
