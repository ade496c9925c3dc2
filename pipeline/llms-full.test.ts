import { describe, expect, it } from "vitest";
import { llmsFull, llmsFullParts, maxLlmsFileBytes } from "./llms-full";

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

  describe("in parts", () => {
    const heading = (part: number, parts: number) =>
      parts === 1 ? "# Site: Agents\n\n> About." : `# Site: Agents (part ${part} of ${parts})\n\n> About.`;
    // About 3.4 MB of articles, accented (two bytes a letter in UTF-8): sizes are counted in bytes.
    const many = Array.from({ length: 300 }, (_, index) => ({
      url: `https://help.example/agents/${index}`,
      markdown: `# Article ${index}\n\n> Summary.\n\n${"Configuração da conexão. ".repeat(420)}\n`,
    }));

    it("keeps a category that fits in one file, with the one-part heading", () => {
      const [only, ...rest] = llmsFullParts(heading, articles);
      expect(rest).toEqual([]);
      expect(only).toBe(llmsFull(heading(1, 1), articles));
    });

    it("splits a category past the size into numbered parts, each under it, every article once in order", () => {
      const parts = llmsFullParts(heading, many);
      expect(parts.length).toBeGreaterThanOrEqual(4);
      const urls: string[] = [];
      for (const [index, part] of parts.entries()) {
        expect(Buffer.byteLength(part), `part ${index + 1}`).toBeLessThan(maxLlmsFileBytes);
        expect(
          part.startsWith(`# Site: Agents (part ${index + 1} of ${parts.length})\n\n> About.\n\n---\n\n`),
        ).toBe(true);
        urls.push(...[...part.matchAll(/^URL: (.+)$/gm)].map((match) => match[1]!));
      }
      expect(urls).toEqual(many.map((article) => article.url));
      // As few parts as hold them: no two neighbours would fit in one.
      for (let index = 1; index < parts.length; index++) {
        const together = Buffer.byteLength(parts[index - 1]!) + Buffer.byteLength(parts[index]!);
        expect(together).toBeGreaterThanOrEqual(maxLlmsFileBytes);
      }
    });

    it("refuses an article too big for any file rather than cutting it", () => {
      const huge = {
        url: "https://help.example/huge",
        markdown: `# Huge\n\n${"x".repeat(maxLlmsFileBytes)}`,
      };
      expect(() => llmsFullParts(heading, [articles[0]!, huge])).toThrow(/huge alone is over/);
    });
  });
});
