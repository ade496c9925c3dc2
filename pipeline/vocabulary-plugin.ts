/**
 * Serves `virtual:language-vocabulary`: every language's vocabulary (content/<lang>/vocabulary.yaml),
 * validated at build start, as plain data, so the browser gets the words and not the validator. A
 * problem stops the build with the file and line named. Runs before Vite's own resolver (`pre`),
 * which would otherwise follow the tsconfig path of the same name to the Node-only loader.
 */
import type { Plugin } from "vite";
import { languages } from "../app/lib/content/types";
import { contentDir } from "./content/content-source";
import { loadVocabularies } from "./content/vocabulary";

const VOCABULARY = "virtual:language-vocabulary";

export function vocabularyPlugin(): Plugin {
  let source: string | undefined;
  const load = () =>
    (source ??= `export default ${JSON.stringify(loadVocabularies(contentDir, languages))};`);
  return {
    name: "lumi-vocabulary",
    enforce: "pre",
    buildStart() {
      source = undefined;
      load();
    },
    resolveId(id) {
      return id === VOCABULARY ? `\0${VOCABULARY}` : undefined;
    },
    load(id) {
      return id === `\0${VOCABULARY}` ? load() : undefined;
    },
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (!file.startsWith(contentDir) || !file.endsWith("vocabulary.yaml")) return;
        source = undefined;
        const module = server.moduleGraph.getModuleById(`\0${VOCABULARY}`);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
