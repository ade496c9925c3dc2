/**
 * Asks for all of an island's files at once (its graph, islands/graph written by the build), as
 * `<link rel="modulepreload">`: the browser fetches and compiles each in parallel without running
 * it, and the island's `import()` then finds every module already in. Without this, each file is
 * found only when the one importing it has arrived: five round trips deep for the feedback box.
 *
 * A file that arrived is not asked for again; one that failed is, by the next call. Chromium (156)
 * and WebKit (WPE 2.38) then fetch it again; Firefox (ESR 153) keeps a failed module fetch for the
 * page's life, so there a retry fails at once and the loader ends with its failure message and
 * reload link. The count of files arrived is how the loader tells an attempt that got further from
 * one that did not (boot.ts). A browser without `modulepreload` (WebKit before Safari 17) fires
 * neither load nor error on the link: it is asked for nothing, and finds the files as it imports.
 */
import { islandFilesFor, type IslandGraph } from "~/lib/island-graph";

const arrived = new Set<string>();
const pending = new Map<string, Promise<void>>();

/** How many of the graph's files have arrived on this page. */
export function filesArrived(): number {
  return arrived.size;
}

let supported: boolean | undefined;

function preloadFile(url: string, priority: "high" | "low"): Promise<void> {
  supported ??= document.createElement("link").relList.supports("modulepreload");
  if (!supported || arrived.has(url)) return Promise.resolve();
  let request = pending.get(url);
  if (!request) {
    request = new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      link.fetchPriority = priority;
      link.onload = () => {
        arrived.add(url);
        resolve();
      };
      // Failed: the link goes, so the next call asks again.
      link.onerror = () => {
        link.remove();
        resolve();
      };
      document.head.append(link);
    }).finally(() => pending.delete(url));
    pending.set(url, request);
  }
  return request;
}

/**
 * Asks for every file island `file` needs on a page in `lang` that has not arrived yet, all at
 * once; resolves when each has arrived or failed (the island's `import()` says which mattered).
 */
export function preloadIsland(
  graph: IslandGraph,
  file: string,
  lang: string,
  priority: "high" | "low" = "high",
): Promise<void> {
  return Promise.all(islandFilesFor(graph, file, lang).map((url) => preloadFile(url, priority))).then(
    () => undefined,
  );
}
