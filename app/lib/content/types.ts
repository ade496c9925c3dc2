/** Shapes of the content registry. Pure data: safe to import from both the build and the app. */
import type { ContentIconName } from "./icons";
import type { Lang } from "../languages";

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
  /** The day the article was last reviewed against the product, `YYYY-MM-DD` (every language). */
  reviewed: string;
  /** Slug of the parent article in the same category, for nesting and breadcrumbs. */
  parent?: string;
  title: Localized<string>;
  description: Localized<string>;
  keywords: Localized<string[]>;
  headings: Localized<Heading[]>;
}

export interface Registry {
  /** In sidebar order. */
  categories: Category[];
  /** Grouped by category in sidebar order, then by `order`. */
  articles: Article[];
}
