/**
 * The file the embedded widget reads first, one per language: for each product screen the articles
 * that name it in their `screens` frontmatter, at most `suggestionsPerScreen`, in the sidebar's
 * order, each with its route, title and description. It names only the screens' articles, so it
 * does not grow with the help centre: an article the host names itself (`LumiHelp.suggest`) is
 * read from its own Markdown export (`articleSummary`). Written by the build
 * (pipeline/widget-build.ts) and read by the widget with this module.
 */
import type { Registry } from "./content/types";
import type { Lang } from "./languages";
import { suggestionsPerScreen, type Screen } from "./screens";

export interface ArticleLink {
  route: string;
  title: string;
  description: string;
}

export interface WidgetData {
  /** Each screen's articles, `[route, title, description]`, the route the default language's (as `href` takes it). */
  screens: Partial<Record<Screen, [string, string, string][]>>;
}

export function buildWidgetData(registry: Registry, lang: Lang): WidgetData {
  const data: WidgetData = { screens: {} };
  for (const article of registry.articles)
    for (const screen of article.screens ?? []) {
      const list = (data.screens[screen] ??= []);
      if (list.length < suggestionsPerScreen)
        list.push([article.route, article.title[lang], article.description[lang]]);
    }
  return data;
}

export function isWidgetData(file: unknown): file is WidgetData {
  return (
    typeof file === "object" &&
    file !== null &&
    typeof (file as WidgetData).screens === "object" &&
    (file as WidgetData).screens !== null
  );
}

/** The articles suggested for `screen`. */
export function screenSuggestions(data: WidgetData, screen: string | undefined): ArticleLink[] {
  const rows = screen ? (data.screens[screen as Screen] ?? []) : [];
  return rows.map(([route, title, description]) => ({ route, title, description }));
}

/**
 * Whether a route (the default language's, without a language prefix) is an article's: articles
 * live at `/<category>/<slug>` (pipeline/content/build-registry.ts), categories at `/<category>`.
 */
export const isArticleRoute = (route: string) => /^\/[^/#?]+\/[^/#?]+$/.test(route);

/**
 * An article's title and description, from its Markdown export (pipeline/markdown.ts writes
 * `# Title`, a blank line, then `> Description`); undefined when the text is not one.
 */
export function articleSummary(route: string, markdown: string): ArticleLink | undefined {
  const match = /^# (.+)\n\n> (.+)\n/.exec(markdown.replace(/\r\n?/g, "\n"));
  return match ? { route, title: match[1]!.trim(), description: match[2]!.trim() } : undefined;
}
