import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withTempBuildCache } from "../../tests/support/temp-build-cache";
import { bodyId, sharedInputs } from "../mdx/compile-bodies";
import { compileBody } from "../mdx/compile-body";
import { parseAhead } from "./parse-ahead";
import { parseArticle } from "./parse-cache";
import { parseMdx } from "./parse-mdx";
import { notParsed, parsedArticle } from "./parsed-cache";

const cacheDir = withTempBuildCache("parse-ahead");
// A content folder: the compiled bodies' names depend on its media.
const contentDir = mkdtempSync(join(tmpdir(), "parse-ahead-content-"));
mkdirSync(join(contentDir, "media"));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const article = (n: number) =>
  `---\ntitle: A${n}\n---\n\n## Step ${n} {/*step-${n}*/}\n\nOpen **Settings ${n}** | a | b |\n\n| x | y |\n|---|---|\n| {1 + ${n}} | <Copy value="v${n}" /> |\n`;
const articles = Array.from({ length: 24 }, (_, n) => ({
  path: `en/c/a-${n}.mdx`,
  source: article(n),
  support: true,
}));
const entries = (kind: string) => readdirSync(join(cacheDir(), kind));

describe("parseAhead", () => {
  it("parses each article the cache lacks once, on worker threads, into its tree, what the registry reads and its compiled body", async () => {
    parsedArticle(articles[0]!);
    expect(await parseAhead([...articles, articles[1]!], contentDir)).toBe(24);
    expect(entries("parsed")).toHaveLength(24);
    expect(entries("mdast")).toHaveLength(24);
    expect(entries("mdx-body")).toHaveLength(24);
    expect(articles.filter(notParsed)).toEqual([]);
    // What the later steps read is what they would have made themselves.
    const { path, source } = articles[7]!;
    expect(parsedArticle(articles[7]!)).toEqual(
      JSON.parse(JSON.stringify(parseMdx(source, { support: true }))),
    );
    expect(parsedArticle(articles[7]!).headings[0]?.text).toBe("Step 7");
    const file = join(contentDir, path);
    const body = readFileSync(
      join(cacheDir(), "mdx-body", bodyId(sharedInputs(contentDir), file, source)),
      "utf8",
    );
    expect(body).toBe(await compileBody(file, source));
    process.env.BUILD_CACHE = "off";
    const ownParse = parseArticle(source);
    delete process.env.BUILD_CACHE;
    expect(parseArticle(source)).toEqual(ownParse);

    expect(entries("parsed")).toHaveLength(24);
    expect(await parseAhead(articles, contentDir)).toBe(0);
    // Whether the brand has a support contact is part of what an article gives.
    expect(articles.map((each) => ({ ...each, support: false })).filter(notParsed)).toHaveLength(24);
  }, 60_000);

  it("leaves an article that does not parse to the registry, which reports its error", async () => {
    const broken = { path: "en/c/broken.mdx", source: "---\ntitle: B\n---\n\n<Unclosed\n", support: true };
    await parseAhead([...articles, broken], contentDir);
    expect(entries("parsed")).toHaveLength(24);
    expect(parsedArticle(broken).problems[0]).toMatch(/^MDX does not parse/);
  }, 60_000);

  it("does nothing when the build ignores the cache, or for a few articles", async () => {
    expect(await parseAhead(articles.slice(0, 3), contentDir)).toBe(0);
    process.env.BUILD_CACHE = "off";
    expect(await parseAhead(articles, contentDir)).toBe(0);
    expect(readdirSync(cacheDir())).toEqual([]);
  });
});
