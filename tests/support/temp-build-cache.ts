/**
 * A build cache of its own for each test of a file (pipeline/build-cache.ts reads `BUILD_CACHE_DIR`),
 * removed after it, with `BUILD_CACHE` put back as the test found it unset.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";

/** Registers the hooks; returns the current test's cache folder. */
export function withTempBuildCache(prefix: string): () => string {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    process.env.BUILD_CACHE_DIR = dir;
  });
  afterEach(() => {
    delete process.env.BUILD_CACHE_DIR;
    delete process.env.BUILD_CACHE;
    rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
