/**
 * The embeddable help widget, built after the site (its files name the build's search files):
 * - `assets/widget-<lang>-<hash>.json`: each language's widget data (app/lib/widget-data.ts: each
 *   product screen's articles, titled; its size does not grow with the help centre);
 * - `assets/widget-panel-<hash>.js` and its chunks (the assistant's code, loaded with the first
 *   question): the panel, fingerprinted and cached for good like the site's own assets, so a
 *   previous build's loader still finds its panel after a deploy (carry-assets.ts carries them);
 * - `widget.js` (a classic script) and `widget.mjs` (an ES module): the loader, at stable names a
 *   product embeds, served with revalidation; each names the panel of its own build.
 * The loader and the panel are bundled by Vite with the site's own modules, as the site's are.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type InlineConfig, type Plugin, type Rolldown } from "vite";
import type { Registry } from "~/lib/content/types";
import { perLanguage } from "~/lib/languages";
import { buildWidgetData } from "~/lib/widget-data";
import { writeCompressed } from "./compress";
import { writeNginxWidgetOrigins } from "./nginx-widget";
import { vocabularyPlugin } from "./vocabulary-plugin";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const WIDGET_FILES = "virtual:widget-files";

/** The browser versions the widget is written for: those of the site's own scripts. */
const target = "es2022";

interface ServerManifest {
  languages: Record<string, { searchEntry: string; questions: string }>;
}

const rooted = (path: string) => (path.startsWith("/") ? path : `/${path}`);

function widgetFilesPlugin(files: unknown): Plugin {
  return {
    name: "lumi-widget-files",
    enforce: "pre",
    resolveId: (id) => (id === WIDGET_FILES ? `\0${WIDGET_FILES}` : undefined),
    load: (id) => (id === `\0${WIDGET_FILES}` ? `export default ${JSON.stringify(files)};` : undefined),
  };
}

/** One Vite build of the widget's code into the client folder, beside the site's files. */
async function buildInto(
  clientDir: string,
  plugins: Plugin[],
  define: Record<string, string>,
  rolldownOptions: NonNullable<NonNullable<InlineConfig["build"]>["rolldownOptions"]>,
): Promise<Rolldown.OutputChunk[]> {
  return outputs(
    await build({
      configFile: false,
      logLevel: "warn",
      root: projectDir,
      resolve: { alias: { "~": resolve(projectDir, "app") } },
      // The brand's support contact, as the site's build sets it (app/config/brand.ts).
      define: { "process.env.BRAND_SUPPORT": JSON.stringify(process.env.BRAND_SUPPORT ?? ""), ...define },
      plugins,
      build: {
        outDir: clientDir,
        emptyOutDir: false,
        copyPublicDir: false,
        modulePreload: false,
        target,
        rolldownOptions,
      },
    }),
  );
}

function outputs(result: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk[] {
  const list = Array.isArray(result) ? result : [result];
  return list.flatMap((output) =>
    "output" in output
      ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === "chunk")
      : [],
  );
}

/** Builds the widget into `buildDir/client`; returns the files it wrote, from the client folder. */
export async function buildWidget(buildDir: string, registry: Registry): Promise<string[]> {
  const clientDir = join(buildDir, "client");
  const manifest = JSON.parse(
    readFileSync(join(buildDir, "server", "manifest.json"), "utf8"),
  ) as ServerManifest;
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  const written: string[] = [];
  const data = perLanguage((lang) => {
    const source = JSON.stringify(buildWidgetData(registry, lang));
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
    const file = `assets/widget-${lang}-${hash}.json`;
    writeFileSync(join(clientDir, file), source);
    written.push(file);
    return `/${file}`;
  });
  const files = {
    data,
    search: perLanguage((lang) => rooted(manifest.languages[lang]!.searchEntry)),
    questions: perLanguage((lang) => rooted(manifest.languages[lang]!.questions)),
  };

  const panel = await buildInto(
    clientDir,
    [vocabularyPlugin(), widgetFilesPlugin(files)],
    {},
    {
      input: { "widget-panel": resolve(projectDir, "app/widget/panel.ts") },
      preserveEntrySignatures: "exports-only",
      output: {
        format: "esm",
        entryFileNames: "assets/widget-panel-[hash].js",
        chunkFileNames: "assets/widget-[name]-[hash].js",
      },
    },
  );
  written.push(...panel.map((chunk) => chunk.fileName));
  const entry = panel.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The widget's panel build wrote no entry");

  for (const [source, fileName, format] of [
    ["app/widget/widget-classic.ts", "widget.js", "iife"],
    ["app/widget/widget-module.ts", "widget.mjs", "esm"],
  ] as const) {
    const loader = await buildInto(
      clientDir,
      [],
      // The panel first, then what it imports statically (from the same assets folder).
      { __WIDGET_PANEL__: JSON.stringify([entry.fileName, ...entry.imports]) },
      {
        input: resolve(projectDir, source),
        output: { format, entryFileNames: fileName, codeSplitting: false },
      },
    );
    written.push(...loader.map((chunk) => chunk.fileName));
  }
  for (const file of written) writeCompressed(join(clientDir, file), undefined);
  writeNginxWidgetOrigins(buildDir);
  return written;
}
