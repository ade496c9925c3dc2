import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { openCache } from "./build-cache";
import { compressAhead } from "./compress-ahead";
import { writeCompressed } from "./compress";
import { withTempBuildCache } from "../tests/support/temp-build-cache";

const cacheDir = withTempBuildCache("compress-ahead");
let outDir = "";
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe("compressAhead", () => {
  it("puts a generated file's copies in the cache, where the output's compression then finds them", async () => {
    outDir = mkdtempSync(join(tmpdir(), "compress-ahead-out-"));
    const text = JSON.stringify({ words: Array.from({ length: 400 }, (_, n) => `palavra${n}`) });
    const kept = join(outDir, "kept.json");
    writeFileSync(kept, text);
    const name = "assets/search-pt-terms-3-Ab12Cd34Ef.json";

    const ahead = compressAhead(cacheDir());
    ahead.add(name, kept);
    await ahead.finish();

    // The bundler's copy of the file, under its name in the output.
    const output = join(outDir, name);
    mkdirSync(dirname(output));
    writeFileSync(output, text);
    expect(writeCompressed(output, openCache(cacheDir()))).toBe(2);
    expect(gunzipSync(readFileSync(`${output}.gz`)).toString()).toBe(text);
    expect(brotliDecompressSync(readFileSync(`${output}.br`)).toString()).toBe(text);
  });

  it("fails when a file cannot be read, once every file added has settled", async () => {
    outDir = mkdtempSync(join(tmpdir(), "compress-ahead-out-"));
    const ahead = compressAhead(cacheDir());
    ahead.add("assets/search-pt-pages-0-Ab12Cd34Ef.json", join(outDir, "missing.json"));
    await expect(ahead.finish()).rejects.toThrow(/ENOENT/);
  });
});
