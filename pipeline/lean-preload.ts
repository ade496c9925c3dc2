/**
 * Vite wraps every dynamic `import()` of the app in its preload helper, `helper(() => import(x), deps)`,
 * which fetches `deps` (the chunk's JS and CSS) ahead. With `build.modulePreload: false` and one
 * stylesheet loaded by every page, `deps` is always empty, yet the helper (0.9 kB gzip) still sits on
 * every page's first load. After the build, when every call passes no dependencies, its file is
 * rewritten to the one thing it still does: call the import. (The file keeps its name; the rewrite
 * is the same for every build.) Anything unexpected leaves the build untouched.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const helperFile = /^preload-helper-[\w-]+\.js$/;

/**
 * The helper's lean source, given the files of the assets folder; `undefined` when there is no
 * helper, or some call passes dependencies, or the helper does not have the expected shape.
 */
export function leanHelper(files: Record<string, string>): { file: string; code: string } | undefined {
  const file = Object.keys(files).find((name) => helperFile.test(name));
  if (!file) return undefined;
  const exported = /export\s*\{\s*([\w$]+) as ([\w$]+)\s*\}\s*;?\s*$/.exec(files[file]!);
  if (!exported) return undefined;
  const importer = new RegExp(`import\\{([\\w$]+) as ([\\w$]+)\\}from"\\./${file.replace(/[.]/g, "\\.")}";`);
  for (const [name, code] of Object.entries(files)) {
    if (name === file || !code.includes(file)) continue;
    const imported = importer.exec(code);
    // React Router's manifest names the file among a route's imports, without importing it.
    if (!imported) continue;
    if (imported[1] !== exported[2]) return undefined;
    const alias = imported[2]!.replace(/\$/g, "\\$");
    // Vite writes every call as `helper(() => import(…), deps)`, or `helper(() => import(…).then(m => m.x), deps)`
    // when it picks one module out of a shared chunk; each must pass no dependencies.
    // (A minifier reuses short names in inner scopes, so other mentions of the name prove nothing.)
    const calls = code.match(new RegExp(`(?<![\\w$.])${alias}\\(\\(\\)=>import\\(`, "g"))?.length ?? 0;
    const bare =
      code.match(
        new RegExp(
          `(?<![\\w$.])${alias}\\(\\(\\)=>import\\(\`[^\`]+\`\\)(\\.then\\(([\\w$]+)=>\\2\\.[\\w$]+\\))?,\\[\\]\\)`,
          "g",
        ),
      )?.length ?? 0;
    if (calls !== bare) return undefined;
  }
  return { file, code: `const ${exported[1]}=e=>e();export{${exported[1]} as ${exported[2]}};\n` };
}

/** Rewrites the helper in `assetsDir` when it is safe; says what it did. */
export function leanPreloadHelper(assetsDir: string): string {
  const files = Object.fromEntries(
    readdirSync(assetsDir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => [name, readFileSync(join(assetsDir, name), "utf8")]),
  );
  const lean = leanHelper(files);
  if (!lean) return "preload helper left as built";
  writeFileSync(join(assetsDir, lean.file), lean.code);
  return `preload helper reduced to a plain import call (${lean.file})`;
}
