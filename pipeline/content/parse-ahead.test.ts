import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withTempBuildCache } from "../../tests/support/temp-build-cache";
import { parseAhead } from "./parse-ahead";
import { parseMdx } from "./parse-mdx";
import { notParsed, parsedArticle } from "./parsed-cache";

const cacheDir = withTempBuildCache("parse-ahead");

const article = (n: number) =>
  `---\ntitle: A${n}\n---\n\n## Step ${n} {/*step-${n}*/}\n\nOpen **Settings ${n}**.\n`;
const articles = Array.from({ length: 24 }, (_, n) => ({ source: article(n), support: true }));
const entries = (kind: string) => readdirSync(join(cacheDir(), kind));

describe("parseAhead", () => {
  it("parses on worker threads the articles the cache lacks, which the registry's reading then finds", async () => {
    parsedArticle(articles[0]!);
    expect(await parseAhead([...articles, articles[1]!])).toBe(23);
    expect(entries("parsed")).toHaveLength(24);
    // The trees too, for the Markdown export (parse-cache.ts).
    expect(entries("mdast")).toHaveLength(24);
    expect(articles.filter(notParsed)).toEqual([]);
    expect(parsedArticle(articles[7]!)).toEqual(
      JSON.parse(JSON.stringify(parseMdx(articles[7]!.source, { support: true }))),
    );
    expect(parsedArticle(articles[7]!).headings[0]?.text).toBe("Step 7");
    expect(entries("parsed")).toHaveLength(24);
    expect(await parseAhead(articles)).toBe(0);
    // Whether the brand has a support contact is part of what an article gives.
    expect(articles.map((each) => ({ ...each, support: false })).filter(notParsed)).toHaveLength(24);
  }, 60_000);

  it("keeps what an article that does not parse gives: the registry reports its error", async () => {
    const broken = { source: "---\ntitle: B\n---\n\n<Unclosed\n", support: true };
    await parseAhead([...articles, broken]);
    expect(entries("parsed")).toHaveLength(25);
    expect(parsedArticle(broken).problems[0]).toMatch(/^MDX does not parse/);
  }, 60_000);

  it("does nothing when the build ignores the cache, or for a few articles", async () => {
    expect(await parseAhead(articles.slice(0, 3))).toBe(0);
    process.env.BUILD_CACHE = "off";
    expect(await parseAhead(articles)).toBe(0);
    expect(readdirSync(cacheDir())).toEqual([]);
  });
});
