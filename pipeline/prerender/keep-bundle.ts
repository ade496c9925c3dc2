/**
 * Keeps React Router's server bundle for the batched pre-renderer (pipeline/prerender/run.ts).
 * With `ssr: false` React Router deletes the bundle once it has pre-rendered its own pages; this
 * plugin links the bundle's files into `<build>/prerender-bundle` as soon as they are written, before
 * React Router's own step runs (hard links: nothing is copied, and React Router's moving and deleting
 * of its files leave them in place). It does so only when the registry's pages are pre-rendered
 * apart (`npm run build` sets `PRERENDER_CONTENT_APART`).
 */
import { linkSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { contentPagesApart } from "./pages";

/** Where the kept bundle of the build in `buildDir` is. */
export const keptBundleDir = (buildDir: string) => join(buildDir, "prerender-bundle");

/** Links every file under `from` into `to` (emptied first), in the same tree. */
export function linkTree(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, source.slice(from.length));
    mkdirSync(dirname(target), { recursive: true });
    linkSync(source, target);
  }
}

export function keepServerBundle(): Plugin {
  return {
    name: "lumi-keep-server-bundle",
    apply: "build",
    writeBundle: {
      // First, and synchronous: done before React Router's own step begins, whose work is async.
      order: "pre",
      handler(options) {
        if (process.env[contentPagesApart] !== "1") return;
        if (this.environment.config.consumer !== "server" || !options.dir) return;
        linkTree(options.dir, keptBundleDir(dirname(options.dir)));
      },
    },
  };
}
