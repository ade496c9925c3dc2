import { describe, expect, it } from "vitest";
import { buildIconSprite } from "./icon-sprite";

describe("buildIconSprite", () => {
  it("gives every symbol lucide's stroke, which the page's icons no longer repeat", async () => {
    const sprite = await buildIconSprite(["rocket", "chevron-right", "search"]);
    const symbols = [...sprite.matchAll(/<symbol ([^>]*)>(.*?)<\/symbol>/g)];
    expect(symbols.map(([, attributes]) => /id="([^"]+)"/.exec(attributes ?? "")?.[1])).toEqual([
      "icon-rocket",
      "icon-chevron-right",
      "icon-search",
    ]);
    for (const [, attributes, shapes] of symbols) {
      expect(attributes).toContain('viewBox="0 0 24 24"');
      expect(attributes).toContain('fill="none"');
      expect(attributes).toContain('stroke="currentColor"');
      expect(attributes).toContain('stroke-width="2"');
      expect(attributes).toContain('stroke-linecap="round"');
      expect(attributes).toContain('stroke-linejoin="round"');
      expect(shapes).toMatch(/^<(path|circle|line|polyline|rect) /);
    }
  });

  it("stops the build on a name lucide does not have", async () => {
    await expect(buildIconSprite(["no-such-icon"])).rejects.toThrow(/no-such-icon/);
  });
});
