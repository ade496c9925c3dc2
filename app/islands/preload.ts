/**
 * Asks for all of an island's files at once (its graph, islands/graph written by the build), as
 * `<link rel="modulepreload">`: the browser fetches and compiles each in parallel without running
 * it, and the island's `import()` then finds every module already in. Without this, each file is
 * found only when the one importing it has arrived: five round trips deep for the feedback box.
 *
 * A file that arrived is not asked for again; one that failed is, by the next call. The count of
 * files arrived is how the loader tells an attempt that got further from one that did not (boot.ts).
 * What engines do with a failed module fetch, measured: Chromium (156) and WebKit (WPE 2.38) fetch it
 * again when it is asked for again; Firefox (ESR 153) keeps the failure for the page's life, so that
 * importing the file, or anything importing it, fails at once however often it is retried. There,
 * each file is first fetched as plain data into the HTTP cache (a failed `fetch` is not kept) and
 * handed to the module loader only once it is in, and the island is imported only once all its
 * files are (`importOnlyWhatArrived`). A browser without `modulepreload` (WebKit before Safari 17)
 * fires neither load nor error on the link: it is asked for nothing, and finds the files as it imports.
 */
import { islandFilesFor, type IslandGraph } from "~/lib/island-graph";
import { keepsFailedModules } from "~/lib/kept-module-failures";

const arrived = new Set<string>();
const pending = new Map<string, Promise<void>>();

/** How many of the graph's files have arrived on this page. */
export function filesArrived(): number {
  return arrived.size;
}

/**
 * Whether this browser keeps a failed module fetch (Gecko: see above), so an island must not be
 * imported before every one of its files has arrived.
 */
export const importOnlyWhatArrived = keepsFailedModules;

let supported: boolean | undefined;
const canPreload = () => (supported ??= document.createElement("link").relList.supports("modulepreload"));

/** Adds a `modulepreload` link for `url`; resolves true when it loaded, false when it failed (the link goes, so the next call asks again). */
function modulePreload(url: string, priority: "high" | "low"): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    link.fetchPriority = priority;
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    document.head.append(link);
  });
}

/** Fetches `url` into the HTTP cache, then preloads it as a module from there; false when either failed. */
async function throughCache(url: string, priority: "high" | "low"): Promise<boolean> {
  try {
    const response = await fetch(url, { priority });
    // Read to the end, so the cache holds the whole file.
    if (!response.ok || (await response.arrayBuffer()).byteLength === 0) return false;
  } catch {
    return false;
  }
  return modulePreload(url, priority);
}

function preloadFile(url: string, priority: "high" | "low"): Promise<void> {
  if (!canPreload() || arrived.has(url)) return Promise.resolve();
  let request = pending.get(url);
  if (!request) {
    request = (importOnlyWhatArrived() ? throughCache : modulePreload)(url, priority)
      .then((loaded) => {
        if (loaded) arrived.add(url);
      })
      .finally(() => pending.delete(url));
    pending.set(url, request);
  }
  return request;
}

/**
 * Asks for every file island `file` needs on a page in `lang` that has not arrived yet, all at
 * once; resolves when each has arrived or failed: false when one failed (the island's `import()`
 * would say which mattered), true when all arrived or there is no `modulepreload` to ask with.
 */
export async function preloadIsland(
  graph: IslandGraph,
  file: string,
  lang: string,
  priority: "high" | "low" = "high",
): Promise<boolean> {
  const urls = islandFilesFor(graph, file, lang);
  await Promise.all(urls.map((url) => preloadFile(url, priority)));
  return !canPreload() || urls.every((url) => arrived.has(url));
}
