import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compileBodies } from "./compile-bodies";

let dir: string;
let content: string;
const cache = () => join(dir, "cache");
const write = (path: string, text: string) => {
  mkdirSync(join(content, path, ".."), { recursive: true });
  writeFileSync(join(content, path), text);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "compile-bodies-"));
  content = join(dir, "content");
  process.env.BUILD_CACHE_DIR = cache();
  write("pt/a/b.mdx", "Olá.\n\n![Uma tela](../../media/screen.svg)\n");
  write("en/a/b.mdx", "Hello.\n\n![A screen](../../media/screen.svg)\n");
  write("media/screen.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"></svg>');
});
afterEach(() => {
  delete process.env.BUILD_CACHE_DIR;
  delete process.env.BUILD_CACHE;
  rmSync(dir, { recursive: true, force: true });
});

/** An article in Portuguese and English, waiting for its Spanish translation. */
const articles = [{ key: "a/b", untranslated: ["es" as const] }];

describe("compileBodies", () => {
  it("compiles each article file once, into the cache, an untranslated language reading the original's", async () => {
    const first = await compileBodies(articles, content);
    expect(first.compiled).toBe(2);
    expect(first.ids["es/a/b"]).toBe(first.ids["pt/a/b"]);
    expect(first.ids["en/a/b"]).not.toBe(first.ids["pt/a/b"]);
    expect(first.folder.startsWith(cache())).toBe(true);
    expect(readFileSync(join(first.folder, first.ids["en/a/b"]!), "utf8")).toContain('"Hello."');

    const again = await compileBodies(articles, content);
    expect(again).toEqual({ ...first, compiled: 0 });
  });

  it("compiles again what an edit touched: an article's source, or a picture every article may show", async () => {
    const first = await compileBodies(articles, content);
    write("en/a/b.mdx", "Hello again.\n");
    const edited = await compileBodies(articles, content);
    expect(edited.compiled).toBe(1);
    expect(edited.ids["pt/a/b"]).toBe(first.ids["pt/a/b"]);
    expect(edited.ids["en/a/b"]).not.toBe(first.ids["en/a/b"]);

    write("media/screen.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"></svg>');
    const redrawn = await compileBodies(articles, content);
    expect(redrawn.compiled).toBe(2);
    expect(readFileSync(join(redrawn.folder, redrawn.ids["pt/a/b"]!), "utf8")).toContain('width: "30"');
  });

  it("compiles into a folder of the process's own, and nothing into the cache, when the build ignores it", async () => {
    await compileBodies(articles, content);
    process.env.BUILD_CACHE = "off";
    rmSync(cache(), { recursive: true });
    const clean = await compileBodies(articles, content);
    expect(clean.compiled).toBe(2);
    expect(clean.folder.startsWith(cache())).toBe(false);
    expect(existsSync(cache())).toBe(false);
  });
});
