import { describe, expect, it } from "vitest";
import registry from "virtual:content/registry";
import { languages } from "./languages";
import { suggestionsPerScreen } from "./screens";
import { articleSummary, buildWidgetData, isArticleRoute, screenSuggestions } from "./widget-data";

describe("the widget's data", () => {
  it("lists each screen's articles from their screens frontmatter, at most five, in every language", () => {
    for (const lang of languages) {
      const data = buildWidgetData(registry, lang);
      const integrations = screenSuggestions(data, "Settings > Integrations");
      expect(integrations.length).toBeGreaterThan(0);
      expect(integrations.length).toBeLessThanOrEqual(suggestionsPerScreen);
      for (const { route, title, description } of integrations) {
        const article = registry.articles.find((known) => known.route === route)!;
        expect(article.screens).toContain("Settings > Integrations");
        expect([title, description]).toEqual([article.title[lang], article.description[lang]]);
      }
    }
  });

  it("names only the screens' articles, not every article of the help centre", () => {
    const data = buildWidgetData(registry, "en");
    const named = new Set(Object.values(data.screens).flatMap((rows) => rows.map(([route]) => route)));
    const onScreens = registry.articles.filter((article) => (article.screens ?? []).length > 0);
    expect(named.size).toBeLessThanOrEqual(onScreens.length);
    expect(named.size).toBeLessThan(registry.articles.length);
    expect(Object.keys(data)).toEqual(["screens"]);
  });

  it("suggests nothing for no screen or an unknown one", () => {
    const data = buildWidgetData(registry, "en");
    expect(screenSuggestions(data, undefined)).toEqual([]);
    expect(screenSuggestions(data, "Not a screen")).toEqual([]);
  });

  it("tells an article's route by its shape", () => {
    expect(isArticleRoute(registry.articles[0]!.route)).toBe(true);
    for (const category of registry.categories) expect(isArticleRoute(category.route)).toBe(false);
    for (const other of ["/", "/a/b/c", "//evil.example/x", "/a/", "/a/b#c", "a/b"])
      expect(isArticleRoute(other)).toBe(false);
  });

  it("reads an article's title and description from its Markdown export", () => {
    expect(
      articleSummary("/a/b", "# Service accounts\n\n> Tokens for machines.\n\n## Steps\n\nText.\n"),
    ).toEqual({ route: "/a/b", title: "Service accounts", description: "Tokens for machines." });
    expect(articleSummary("/a/b", "<!doctype html><p>Not found</p>")).toBeUndefined();
  });
});
