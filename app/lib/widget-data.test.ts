import { describe, expect, it } from "vitest";
import registry from "virtual:content/registry";
import { languages } from "./languages";
import { suggestionsPerScreen } from "./screens";
import { buildWidgetData, suggestions } from "./widget-data";

describe("the widget's data", () => {
  it("lists each screen's articles from their screens frontmatter, at most five, in every language", () => {
    for (const lang of languages) {
      const data = buildWidgetData(registry, lang);
      expect(data.articles).toHaveLength(registry.articles.length);
      const integrations = suggestions(data, "Settings > Integrations");
      expect(integrations.length).toBeGreaterThan(0);
      expect(integrations.length).toBeLessThanOrEqual(suggestionsPerScreen);
      for (const { route } of integrations) {
        const article = registry.articles.find((known) => known.route === route)!;
        expect(article.screens).toContain("Settings > Integrations");
        expect(data.articles.find(([known]) => known === route)?.[1]).toBe(article.title[lang]);
      }
    }
  });

  it("suggests what the host names instead, leaving out routes it does not know, and nothing for no screen", () => {
    const data = buildWidgetData(registry, "en");
    const [first, second] = registry.articles;
    expect(suggestions(data, "Settings > Integrations", [second!.route, "/nope", first!.route])).toEqual([
      { route: second!.route, title: second!.title.en, description: second!.description.en },
      { route: first!.route, title: first!.title.en, description: first!.description.en },
    ]);
    expect(suggestions(data, undefined)).toEqual([]);
    expect(suggestions(data, "Not a screen")).toEqual([]);
  });
});
