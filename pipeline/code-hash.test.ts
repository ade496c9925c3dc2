import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, expect, test } from "vitest";
import { codeHash, importedFiles } from "./code-hash";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
};
const entry = () => pathToFileURL(join(root, "src/entry.ts"));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "code-hash-"));
  write("package-lock.json", "{}");
  write("src/entry.ts", 'import { helper } from "./deep/helper";\nexport const run = () => helper();');
  write(
    "src/deep/helper.ts",
    'import type { Shape } from "../types";\nexport const helper = (): Shape => ({ n: 1 });',
  );
  write("src/types.ts", "export interface Shape { n: number }");
  write("src/unrelated.ts", "export const other = 1;");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("lists the entry and every file it imports at run time, however deep, and no other", () => {
  expect(importedFiles(entry(), root)).toEqual(["src/deep/helper.ts", "src/entry.ts"]);
});

test("changes when an imported file changes, not when an unrelated one does", () => {
  // A fresh root per hash: the hash is read once per process and root.
  const hashOf = () => {
    const copy = mkdtempSync(join(tmpdir(), "code-hash-copy-"));
    for (const file of [
      "package-lock.json",
      "src/entry.ts",
      "src/deep/helper.ts",
      "src/types.ts",
      "src/unrelated.ts",
    ]) {
      mkdirSync(join(copy, file, ".."), { recursive: true });
      writeFileSync(join(copy, file), readText(file));
    }
    try {
      return codeHash(pathToFileURL(join(copy, "src/entry.ts")), copy);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  };
  const before = hashOf();
  write("src/unrelated.ts", "export const other = 2;");
  expect(hashOf()).toBe(before);
  write("src/deep/helper.ts", "export const helper = () => ({ n: 2 });");
  expect(hashOf()).not.toBe(before);
});

const readText = (file: string) => readFileSync(join(root, file), "utf8");
