import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withTempBuildCache } from "../../tests/support/temp-build-cache";
import { parseArticle } from "./parse-cache";

const cacheDir = withTempBuildCache("parse-cache");

const entries = () => readdirSync(join(cacheDir(), "mdast"));
const article = "---\ntitle: A\n---\n\n## Steps {/*steps*/}\n\nOpen **Settings**.\n";

describe("parseArticle", () => {
  it("parses an article once: the same source is read back, as a fresh copy each time", () => {
    const first = parseArticle(article);
    expect(entries()).toHaveLength(1);
    const second = parseArticle(article);
    expect(entries()).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(first.children.map((node) => node.type)).toEqual(["yaml", "heading", "paragraph"]);
  });

  it("parses a changed article again, never handing back the old tree", () => {
    parseArticle(article);
    const changed = parseArticle(article.replace("Settings", "Users"));
    expect(entries()).toHaveLength(2);
    expect(JSON.stringify(changed)).toContain("Users");
    expect(JSON.stringify(changed)).not.toContain("Settings");
  });

  it("writes nothing when the build ignores the cache", () => {
    process.env.BUILD_CACHE = "off";
    expect(parseArticle(article).children).toHaveLength(3);
    expect(readdirSync(cacheDir())).toEqual([]);
  });
});
