/**
 * The MDX compile (@mdx-js/rollup) kept in the build cache (pipeline/build-cache.ts): an article whose
 * compiled module is there is not parsed or compiled again. Its entry is named by everything the
 * compiled module depends on: the article's path and source, the mode (development compiles
 * differently), the media its illustrations' sizes are read from (remark-image-size.ts), the installed
 * packages (the lock file) and the code that configures and extends the compiler (vite.config.ts and
 * pipeline/mdx/). Anything else passes through to the plugin.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Plugin, TransformResult } from "vite";
import { buildCache, cacheKey, readEntry, toolFingerprint } from "../build-cache";

const root = fileURLToPath(new URL("../../", import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The code and media every compiled article depends on, as one hash; read once per build. */
function sharedInputs(): string {
  const mdxDir = fileURLToPath(new URL("./", import.meta.url));
  const modules = [
    new URL("../../vite.config.ts", import.meta.url),
    ...filesUnder(mdxDir).map((path) => pathToFileURL(path)),
  ];
  const media = filesUnder(join(root, "content", "media")).flatMap((path) => [
    relative(root, path).split(sep).join("/"),
    readFileSync(path),
  ]);
  return cacheKey(toolFingerprint(...modules), ...media);
}

/** What this module needs of @mdx-js/rollup's plugin. */
interface CompilePlugin {
  name: string;
  config?(config: unknown, env: { mode: string }): void;
  transform(value: string, id: string): Promise<{ code: string; map?: unknown } | undefined>;
}

export function cachedCompile(mdx: CompilePlugin): Plugin {
  let mode = "production";
  let shared: string | undefined;
  return {
    name: mdx.name,
    config(config, env) {
      mode = env.mode;
      shared = undefined;
      mdx.config?.(config, env);
    },
    async transform(code, id) {
      const [path] = id.split("?");
      const cache = buildCache();
      if (!cache || !path?.endsWith(".mdx"))
        return (await mdx.transform(code, id)) as TransformResult | undefined;
      shared ??= sharedInputs();
      const key = cacheKey(shared, mode, relative(root, path).split(sep).join("/"), code);
      const cached = readEntry(cache, "mdx", key);
      if (cached !== undefined) return JSON.parse(cached) as TransformResult;
      const result = await mdx.transform(code, id);
      if (result) cache.put("mdx", key, JSON.stringify({ code: result.code, map: result.map }));
      return result as TransformResult | undefined;
    },
  };
}
