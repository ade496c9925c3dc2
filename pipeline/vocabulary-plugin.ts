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
import { noteServed } from "./bundle-record";

const VOCABULARY = "virtual:language-vocabulary";

/**
 * The source of the virtual module `id` (as the bundler asks for it) from the vocabularies in
 * `content/` now, or `undefined` for another module. The build reads the same to tell whether a kept
 * bundle still holds (pipeline/bundle-reuse.ts).
 */
export function vocabularyModule(id: string): string | undefined {
  if (id !== `\0${VOCABULARY}`) return undefined;
  return `export default ${JSON.stringify(loadVocabularies(contentDir, languages))};`;
}

export function vocabularyPlugin(): Plugin {
  let source: string | undefined;
  const load = () => (source ??= vocabularyModule(`\0${VOCABULARY}`)!);
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
      if (id !== `\0${VOCABULARY}`) return undefined;
      noteServed(this.environment.config.consumer, id);
      return load();
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
