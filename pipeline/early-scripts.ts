/**
 * The inline scripts a page runs before its entry module (app/early/*.ts), compiled at build time
 * with esbuild into minified strings and served to the app as `virtual:early-scripts`, which
 * app/root.tsx writes into every page. They are TypeScript like the rest of the app, type-checked
 * and linted, and import their constants (storage keys, attribute names, the language table) from
 * where those live; the bundle keeps only what they use. The pages' Content-Security-Policy allows
 * each by the hash of the compiled text (pipeline/postbuild.ts reads it from the built pages).
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { prefixes } from "../app/lib/urls";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Each early script's export name in `virtual:early-scripts`, and its module. */
export const earlyScripts = {
  /** First in <head>: the URL in the stored language, in lower case. */
  earlyLanguageScript: "app/early/language.ts",
  /** Second in <head>: theme, sidebar, lazy layout, ⌘, clicks and keys held for islands. */
  earlyPageScript: "app/early/page.ts",
  /** At the end of <body>: loads the entry module after the first paint. */
  loadEntryScript: "app/early/load-entry.ts",
} as const;

export type EarlyScriptName = keyof typeof earlyScripts;

/**
 * The browsers the compiled scripts are written for: those that run the entry module the pages
 * load (module scripts, optional chaining), so an early script never needs more than its page's
 * own code does.
 */
const target = "es2020";

/** One early script compiled: its minified text and the source files it was made from. */
export async function compileEarlyScript(file: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [file],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target,
    minify: true,
    legalComments: "none",
    // The language table's prefixes, the one part of it the redirect script needs (app/early/language.ts).
    define: { LANGUAGE_PREFIXES: JSON.stringify(prefixes) },
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.text.trim();
  // Written into the HTML as it is: anything that would end the element early must not be there.
  if (/<\/script|<!--/i.test(code))
    throw new Error(`${file} compiles to text that would end its inline <script> early`);
  // Node's globals do not exist in a page: a build-time setting read by an imported module (the
  // brand's, through i18n.ts) would throw there, before the page's own code could run.
  if (/\bprocess\.(env|argv|cwd)\b/.test(code))
    throw new Error(
      `${file} reads Node's process, which a page does not have: import what it needs from a module without it`,
    );
  // Source files only: esbuild lists each defined value as an input too (`<define:NAME>`).
  const files = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith("<"));
  return { code, inputs: files.map((input) => resolve(root, input)) };
}

const ID = "virtual:early-scripts";

/** Serves `virtual:early-scripts`; in development, an edit to a script or what it imports rebuilds it. */
export function earlyScriptsPlugin(): Plugin {
  return {
    name: "lumi-early-scripts",
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      const names = Object.keys(earlyScripts) as EarlyScriptName[];
      const compiled = await Promise.all(names.map((name) => compileEarlyScript(earlyScripts[name])));
      for (const input of new Set(compiled.flatMap(({ inputs }) => inputs))) this.addWatchFile(input);
      return names
        .map((name, index) => `export const ${name} = ${JSON.stringify(compiled[index]!.code)};`)
        .join("\n");
    },
  };
}
