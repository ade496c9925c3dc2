import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cacheEnabled, cacheKey, evictStale, openCache } from "./build-cache";
import { writeCompressed } from "./compress";
import { gunzipSync, brotliDecompressSync } from "node:zlib";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "build-cache-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("cacheKey", () => {
  it("differs when any part differs, and where the parts split", () => {
    expect(cacheKey("a", "b")).toBe(cacheKey("a", "b"));
    expect(cacheKey("a", "b")).not.toBe(cacheKey("a", "c"));
    expect(cacheKey("ab", "c")).not.toBe(cacheKey("a", "bc"));
    expect(cacheKey(Buffer.from("x"))).toBe(cacheKey("x"));
  });
});

describe("openCache", () => {
  it("is off when BUILD_CACHE is off", () => {
    expect(cacheEnabled({ BUILD_CACHE: "off" })).toBe(false);
    expect(cacheEnabled({})).toBe(true);
    expect(openCache(undefined)).toBeUndefined();
  });

  it("finds what was put under the same key, and nothing under another", () => {
    const cache = openCache(join(dir, "cache"))!;
    expect(cache.find("kind", "key")).toBeUndefined();
    const path = cache.put("kind", "key", "bytes");
    expect(cache.find("kind", "key")).toBe(path);
    expect(readFileSync(path, "utf8")).toBe("bytes");
    expect(cache.find("kind", "other")).toBeUndefined();
    expect(cache.find("other", "key")).toBeUndefined();
  });

  it("removes only the entries not used for the given days", () => {
    const root = join(dir, "cache");
    const cache = openCache(root)!;
    const old = cache.put("kind", "old", "1");
    cache.put("kind", "fresh", "2");
    const now = Date.now();
    const longAgo = new Date(now - 10 * 86_400_000);
    utimesSync(old, longAgo, longAgo);
    expect(evictStale(root, 7, now)).toBe(1);
    expect(cache.find("kind", "old")).toBeUndefined();
    expect(cache.find("kind", "fresh")).toBeDefined();
  });

  it("passes over an entry gone between the listing and its reading (another build sharing the cache)", () => {
    const root = join(dir, "cache");
    const cache = openCache(root)!;
    const old = cache.put("kind", "old", "1");
    const longAgo = new Date(Date.now() - 10 * 86_400_000);
    utimesSync(old, longAgo, longAgo);
    // Listed, but nothing there when read: as a temporary file renamed by another build.
    symlinkSync(join(root, "kind", "renamed-meanwhile"), join(root, "kind", "entry.tmp"));
    expect(evictStale(root, 7)).toBe(1);
    expect(cache.find("kind", "old")).toBeUndefined();
  });
});

describe("writeCompressed", () => {
  const text = "a line of a help article, long enough to be worth compressing\n".repeat(40);

  it("writes copies that decompress to the file, then reuses them for the same bytes", () => {
    const cache = openCache(join(dir, "cache"));
    const file = join(dir, "page.html");
    writeFileSync(file, text);
    expect(writeCompressed(file, cache)).toBe(0);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    const first = [readFileSync(`${file}.gz`), readFileSync(`${file}.br`)];

    const again = join(dir, "again.html");
    writeFileSync(again, text);
    expect(writeCompressed(again, cache)).toBe(2);
    expect([readFileSync(`${again}.gz`), readFileSync(`${again}.br`)]).toEqual(first);
  });

  it("compresses again when one byte changed, never handing back the old copy", () => {
    const cache = openCache(join(dir, "cache"));
    const file = join(dir, "page.html");
    writeFileSync(file, text);
    writeCompressed(file, cache);
    const changed = `${text.slice(0, -2)}!\n`;
    writeFileSync(file, changed);
    expect(writeCompressed(file, cache)).toBe(0);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(changed);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(changed);
  });

  it("leaves small and binary files alone", () => {
    const small = join(dir, "small.js");
    writeFileSync(small, "x");
    const image = join(dir, "image.png");
    writeFileSync(image, text);
    expect(writeCompressed(small, undefined)).toBe(0);
    expect(writeCompressed(image, undefined)).toBe(0);
    expect(() => statSync(`${small}.gz`)).toThrow();
    expect(() => statSync(`${image}.gz`)).toThrow();
  });
});
