/**
 * After the build: removes what the pages never load. React Router builds a browser bundle for
 * client-side routing (route modules, its manifest, one `.data` file per page and an SPA fallback
 * page); the pages run islands instead (app/islands/), so of its scripts only the entry and what
 * it imports, statically or on demand, are reachable. Everything else would sit on the server
 * unused and muddle the build's size.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { entryScripts } from "./first-load";

/** The JS files of `assets` reachable from `entries`, following `import … from "./x.js"` and `import("./x.js")`. */
export function reachableScripts(
  entries: string[],
  source: (file: string) => string | undefined,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const code = source(file);
    if (code === undefined) continue;
    seen.add(file);
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]\.\/([\w.-]+\.js)["'`]/g)) {
      queue.push(match[1]!);
    }
  }
  return seen;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Deletes the unreachable scripts, React Router's data files and its SPA fallback; says how many. */
export function pruneAssets(clientDir: string): string {
  const assets = join(clientDir, "assets");
  const files = walk(clientDir);
  // React Router's own pages (the SPA fallback) go below: what only they load goes with them.
  const fallback = (file: string) => file.endsWith("__spa-fallback.html");
  const entries = new Set<string>();
  for (const page of files.filter((file) => file.endsWith(".html") && !fallback(file))) {
    for (const entry of entryScripts(readFileSync(page, "utf8"))) entries.add(entry);
  }
  if (entries.size === 0) throw new Error("No page loads a script from /assets: nothing to prune from");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  const reachable = reachableScripts([...entries], (name) =>
    scripts.includes(name) ? readFileSync(join(assets, name), "utf8") : undefined,
  );
  const unused = [
    ...scripts.filter((name) => !reachable.has(name)).map((name) => join(assets, name)),
    ...files.filter((file) => file.endsWith(".data") || fallback(file)),
  ];
  for (const file of unused) rmSync(file);
  return `${unused.length} unused files removed (${reachable.size} scripts kept: ${relative(clientDir, assets).split(sep).join("/")})`;
}
