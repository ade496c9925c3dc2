/**
 * The assistant's figures function (app/lib/assistant/figures.ts) for the content plugin, which
 * runs inside Vite's config, where the app's `~/` paths and the language stack's virtual module do
 * not resolve: the module is loaded through Vite's module runner with both, once, and only by a
 * build that shards a language's search files.
 */
import { resolve } from "node:path";
import { runnerImport } from "vite";
import type * as figures from "../app/lib/assistant/figures";
import { vocabularyPlugin } from "./vocabulary-plugin";

const projectDir = resolve(import.meta.dirname, "..");

let loaded: Promise<typeof figures.retrievalFigures> | undefined;

export function loadRetrievalFigures(): Promise<typeof figures.retrievalFigures> {
  loaded ??= runnerImport<typeof figures>(resolve(projectDir, "app/lib/assistant/figures.ts"), {
    configFile: false,
    logLevel: "warn",
    root: projectDir,
    resolve: { alias: { "~": resolve(projectDir, "app") } },
    plugins: [vocabularyPlugin()],
  }).then(({ module }) => module.retrievalFigures);
  return loaded;
}
