import type { Lang } from "../content/types";

/** One searchable page in one language, as written by the build into the language's index file. */
export interface SearchDocument {
  type: "category" | "article";
  /** Portuguese route; the page in `lang` is at `href(route, lang)` (urls.ts). */
  route: string;
  title: string;
  description: string;
  keywords: string[];
  /**
   * The language of the words when it is not the index's: an article not yet translated is searched,
   * and shown, in its original's words, and its result says which language they are in.
   */
  lang?: Lang;
  /** The article's category, shown under its title. */
  categoryTitle?: string;
  /** Body text by section; the intro has id "". Empty for categories. */
  sections: { id: string; heading: string; text: string }[];
}

export interface SearchIndexFile {
  lang: Lang;
  documents: SearchDocument[];
}
