/**
 * The file the embedded widget reads first, one per language: every article's route, title and
 * description (so the host may name any article in `LumiHelp.suggest`), and for each product
 * screen the articles that name it in their `screens` frontmatter, at most `suggestionsPerScreen`,
 * in the sidebar's order. Written by the build (pipeline/widget-build.ts) and read by the widget with
 * this module.
 */
import type { Registry } from "./content/types";
import type { Lang } from "./languages";
import { suggestionsPerScreen, type Screen } from "./screens";

export interface WidgetData {
  /** `[route, title, description]`, the route the default language's (as `href` takes it). */
  articles: [string, string, string][];
  /** Each screen's articles, by their position in `articles`. */
  screens: Partial<Record<Screen, number[]>>;
}

export function buildWidgetData(registry: Registry, lang: Lang): WidgetData {
  const data: WidgetData = { articles: [], screens: {} };
  for (const [at, article] of registry.articles.entries()) {
    data.articles.push([article.route, article.title[lang], article.description[lang]]);
    for (const screen of article.screens ?? []) {
      const list = (data.screens[screen] ??= []);
      if (list.length < suggestionsPerScreen) list.push(at);
    }
  }
  return data;
}

export function isWidgetData(file: unknown): file is WidgetData {
  return (
    typeof file === "object" &&
    file !== null &&
    Array.isArray((file as WidgetData).articles) &&
    typeof (file as WidgetData).screens === "object"
  );
}

export interface ArticleLink {
  route: string;
  title: string;
  description: string;
}

/** The articles to suggest: those the host named, else the screen's. */
export function suggestions(
  data: WidgetData,
  screen: string | undefined,
  named?: readonly string[],
): ArticleLink[] {
  const byRoute = new Map(
    data.articles.map(([route, title, description]) => [route, { route, title, description }]),
  );
  if (named) return named.flatMap((route) => byRoute.get(route) ?? []).slice(0, suggestionsPerScreen);
  const positions = screen ? (data.screens[screen as Screen] ?? []) : [];
  return positions.flatMap((at) => {
    const row = data.articles[at];
    return row ? [{ route: row[0], title: row[1], description: row[2] }] : [];
  });
}
