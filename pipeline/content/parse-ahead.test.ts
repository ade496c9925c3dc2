import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withTempBuildCache } from "../../tests/support/temp-build-cache";
import { parseAhead } from "./parse-ahead";
import { notParsed, parseArticle } from "./parse-cache";

const cacheDir = withTempBuildCache("parse-ahead");

const article = (n: number) =>
  `---\ntitle: A${n}\n---\n\n## Step ${n} {/*step-${n}*/}\n\nOpen **Settings ${n}**.\n`;
const sources = Array.from({ length: 24 }, (_, n) => article(n));
const entries = () => readdirSync(join(cacheDir(), "mdast"));

describe("parseAhead", () => {
  it("parses on worker threads the trees the cache lacks, which the registry's reading then finds", async () => {
    parseArticle(sources[0]!);
    expect(await parseAhead([...sources, sources[1]!])).toBe(23);
    expect(entries()).toHaveLength(24);
    expect(sources.filter(notParsed)).toEqual([]);
    expect(JSON.stringify(parseArticle(sources[7]!))).toContain("Settings 7");
    expect(entries()).toHaveLength(24);
    expect(await parseAhead(sources)).toBe(0);
  }, 60_000);

  it("leaves an article that does not parse to the registry, which reports its error", async () => {
    const broken = "---\ntitle: B\n---\n\n<Unclosed\n";
    await parseAhead([...sources, broken]);
    expect(entries()).toHaveLength(24);
    expect(() => parseArticle(broken)).toThrow();
  }, 60_000);

  it("does nothing when the build ignores the cache, or for a few articles", async () => {
    expect(await parseAhead(sources.slice(0, 3))).toBe(0);
    process.env.BUILD_CACHE = "off";
    expect(await parseAhead(sources)).toBe(0);
    expect(readdirSync(cacheDir())).toEqual([]);
  });
});
