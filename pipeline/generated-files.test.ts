import { afterEach, beforeEach, expect, it } from "vitest";
import { languages } from "~/lib/languages";
import { testContent } from "../tests/support/content";
import { contentCorpusFiles } from "../tests/support/assistant-corpora";
import { withTempBuildCache } from "../tests/support/temp-build-cache";
import { generateFiles } from "./generated-files";

withTempBuildCache("generated-files");
beforeEach(() => {
  process.env.SEARCH_SHARDS = "always";
});
afterEach(() => {
  delete process.env.SEARCH_SHARDS;
});

it("lists a sharded language's documents and reading files, which only the server reads, as such, and compresses nothing of them ahead", async () => {
  const handed: string[] = [];
  const files = await generateFiles(testContent(), (fileName) => handed.push(fileName));
  expect(files.sharded).toEqual([...languages]);
  const documents = languages.map((lang) => files.names[`search-${lang}`]!);
  const readings = Object.entries(files.names).flatMap(([name, fileName]) =>
    languages.some((lang) => name.startsWith(`search-${lang}-reading-`)) ? [fileName] : [],
  );
  // One for each article page of every language.
  const corpusFiles = contentCorpusFiles(testContent());
  expect(readings.length).toBe(
    languages.reduce(
      (sum, lang) => sum + corpusFiles[lang].documents.filter(({ type }) => type === "article").length,
      0,
    ),
  );
  expect(files.serverOnly.sort()).toEqual([...documents, ...readings].sort());
  expect(handed.filter((name) => files.serverOnly.includes(name))).toEqual([]);
  // Every other file, the shards and the entries the browser fetches among them, is compressed ahead.
  expect(handed.sort()).toEqual(
    [...files.kept.keys()].filter((name) => !files.serverOnly.includes(name)).sort(),
  );
  expect(handed.some((name) => name.startsWith(`assets/search-${languages[0]}-terms-`))).toBe(true);
}, 120_000);
