import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { iconSymbolId } from "../app/lib/icons";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";
import { createPool, type Pool } from "./pool";
import type { PostbuildResult, PostbuildTask, PostbuildWorkerData } from "./postbuild-worker";

const worker = new URL("./postbuild-worker.ts", import.meta.url);
const symbol = iconSymbolId("bot");
const symbols: [string, string][] = [[symbol, `<symbol id="${symbol}" viewBox="0 0 1 1"></symbol>`]];
const page = (words: string) =>
  `<!DOCTYPE html><html><head><script>window.x=1</script></head><body><svg><use href="#${symbol}"/></svg><p>${words}</p>${"<p>filler</p>".repeat(60)}</body></html>`;

let dir: string;
let pool: Pool<PostbuildTask, PostbuildResult> | undefined;
const start = (data: Partial<PostbuildWorkerData> = {}) =>
  (pool = createPool<PostbuildTask, PostbuildResult>(worker, {
    size: 1,
    workerData: {
      symbols,
      cacheDir: join(dir, "cache"),
      codeHash: "code",
      ...data,
    } satisfies PostbuildWorkerData,
  }));
const finish = async (file: string, html: string) => {
  writeFileSync(file, html);
  return (await pool!.run({ kind: "page", file })) as { policy: string; fromCache: boolean };
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "postbuild-worker-"));
});
afterEach(async () => {
  await pool?.close();
  pool = undefined;
  rmSync(dir, { recursive: true, force: true });
});

// Worker threads load TypeScript: seconds on a busy machine.
describe("a page's final HTML and policy, kept in the build cache", { timeout: 120_000 }, () => {
  test("an unchanged page comes from the cache, written as worked out the first time", async () => {
    start();
    const file = join(dir, "index.html");
    const first = await finish(file, page("one"));
    const html = readFileSync(file, "utf8");
    expect(first.fromCache).toBe(false);
    expect(html).toContain(`<symbol id="${symbol}"`);
    expect(first.policy).toBe(contentSecurityPolicy(inlineScriptHashes(html)));
    rmSync(`${file}.br`);
    const again = await finish(file, page("one"));
    expect(again).toEqual({ policy: first.policy, fromCache: true });
    expect(readFileSync(file, "utf8")).toBe(html);
    expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`)).toBe(true);
  });

  test("a changed page, other code or another sprite works it out again", async () => {
    start();
    const file = join(dir, "index.html");
    await finish(file, page("one"));
    expect((await finish(file, page("two"))).fromCache).toBe(false);
    expect(readFileSync(file, "utf8")).toContain("<p>two</p>");
    await pool!.close();
    start({ codeHash: "other code" });
    expect((await finish(file, page("one"))).fromCache).toBe(false);
    await pool!.close();
    start({ symbols: [[symbol, `<symbol id="${symbol}" viewBox="0 0 2 2"></symbol>`]] });
    expect((await finish(file, page("one"))).fromCache).toBe(false);
    expect(readFileSync(file, "utf8")).toContain('viewBox="0 0 2 2"');
  });

  test("without the cache (a --clean build) nothing is read or kept", async () => {
    start({ cacheDir: undefined });
    const file = join(dir, "index.html");
    await finish(file, page("one"));
    expect((await finish(file, page("one"))).fromCache).toBe(false);
    expect(existsSync(join(dir, "cache"))).toBe(false);
  });
});
