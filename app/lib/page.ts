import type { Lang } from "~/lib/i18n";
import { langFromPath } from "~/lib/urls";

/** The page being shown: its language and path. */
export interface Page {
  lang: Lang;
  pathname: string;
}

/** The page of a path: the URL decides the language. */
export function pageAt(pathname: string): Page {
  return { lang: langFromPath(pathname), pathname };
}
