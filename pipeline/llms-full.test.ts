import { describe, expect, it } from "vitest";
import { llmsFull } from "./llms-full";

describe("llms-full.txt", () => {
  const articles = [
    { url: "https://help.example/a", markdown: "# First\n\n> One.\n\n## Part\n\nText one.\n" },
    { url: "https://help.example/b", markdown: "# Second\n\n> Two.\n\nText two.\n" },
  ];

  it("holds every article in the order given, each headed by its title and URL", () => {
    const text = llmsFull("# Site\n\n> About.", articles);
    expect(text.startsWith("# Site\n\n> About.\n\n---\n\n# First\n\nURL: https://help.example/a\n")).toBe(
      true,
    );
    expect(text.indexOf("# First")).toBeLessThan(text.indexOf("# Second"));
    expect(text).toContain("# Second\n\nURL: https://help.example/b\n\n> Two.\n\nText two.\n");
    expect(text.match(/^---$/gm)).toHaveLength(2);
  });

  it("refuses an article whose Markdown does not open with its title", () => {
    expect(() => llmsFull("# Site", [{ url: "https://help.example/c", markdown: "Text only" }])).toThrow(
      /does not open with its title/,
    );
  });
});
