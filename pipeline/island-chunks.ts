/**
 * How the browser's code is cut into files. Every file an island needs is one more request when
 * the reader first uses it, and over HTTP/1.1 a browser opens six connections to a host: the
 * fifteen small files Rolldown made of what the islands share (the icon, the button, the strings'
 * loader, the island frame...) cost a phone a round trip per six. So:
 * - React is a file of its own: every island needs it, the entry script does not, and it changes
 *   only with React's version. React's server renderer (app/islands/island.tsx, at build time) never
 *   reaches the browser.
 * - Vite's preload helper is a file of its own, so pipeline/lean-preload.ts can reduce it.
 * - What two or more islands need (statically, so it is needed when either wakes), and what every
 *   island's hydration needs (app/islands/mount.tsx and what it imports), is one file, `islands`,
 *   unless the page's first load already has it (the entry imports it statically): the first load
 *   stays as small as it was.
 * - What a plain-page widget loaded on intent (`*.on-intent.ts`, no React) needs is kept out of
 *   `islands`, which imports React: where islands need it too, it is one file of its own, `plain`.
 * The rest is Rolldown's own splitting: an island's own code, and what only a later step of one
 * feature needs (the search panel, the assistant's dialog), load with that island or that step.
 */

/** What the chunking pass knows of a module (Rolldown's `ModuleInfo`, the part used here). */
export interface ModuleFacts {
  importers: readonly string[];
}

export type ModuleLookup = (id: string) => ModuleFacts | null;

const preloadHelper = /vite[\\/]preload-helper/;
const reactModule = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const reactServer = /react-dom[\\/](server|cjs[\\/]react-dom-server)/;
const mountModule = /[\\/]app[\\/]islands[\\/]mount\.tsx$/;
const entryModule = /[\\/]app[\\/]entry\.client\.ts$/;

/**
 * The chunk a module goes in, by name, or null for Rolldown's own splitting. (`first-load` and
 * `islands` are separate groups below, so a group's pull of its modules' dependencies cannot drag
 * what the first load has, or React, into the islands' file.)
 */
export function chunkName(id: string, lookup: ModuleLookup): string | null {
  if (preloadHelper.test(id)) return "preload-helper";
  if (reactModule.test(id)) return reactServer.test(id) ? null : "react";
  if (id.includes("node_modules") || id.startsWith("\0")) return null;
  const reach = reachOf(id, lookup);
  // The entry is its own file; what it imports statically is one file more on the first load.
  if (reach.entry) return entryModule.test(id) ? null : "first-load";
  const shared = reach.islands.size >= 2 || reach.mount;
  if (reach.onIntent) return shared || reach.islands.size > 0 ? "plain" : null;
  return shared ? "islands" : null;
}

/** Who imports a module statically, directly or through others: the entry, which islands, the island mount, a widget loaded on intent. */
interface Reach {
  entry: boolean;
  mount: boolean;
  onIntent: boolean;
  islands: Set<string>;
}

/** Walks up the static importers from `id` (a few hundred modules: no memo, so cycles need no care). */
function reachOf(id: string, lookup: ModuleLookup): Reach {
  const reach: Reach = { entry: false, mount: false, onIntent: false, islands: new Set() };
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (entryModule.test(next)) reach.entry = true;
    if (mountModule.test(next)) reach.mount = true;
    if (next.endsWith(".on-intent.ts")) reach.onIntent = true;
    if (next.endsWith(".island.tsx")) reach.islands.add(next);
    for (const importer of lookup(next)?.importers ?? [])
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
  }
  return reach;
}

type Lookup = (id: string, context: { getModuleInfo: ModuleLookup }) => string | null;

/**
 * Rolldown's `codeSplitting.groups`: one group per chunk name, in priority order, each capturing
 * the modules `chunkName` gives it.
 */
export function islandChunkGroups(): { name: Lookup; priority: number }[] {
  const names = ["preload-helper", "react", "first-load", "plain", "islands"];
  return names.map((wanted, index) => ({
    // Called as a method: Rolldown's lookup needs its context.
    name: (id, context) =>
      chunkName(id, (other) => context.getModuleInfo(other)) === wanted ? wanted : null,
    priority: names.length - index,
  }));
}
