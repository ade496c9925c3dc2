/**
 * Vitest global setup: parses `content/` once for the whole unit-test run (not once per test file,
 * which cost seconds per file on a busy machine) and hands the result to the test files as a
 * serialised snapshot (see content.ts beside this file).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serialize } from "node:v8";
import type { TestProject } from "vitest/node";
import { loadContent } from "../../pipeline/content/content-source";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the v8-serialised result of `loadContent()`. */
    contentSnapshot: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "lumi-content-"));
  const file = join(dir, "content.bin");
  writeFileSync(file, serialize(loadContent()));
  project.provide("contentSnapshot", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
