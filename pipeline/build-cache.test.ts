import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cacheEnabled, cacheKey, evictStale, linkOrCopy, openCache, restore } from "./build-cache";
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

describe("restoring an entry", () => {
  it("copies it, or with `link` gives it a second name, replacing what the target held", () => {
    const cache = openCache(join(dir, "cache"))!;
    const entry = cache.put("kind", "key", "kept bytes");
    const copied = join(dir, "copied.txt");
    const linked = join(dir, "linked.txt");
    writeFileSync(linked, "an older build's file");
    expect(restore(cache, "kind", "key", copied)).toBe(true);
    expect(restore(cache, "kind", "key", linked, { link: true })).toBe(true);
    expect(readFileSync(copied, "utf8")).toBe("kept bytes");
    expect(readFileSync(linked, "utf8")).toBe("kept bytes");
    expect(statSync(copied).ino).not.toBe(statSync(entry).ino);
    expect(statSync(linked).ino).toBe(statSync(entry).ino);
    expect(restore(cache, "kind", "missing", join(dir, "none.txt"), { link: true })).toBe(false);
    expect(() => statSync(join(dir, "none.txt"))).toThrow();
  });

  // Another file system than the temporary folder's, where there is one (a link cannot cross it).
  const otherDevice = ["/dev/shm"].find(
    (path) => existsSync(path) && statSync(path).dev !== statSync(tmpdir()).dev,
  );
  it.skipIf(!otherDevice)("falls back to a copy on another file system, where a link cannot be made", () => {
    const from = join(dir, "from.txt");
    writeFileSync(from, "bytes");
    const elsewhere = mkdtempSync(join(otherDevice!, "link-or-copy-"));
    try {
      const to = join(elsewhere, "to.txt");
      linkOrCopy(from, to);
      expect(readFileSync(to, "utf8")).toBe("bytes");
      expect(statSync(to).nlink).toBe(1);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
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
    // Written once and only read after: the copies from the cache are links to its entries.
    expect(statSync(`${again}.br`).nlink).toBeGreaterThan(1);
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
