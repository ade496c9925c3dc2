/**
 * Each island's whole module graph (and each plain-page widget's loaded on intent, `*.on-intent.ts`),
 * known to the build and written into the browser's entry, so the islands' loader asks for all of
 * an island's files at once when the reader is about to use it
 * (islands/preload.ts), rather than the browser finding them a round trip at a time: the island's
 * file names its imports, those name theirs, and the widget strings come last, through a dynamic
 * import. On a phone network (150 ms a round trip) that chain was most of a first click's wait.
 *
 * The graph goes in the entry chunk, the one that imports the islands: every file it lists is
 * reachable from that chunk through imports, so the entry's fingerprint already changes whenever
 * any of their names does, and a cached entry never holds a stale graph.
 */
import type { Plugin } from "vite";
import { islandGraphPlaceholder, type IslandGraph } from "../app/lib/island-graph";

/** The part of a bundled chunk the graph is made from (Rolldown's `OutputChunk`). */
export interface ChunkFacts {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  code: string;
}

const islandModule = /[\\/]app[\\/]components[\\/](.+\.island\.tsx)$/;
/** A plain-page widget's code (no React), which its `*.dom.ts` loads at the reader's intent. */
const onIntentModule = /[\\/]app[\\/]components[\\/](.+\.on-intent\.ts)$/;
const mountModule = /[\\/]app[\\/]islands[\\/]mount\.tsx$/;
const stringsModule = /[\\/]app[\\/]lib[\\/]messages[\\/]([\w-]+)\.ts$/;

/** Files reachable from `start` through `edges`, `start` included, skipping `known`. */
function reachable(
  start: string,
  chunks: Map<string, ChunkFacts>,
  edges: (chunk: ChunkFacts) => string[],
  known = new Set<string>(),
): Set<string> {
  const found = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file) || known.has(file)) continue;
    found.add(file);
    const chunk = chunks.get(file);
    if (chunk) queue.push(...edges(chunk));
  }
  return found;
}

/**
 * The graph of every island in `chunks` (the browser build's output), with URLs under `base`, and
 * the file of the chunk it belongs in: the one that imports the islands.
 */
export function islandGraph(chunks: ChunkFacts[], base: string): { graph: IslandGraph; entry: string } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (pattern: RegExp) => chunks.filter((chunk) => pattern.test(chunk.facadeModuleId ?? ""));
  const islands = facade(islandModule);
  const entry = chunks.find((chunk) =>
    islands.some((island) => chunk.dynamicImports.includes(island.fileName)),
  );
  const mount = facade(mountModule)[0];
  if (!entry || !mount) throw new Error("island graph: no chunk imports the islands, or none mounts them");

  const firstLoad = reachable(entry.fileName, byFile, (chunk) => chunk.imports);
  const strings = new Map(
    facade(stringsModule).map((chunk) => [chunk.fileName, stringsModule.exec(chunk.facadeModuleId!)![1]!]),
  );
  // What the island's own code loads on demand is its next step (the search panel, the assistant's
  // dialog) and comes with it; what shared code loads on demand (a toast, a tooltip) waits for its use.
  const needs = (start: string, own: Set<string> = new Set()) =>
    [
      ...reachable(
        start,
        byFile,
        (chunk) => [...chunk.imports, ...(own.has(chunk.fileName) ? chunk.dynamicImports : [])],
        firstLoad,
      ),
    ].filter((file) => !strings.has(file));

  // Every script is in one folder, named `<name>.js`: the graph holds the names only.
  const folders = new Set(chunks.map((chunk) => chunk.fileName.replace(/[^/]*$/, "")));
  if (folders.size !== 1) throw new Error("island graph: the scripts are not all in one folder");
  const files: string[] = [];
  const index = (file: string) => {
    const name = file.replace(/^.*\//, "").replace(/\.js$/, "");
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const mountFiles = needs(mount.fileName);
  const size = (file: string) => byFile.get(file)?.code.length ?? 0;
  const graph: IslandGraph = { base: base + [...folders][0]!, files, islands: {}, strings: {} };
  // An island needs the mount (and React) too; a plain-page widget only its own graph.
  const loaded = [
    ...islands.map((chunk) => ({ chunk, pattern: islandModule, mounted: true })),
    ...facade(onIntentModule).map((chunk) => ({ chunk, pattern: onIntentModule, mounted: false })),
  ];
  for (const { chunk: island, pattern, mounted } of loaded) {
    const id = `./${pattern.exec(island.facadeModuleId!)![1]!.replace(/\\/g, "/")}`;
    const module = island.facadeModuleId!;
    const own = new Set(
      chunks.filter((chunk) => chunk.moduleIds.includes(module)).map((chunk) => chunk.fileName),
    );
    own.add(island.fileName);
    const all = new Set([...needs(island.fileName, own), ...(mounted ? mountFiles : [])]);
    // The largest first: on a slow network the browser sends them in this order, and React, the
    // longest to arrive, then arrives no later than the rest.
    graph.islands[id] = [...all].sort((a, b) => size(b) - size(a) || a.localeCompare(b)).map(index);
  }
  for (const [file, lang] of strings) graph.strings[lang] = index(file);
  return { graph, entry: entry.fileName };
}

/** The placeholder as the minifier may have quoted it. */
const placeholder = new RegExp(`(["'\`])${islandGraphPlaceholder}\\1`);

const ID = "virtual:island-graph";

/**
 * Serves `virtual:island-graph` (the placeholder, the graph's text once the browser build is
 * written) and writes the graph into the chunk that imports the islands.
 */
export function islandGraphPlugin(): Plugin {
  let base = "/";
  return {
    name: "lumi:island-graph",
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      return id === `\0${ID}` ? `export default ${JSON.stringify(islandGraphPlaceholder)};` : undefined;
    },
    generateBundle(_, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      if (!chunks.some((chunk) => placeholder.test(chunk.code))) return;
      const { graph, entry } = islandGraph(chunks, base);
      const holder = chunks.find((chunk) => chunk.fileName === entry);
      if (!holder || !placeholder.test(holder.code))
        this.error("island graph: the placeholder is not in the chunk that imports the islands");
      holder.code = holder.code.replace(placeholder, () => JSON.stringify(JSON.stringify(graph)));
    },
  };
}
