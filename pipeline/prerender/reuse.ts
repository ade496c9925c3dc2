/**
 * Which pre-rendered pages a rebuild can carry from the build cache (pipeline/build-cache.ts)
 * instead of rendering them again. A page is kept under a hash of everything its HTML follows from:
 * - the server bundle's code (`bundleHash`): the components, the messages, the navigation, the
 *   generated files' names, the client manifest; with the worker's code, the installed packages the
 *   bundle imports (the lock file) and Node's version (pipeline/code-hash.ts), and the value of each
 *   environment variable the bundle reads as it runs (`BRAND_SUPPORT`: `environmentRead`). The registry and the map of compiled bodies are not
 *   in it: the bundle reads them as it runs (pipeline/vite-plugin-content.ts), since they change with
 *   any article's edit, and they reach a page only through its loaders' data and its own body, both
 *   in the page's own part;
 * - the page's own part (pipeline/prerender/worker.ts): its path, its loaders' data as the bundle
 *   computes it (a request for the page's `.data`), and its body's id (`pageInputs`), itself a hash of
 *   the article's source and of the code that compiled it (pipeline/mdx/compile-bodies.ts).
 * A title edit changes the navigation, so every page is rendered again; a body edit, one page.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { languages } from "../../app/lib/content/types";
import type { Registry } from "../../app/lib/content/types";
import { href } from "../../app/lib/urls";
import { cacheKey } from "../build-cache";

/** A hash of the bundle's files under `dir`: their paths and bytes. */
export function bundleHash(dir: string): string {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return cacheKey(...files.flatMap((file) => [relative(dir, file).split(sep).join("/"), readFileSync(file)]));
}

/** Names of `process.env.NAME` as code reads them; a computed name (`process.env[name]`) is refused. */
const environmentName = /process\.env\.([A-Za-z_$][\w$]*)|process\.env\[/g;

/**
 * The environment variables the bundle's files under `dir` read as they run, but `ignored` (read
 * for what the page's own part covers); throws when the bundle reads one by a computed name,
 * whose value could not be part of a page's key.
 */
export function environmentRead(dir: string, ignored: readonly string[] = []): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.m?js$/.test(entry.name)) continue;
    for (const match of readFileSync(join(entry.parentPath, entry.name), "utf8").matchAll(environmentName)) {
      if (match[1] === undefined)
        throw new Error(`${entry.name} reads an environment variable by a computed name (process.env[…])`);
      if (!ignored.includes(match[1])) names.add(match[1]);
    }
  }
  return [...names].sort();
}

/** Each article page's body id by its path (`ids`: the compiled bodies' ids by `<lang>/<key>`). */
export function pageInputs(registry: Registry, ids: Record<string, string>): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const article of registry.articles)
    for (const lang of languages) inputs[href(article.route, lang)] = ids[`${lang}/${article.key}`] ?? "";
  return inputs;
}
