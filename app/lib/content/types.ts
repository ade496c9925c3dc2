/** Shapes of the content registry. Pure data: safe to import from both the build and the app. */
import type { ContentIconName } from "./icons";
import type { Lang } from "../languages";
import type { Screen } from "../screens";

export { languages, type Lang } from "../languages";

/** A value written once per language. */
export type Localized<T> = Record<Lang, T>;

export interface Heading {
  /** Stable id shared by every language, written as `{/*id*\/}` after the heading text. */
  id: string;
  depth: 2 | 3;
  text: string;
}

export interface Category {
  id: string;
  /** The default language's route, e.g. `/agentes-ia`; every other language adds its prefix. */
  route: string;
  /** One of the closed set in `icons.ts`, checked by the schema. */
  icon: ContentIconName;
  /** Shown on the home page's grid; `qualidade` is listed in the sidebar only. */
  onHome: boolean;
  title: Localized<string>;
  description: Localized<string>;
  keywords: Localized<string[]>;
  /** A link that ends every other article of the category: the slug of its target, and its text. */
  endLink?: { article: string; label: Localized<string> };
}

/**
 * Whose words a reader of one language gets for an article. The default language's file is the
 * original; another language's is a translation of one of its revisions (`translatedFrom`), current
 * while the original has not changed since, outdated once it has; without a file, the language's
 * page serves the original's text under the reader's own header, sidebar and footer.
 */
export type Translation =
  | { state: "original" }
  | { state: "current" }
  /** `since`: the day the original changed (its `reviewed`); `reviewed`: the translation's own. */
  | { state: "outdated"; since: string; reviewed: string }
  | { state: "missing" };

export interface Article {
  /** Path under `content/<lang>/` without the extension, e.g. `organizacao/autenticacao/google`. */
  key: string;
  categoryId: string;
  /** Path inside the category, e.g. `autenticacao/google`. */
  slug: string;
  route: string;
  /** One of the closed set in `icons.ts`, checked by the schema. */
  icon: ContentIconName;
  order: number;
  /**
   * The day the original was last reviewed against the product, `YYYY-MM-DD`: a current
   * translation's too; an outdated one has its own (`translations`).
   */
  reviewed: string;
  /** Slug of the parent article in the same category, for nesting and breadcrumbs. */
  parent?: string;
  /** The product screens the article helps on (app/lib/screens.ts), the original's for every language. */
  screens?: Screen[];
  title: Localized<string>;
  description: Localized<string>;
  keywords: Localized<string[]>;
  headings: Localized<Heading[]>;
  /** Per language, whose words a reader gets; a missing language's fields above are the original's. */
  translations: Localized<Translation>;
  /** The languages whose readers get the original's words (`missing`): what every page's navigation needs. */
  untranslated?: Lang[];
}

export interface Registry {
  /** In sidebar order. */
  categories: Category[];
  /** Grouped by category in sidebar order, then by `order`. */
  articles: Article[];
}
