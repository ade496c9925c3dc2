import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openCache } from "./build-cache";
import type { BundleRecord } from "./bundle-record";
import {
  bundleKey,
  codeState,
  keepBundle,
  keptBundleKey,
  restoreBundle,
  type ServedSource,
} from "./bundle-reuse";
import type { Prepared } from "./prepared";

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const read = (path: string) => readFileSync(join(root, path), "utf8");

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "bundle-reuse-"));
  write("package.json", '{"name":"site"}');
  write("package-lock.json", "{}");
  write("tsconfig.json", "{}");
  write(
    "vite.config.ts",
    'import { plugin } from "./pipeline/plugin";\nexport default { plugins: [plugin()] };',
  );
  write("pipeline/plugin.ts", "export const plugin = () => ({ name: process.env.PLUGIN_NAME });");
  write("pipeline/unrelated.ts", "export const other = 1;");
  write("react-router.config.ts", "export default { ssr: false };");
  write("app/root.tsx", 'export const support = process.env.BRAND_SUPPORT;\nexport const x = "p-4";');
  write("app/styles.css", ".a { color: red }");
  write("public/favicon.svg", "<svg/>");
  write("content/en/article.mdx", "# An article");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("what any bundle follows from besides the content (codeState)", () => {
  const env = { BRAND_SUPPORT: "help@example.com", PLUGIN_NAME: "p", HOME: "/home/a" };
  const state = (changed: NodeJS.ProcessEnv = env) => codeState(root, changed);

  it("changes with the app's files, new ones too (Tailwind reads them all), public files and the project's settings", () => {
    const before = state();
    expect(state()).toBe(before);
    for (const [path, text] of [
      ["app/root.tsx", 'export const x = "p-8";'],
      ["app/unimported.md", "`m-2` in a note"],
      ["public/favicon.svg", "<svg></svg>"],
      ["package.json", '{"name":"site","version":"2"}'],
      ["package-lock.json", '{"lockfileVersion":3}'],
      ["tsconfig.json", '{"compilerOptions":{}}'],
      [".env.production", "VITE_FLAG=1"],
    ]) {
      const was = existsSync(join(root, path!)) ? read(path!) : undefined;
      write(path!, text!);
      expect(state(), path).not.toBe(before);
      if (was === undefined) rmSync(join(root, path!));
      else write(path!, was);
      expect(state(), path).toBe(before);
    }
  });

  it("differs for a copy of the project in another folder (the bundler writes its folder into its manifests)", () => {
    const copy = mkdtempSync(join(tmpdir(), "bundle-reuse-copy-"));
    try {
      cpSync(root, copy, { recursive: true });
      expect(codeState(copy, env)).not.toBe(state());
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("changes with the configurations' code and what it imports, not with pipeline files it does not import, nor the content", () => {
    const before = state();
    write("pipeline/plugin.ts", "export const plugin = () => ({ name: 'other' });");
    const afterPlugin = state();
    expect(afterPlugin).not.toBe(before);
    write("pipeline/unrelated.ts", "export const other = 2;");
    write("content/en/article.mdx", "# The article, edited");
    expect(state()).toBe(afterPlugin);
  });

  it("changes with the variables the code reads and every VITE_ one, not with the rest of the environment", () => {
    const before = state();
    expect(state({ ...env, BRAND_SUPPORT: "none" })).not.toBe(before);
    expect(state({ ...env, PLUGIN_NAME: "q" })).not.toBe(before);
    expect(state({ ...env, VITE_ANYTHING: "1" })).not.toBe(before);
    expect(state({ ...env, BRAND_SUPPORT: undefined })).not.toBe(before);
    expect(state({ ...env, HOME: "/home/b", UNREAD: "x" })).toBe(before);
  });
});

describe("a bundle's key (bundleKey)", () => {
  const record: BundleRecord = {
    served: [
      ["client", "\0virtual:content/nav"],
      ["server", "\0virtual:content/nav"],
    ],
    files: ["app/root.tsx"],
    staticPaths: ["/", "/en"],
  };
  const served =
    (nav: string): ServedSource =>
    (_consumer, id) =>
      id === "\0virtual:content/nav" ? nav : undefined;

  it("follows the served modules' sources and the recorded files, and nothing the record does not list", () => {
    const key = bundleKey("state", record, served("nav 1"), root);
    expect(key).toBeDefined();
    expect(bundleKey("state", record, served("nav 1"), root)).toBe(key);
    expect(bundleKey("other state", record, served("nav 1"), root)).not.toBe(key);
    expect(bundleKey("state", record, served("nav 2"), root)).not.toBe(key);
    write("app/root.tsx", "export const changed = true;");
    expect(bundleKey("state", record, served("nav 1"), root)).not.toBe(key);
  });

  it("is none when a served module cannot be made again, or a recorded file is gone", () => {
    expect(bundleKey("state", record, () => undefined, root)).toBeUndefined();
    rmSync(join(root, "app/root.tsx"));
    expect(bundleKey("state", record, served("nav 1"), root)).toBeUndefined();
  });
});

describe("keeping and restoring a bundler's output", () => {
  const record: BundleRecord = { served: [], files: ["app/root.tsx"], staticPaths: ["/", "/busca"] };
  /** What the build prepared, as far as keeping reads it: the generated files it copies itself. */
  const prepared = {
    files: {
      kept: new Map([["assets/search-en-abc.json", "/kept/search"]]),
      names: {},
      sharded: [],
      serverOnly: [],
    },
    media: [{ fileName: "assets/photo-123.png", path: "/content/media/photo.png" }],
  } as unknown as Prepared;
  const build = () => join(root, "build");
  /** A bundler run's output: its code, its pages and data, the prepared files it copied. */
  const bundlerRun = () => {
    for (const [path, text] of [
      ["build/client/assets/entry-1.js", "entry"],
      ["build/client/assets/app-2.css", "css"],
      ["build/client/favicon.svg", "<svg/>"],
      ["build/client/index.html", "<html>page</html>"],
      ["build/client/en/index.html", "<html>en</html>"],
      ["build/client/en.data", "[]"],
      ["build/client/__spa-fallback.html", "<html></html>"],
      ["build/client/assets/search-en-abc.json", "{}"],
      ["build/client/assets/photo-123.png", "png"],
      ["build/prerender-bundle/index.js", "export const routes = {};"],
      ["build/prerender-bundle/assets/server-3.js", "server"],
    ])
      write(path!, text!);
  };
  const listing = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();

  it("keeps the code and the server bundle, not the pages, data or prepared files, and restores them into an emptied folder", async () => {
    const cache = openCache(join(root, "cache"))!;
    bundlerRun();
    const key = keepBundle(cache, "state", record, prepared, build(), root);
    expect(key).toBeDefined();
    expect(keptBundleKey(cache, "state", () => undefined, root)).toBe(key);
    expect(keptBundleKey(cache, "another state", () => undefined, root)).toBeUndefined();

    // The next build's folder holds the last build's output, a stale page among it.
    write("build/client/stale/index.html", "<html>gone</html>");
    write("build/security/csp.json", "{}");
    const restored = restoreBundle(cache, key!, build())!;
    expect(restored.staticPaths).toEqual(["/", "/busca"]);
    await restored.removed;
    expect(listing(build())).toEqual([
      "client/assets/app-2.css",
      "client/assets/entry-1.js",
      "client/favicon.svg",
      "prerender-bundle/assets/server-3.js",
      "prerender-bundle/index.js",
    ]);
    expect(read("build/prerender-bundle/index.js")).toBe("export const routes = {};");
    // Nothing is left beside the folder of the one set aside.
    expect(readdirSync(root).filter((name) => name.includes("removing"))).toEqual([]);
  });

  it("restores nothing, and leaves the folder as it is, when an output file has left the cache", () => {
    const cache = openCache(join(root, "cache"))!;
    bundlerRun();
    const key = keepBundle(cache, "state", record, prepared, build(), root)!;
    rmSync(join(root, "cache", "bundle-file"), { recursive: true });
    expect(restoreBundle(cache, key, build())).toBeUndefined();
    expect(read("build/client/index.html")).toBe("<html>page</html>");
    expect(restoreBundle(cache, "no such key", build())).toBeUndefined();
  });

  it("keeps nothing when the record lists a module it cannot make again", () => {
    const cache = openCache(join(root, "cache"))!;
    bundlerRun();
    const unknown: BundleRecord = { ...record, served: [["client", "\0virtual:unknown"]] };
    expect(keepBundle(cache, "state", unknown, prepared, build(), root)).toBeUndefined();
    expect(keptBundleKey(cache, "state", () => undefined, root)).toBeUndefined();
  });
});
