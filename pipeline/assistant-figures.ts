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
  loaded ??= load();
  return loaded;
}

async function load(): Promise<typeof figures.retrievalFigures> {
  // Vite's config resolution sets NODE_ENV when it is unset ("development" for the runner), and a
  // build's bundler, started after this in a child process, inherits it: the browser would get
  // React's development build. So the setting is put back as it was.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport<typeof figures>(
      resolve(projectDir, "app/lib/assistant/figures.ts"),
      {
        configFile: false,
        logLevel: "warn",
        root: projectDir,
        resolve: { alias: { "~": resolve(projectDir, "app") } },
        plugins: [vocabularyPlugin()],
      },
    );
    return module.retrievalFigures;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
