/**
 * A sidebar section's articles in one language: what the pre-rendered sidebar shows under the
 * current page's category, and what the build writes for every category and language as a small
 * JSON file (pipeline/vite-plugin-content.ts) that the sidebar loads when a reader opens another
 * section (components/layout/sidebar.dom.ts). One shape for both, so a loaded section shows the
 * same links as a pre-rendered one, and a page carries one category's articles, not the site's.
 */
// Relative: the build's content plugin, loaded by Vite's config loader, reads this module too.
import type { Lang } from "../languages";
import { href, htmlLang } from "../urls";
import type { TreeNode } from "./navigation";
import { textLang } from "./translation";

/** One link of a section: its page in the section's language, its title, the articles under it. */
export interface SectionItem {
  href: string;
  title: string;
  /** `lang` of the title when it is not in the section's language (an article not yet translated). */
  lang?: string;
  children?: SectionItem[];
}

/** The items of a category's tree (`ContentIndex.tree`) in `lang`. */
export function sectionItems(nodes: readonly TreeNode[], lang: Lang): SectionItem[] {
  return nodes.map(({ article, children }) => ({
    href: href(article.route, lang),
    title: article.title[lang],
    ...(textLang(article, lang) === lang ? {} : { lang: htmlLang[textLang(article, lang)] }),
    ...(children.length > 0 ? { children: sectionItems(children, lang) } : {}),
  }));
}

/** The file's text, as the build writes it. */
export function writeSection(items: readonly SectionItem[]): string {
  return JSON.stringify(items);
}

function isItem(value: unknown): value is SectionItem {
  if (typeof value !== "object" || value === null) return false;
  const { href, title, lang, children } = value as Partial<Record<keyof SectionItem, unknown>>;
  return (
    (lang === undefined || typeof lang === "string") &&
    typeof href === "string" &&
    href.startsWith("/") &&
    typeof title === "string" &&
    (children === undefined || (Array.isArray(children) && children.every(isItem)))
  );
}

/**
 * The items of a section file as the browser parsed it; throws on anything else (a page served in
 * its place, a file cut short), so the loader counts it as a failed attempt and tries again.
 */
export function readSection(value: unknown): SectionItem[] {
  if (!Array.isArray(value) || !value.every(isItem)) throw new Error("Not a sidebar section file");
  return value;
}
