/**
 * The bundler's own record of what it read (pipeline/bundle-reuse.ts keeps its output by it): the
 * virtual modules that follow from the content, by the consumer of the environment they were served
 * to (noted by the plugins that serve them, pipeline/vite-plugin-content.ts and
 * vocabulary-plugin.ts); the project's files in each environment's module graph (`recordModules`);
 * and the static paths React Router pre-rendered (react-router.config.ts). Kept in the bundler's
 * process and written, when it exits, to the file `LUMI_BUNDLE_RECORD` names, if it names one.
 */
import { writeFileSync } from "node:fs";
import { isAbsolute, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

export const bundleRecordVariable = "LUMI_BUNDLE_RECORD";

export type Consumer = "client" | "server";

export interface BundleRecord {
  /** Each virtual module served, as `[consumer, id]`, sorted. */
  served: [Consumer, string][];
  /** The project's files the module graphs held (outside `node_modules`), relative to its root, sorted. */
  files: string[];
  /** The paths React Router's static routes pre-render. */
  staticPaths: string[];
}

const projectDir = fileURLToPath(new URL("..", import.meta.url));

// One record per process, whichever copy of a plugin (React Router loads the config more than once) notes.
const key = Symbol.for("lumi.help-centre.bundle-record");
interface Noted {
  served: Set<string>;
  files: Set<string>;
  staticPaths: string[];
}
function noted(): Noted {
  const global = globalThis as { [key]?: Noted };
  if (!global[key]) {
    global[key] = { served: new Set(), files: new Set(), staticPaths: [] };
    const file = process.env[bundleRecordVariable];
    if (file) process.once("exit", () => writeFileSync(file, JSON.stringify(recorded())));
  }
  return global[key];
}

/** What this process noted so far. */
export function recorded(): BundleRecord {
  const { served, files, staticPaths } = noted();
  return {
    served: [...served].sort().map((entry) => JSON.parse(entry) as [Consumer, string]),
    files: [...files].sort(),
    staticPaths,
  };
}

/** Notes that the virtual module `id` was served to an environment whose consumer is `consumer`. */
export function noteServed(consumer: Consumer, id: string): void {
  noted().served.add(JSON.stringify([consumer, id]));
}

/** Notes the paths React Router's static routes pre-render. */
export function noteStaticPaths(paths: readonly string[]): void {
  noted().staticPaths = [...paths];
}

/** The project file a module id names, relative to the project's root; `undefined` for others. */
export function projectFile(id: string, root = projectDir): string | undefined {
  const path = id.split("?")[0]!;
  if (id.startsWith("\0") || !isAbsolute(path)) return undefined;
  const inProject = relative(root, path);
  if (inProject.startsWith("..") || isAbsolute(inProject)) return undefined;
  const parts = inProject.split(sep);
  if (parts.includes("node_modules")) return undefined;
  return parts.join("/");
}

/** Notes, as each environment's bundle is made, the project's files its module graph holds. */
export function recordModules(): Plugin {
  return {
    name: "lumi-bundle-record",
    apply: "build",
    generateBundle() {
      for (const id of this.getModuleIds()) {
        const file = projectFile(id);
        if (file !== undefined) noted().files.add(file);
      }
    },
  };
}
