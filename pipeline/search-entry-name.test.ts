import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { isSearchEntry, searchEntryFileName, searchFormatTag } from "./search-entry-name";

describe("the search entry's format tag", () => {
  let root: string;
  const sources = ["lib/search", "pipeline/search-files.ts"];
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "search-format-"));
    write("lib/search/shards/format.ts", "export interface Entry { a: number }");
    write("lib/search/engine.ts", "export const read = 1;");
    write("lib/search/engine.test.ts", "test('x', () => {});");
    write("pipeline/search-files.ts", "export const wholeUpTo = 1;");
    write("lib/other.ts", "export const unrelated = 1;");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test("changes when the code that writes or reads the format changes", () => {
    const before = searchFormatTag(root, sources);
    write("lib/search/shards/format.ts", "export interface Entry { a: string }");
    const formatChanged = searchFormatTag(root, sources);
    expect(formatChanged).not.toBe(before);
    write("pipeline/search-files.ts", "export const wholeUpTo = 2;");
    expect(searchFormatTag(root, sources)).not.toBe(formatChanged);
  });

  test("stays when only tests or other code change", () => {
    const before = searchFormatTag(root, sources);
    write("lib/search/engine.test.ts", "test('y', () => {});");
    write("lib/other.ts", "export const unrelated = 2;");
    expect(searchFormatTag(root, sources)).toBe(before);
  });

  test("a moved file changes it: the path is part of what is hashed", () => {
    const before = searchFormatTag(root, sources);
    rmSync(join(root, "lib/search/engine.ts"));
    write("lib/search/shards/engine.ts", "export const read = 1;");
    expect(searchFormatTag(root, sources)).not.toBe(before);
  });
});

test("each language's entry has one name, which the servers' revalidation rule recognises", () => {
  const name = searchEntryFileName("pt");
  expect(name).toMatch(/^assets\/search-pt-entry\.[\w-]{10}\.json$/);
  expect(searchEntryFileName("pt")).toBe(name);
  expect(isSearchEntry(name)).toBe(true);
  // Content-fingerprinted files stay cached for good: documents, shards.
  expect(isSearchEntry("assets/search-pt-AbCdEfGhIj.json")).toBe(false);
  expect(isSearchEntry("assets/search-pt-t12-AbCdEfGhIj.json")).toBe(false);
});
