/**
 * What each island needs over the network when it first wakes, written into the browser's entry
 * by the build (pipeline/island-graph.ts) and read by the islands' loader (islands/preload.ts), so an
 * island's files are asked for together, not found one by one as each arrives and names the next.
 * Files the page's first load already has are left out; so are the widget strings of every language
 * but one, which the page picks by its own language.
 */
export interface IslandGraph {
  /** Where the scripts are (the build's assets folder, `/assets/`). */
  base: string;
  /** Every script an island may need beyond the first load, by file name without `.js`. */
  files: string[];
  /**
   * By island file (`./feedback/feedback.island.tsx`, as `<lumi-island data-island>` names it), or
   * plain-DOM widget loaded on intent (`./search/combobox.on-intent.ts`), indexes into `files`.
   */
  islands: Record<string, number[]>;
  /** By language code, the index into `files` of that language's widget strings. */
  strings: Record<string, number>;
}

/** What the entry holds until the build writes the graph in (and in development, where there is none). */
export const islandGraphPlaceholder = "__lumi_island_graph__";

export const emptyIslandGraph: IslandGraph = { base: "/", files: [], islands: {}, strings: {} };

/** The graph from the text the build wrote; the empty graph where it wrote none. */
export function readIslandGraph(text: string): IslandGraph {
  return text === islandGraphPlaceholder ? emptyIslandGraph : (JSON.parse(text) as IslandGraph);
}

/** The URLs island `file` needs on a page in language `lang`. */
export function islandFilesFor(graph: IslandGraph, file: string, lang: string): string[] {
  const own = graph.islands[file] ?? [];
  const strings = graph.strings[lang];
  return [...own, ...(strings === undefined ? [] : [strings])].flatMap((index) => {
    const name = graph.files[index];
    return name === undefined ? [] : [`${graph.base}${name}.js`];
  });
}
