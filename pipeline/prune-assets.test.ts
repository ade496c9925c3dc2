import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pruneAssets, reachableScripts } from "./prune-assets";

describe("the scripts a page can reach", () => {
  it("follows static and dynamic imports from the entry, and nothing else", () => {
    const files: Record<string, string> = {
      "entry-1.js": 'import{t as e}from"./helper-2.js";e(()=>import(`./island-3.js`),[])',
      "helper-2.js": "export const t=e=>e()",
      "island-3.js": 'import{a}from"./react-4.js";import("./panel-5.js")',
      "react-4.js": "export const a=1",
      "panel-5.js": "export default 1",
      "route-6.js": 'import{a}from"./react-4.js"',
      "manifest-7.js": 'window.m={"entry":"/assets/entry-1.js"}',
    };
    expect([...reachableScripts(["entry-1.js"], (name) => files[name])].sort()).toEqual([
      "entry-1.js",
      "helper-2.js",
      "island-3.js",
      "panel-5.js",
      "react-4.js",
    ]);
  });
});

describe("pruning a build's client folder", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("keeps what the pages load, and removes React Router's data files, its SPA fallback and what only that loads", () => {
    dir = mkdtempSync(join(tmpdir(), "prune-"));
    const files: Record<string, string> = {
      "index.html": '<script type="module" src="/assets/entry-1.js"></script>',
      "en/index.html": '<script type="module" src="/assets/entry-1.js"></script>',
      "__spa-fallback.html":
        '<script src="/assets/manifest-2.js"></script><script src="/assets/route-3.js"></script>',
      "_root.data": "[]",
      "en.data": "[]",
      "assets/entry-1.js": 'import("./island-4.js")',
      "assets/island-4.js": "export default 1",
      "assets/manifest-2.js": "window.m={}",
      "assets/route-3.js": 'import"./island-4.js"',
      "assets/search-pt.json": "{}",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    expect(pruneAssets(dir)).toBe("5 unused files removed (2 scripts kept: assets)");
    expect(readdirSync(join(dir, "assets")).sort()).toEqual(["entry-1.js", "island-4.js", "search-pt.json"]);
    for (const gone of ["__spa-fallback.html", "_root.data", "en.data"])
      expect(existsSync(join(dir, gone))).toBe(false);
    expect(existsSync(join(dir, "en", "index.html"))).toBe(true);
  });
});
