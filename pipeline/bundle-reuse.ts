/**
 * The bundler's work carried into a rebuild. React Router's build (the browser's code and the
 * pre-renderer's bundle) takes seconds whatever the edit, and follows from the code, not from an
 * article's text: from the project's files it reads, the installed packages, Node, the environment
 * its code reads, and, of the content, only what the content's plugins serve it (the navigation,
 * the generated files' names, the vocabularies; pipeline/vite-plugin-content.ts). After a bundler
 * run its output is kept in the build cache (pipeline/build-cache.ts) under a hash of all of that,
 * taken from the bundler's own record of what it read (bundle-record.ts); a build that finds its
 * hash there restores the output instead of running the bundler. A title's edit changes the
 * navigation and so the hash; a body's edit does not.
 *
 * Kept in the cache: the record of the last run by the code's hash (`bundle-record`), the output's
 * list by the whole hash (`bundle`), and each output file by its bytes' hash (`bundle-file`). The
 * output is what the bundler writes but the pages it pre-renders (rendered again by the batched
 * pre-renderer, pipeline/prerender/run.ts, so a page is the same whichever way the bundle came) and
 * the prepared files it copies (pipeline/prepared.ts `writePreparedFiles`).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { cacheKey, readEntry, type BuildCache } from "./build-cache";
import type { BundleRecord, Consumer } from "./bundle-record";
import { importedFiles } from "./code-hash";
import type { Prepared } from "./prepared";
import { keptBundleDir } from "./prerender/keep-bundle";
import { removeAside } from "./remove-aside";
import { contentModule } from "./vite-plugin-content";
import { vocabularyModule } from "./vocabulary-plugin";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

/** The folders whose every file the bundler may read: the app (Tailwind reads all of it for class names) and what it copies as is. */
const readWhole = ["app", "public"];
/** The project's files the bundler reads besides its modules and those folders. */
const projectFiles = ["package.json", "package-lock.json", "tsconfig.json"];
/** The configurations whose code, and every file it imports, makes the bundle. */
const configurations = ["vite.config.ts", "react-router.config.ts"];

/** Files under `dir` (relative to `root`, with `/`), sorted; none when it does not exist. */
function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** `process.env.NAME` and `import.meta.env.NAME` as code reads them. */
const environmentName = /(?:process\.env|import\.meta\.env)\.([A-Za-z_]\w*)/g;

/**
 * A hash of what any bundle of this project follows from besides its content: Node's version, the
 * project's folder (the bundler writes it into its manifests, and two checkouts may share a cache),
 * the files of `readWhole`, `projectFiles`, Vite's environment files and the configurations' code,
 * and the value of each environment variable that code reads (and of every `VITE_` one, which Vite
 * hands to the browser's code).
 */
export function codeState(root = projectDir, env: NodeJS.ProcessEnv = process.env): string {
  const files = new Set([
    ...readWhole.flatMap((dir) => filesUnder(root, dir)),
    ...projectFiles.filter((file) => existsSync(join(root, file))),
    ...readdirSync(root).filter((name) => name.startsWith(".env")),
    ...configurations.flatMap((file) => importedFiles(pathToFileURL(join(root, file)), root)),
  ]);
  const names = new Set(Object.keys(env).filter((name) => name.startsWith("VITE_")));
  const parts: (string | Uint8Array)[] = [process.version, resolve(root)];
  for (const file of [...files].sort()) {
    const bytes = readFileSync(join(root, file));
    parts.push(file, bytes);
    if (/\.[cm]?[jt]sx?$/.test(file))
      for (const match of bytes.toString("utf8").matchAll(environmentName)) names.add(match[1]!);
  }
  for (const name of [...names].sort()) parts.push(name, env[name] ?? "\0unset");
  return cacheKey(...parts);
}

/** The source of a virtual module the bundler was served, as it would be now; `undefined` for one this cannot make. */
export type ServedSource = (consumer: Consumer, id: string) => string | undefined;

/** The content's modules as the build hands them to the bundler: made from `prepared`, which the pre-renderer reads as it runs. */
export const servedFrom =
  (prepared: Prepared): ServedSource =>
  (consumer, id) =>
    contentModule(id, prepared, consumer, true) ?? vocabularyModule(id);

/**
 * The hash of a bundle made now by a bundler that reads what `record` lists: `state` (`codeState`),
 * the sources of the content's modules it was served (`source`) and its project files as they are
 * now. `undefined` when the record lists a module `source` cannot make, or a file that is gone.
 */
export function bundleKey(
  state: string,
  record: BundleRecord,
  source: ServedSource,
  root = projectDir,
): string | undefined {
  const parts: (string | Uint8Array)[] = [state];
  for (const [consumer, id] of record.served) {
    const text = source(consumer, id);
    if (text === undefined) return undefined;
    parts.push(consumer, id, text);
  }
  for (const file of record.files) {
    const path = join(root, file);
    if (!existsSync(path)) return undefined;
    parts.push(file, readFileSync(path));
  }
  return cacheKey(...parts);
}

/** The kept output's list: each file by its path under the build folder and its entry, and the static pages. */
interface Kept {
  files: [string, string][];
  staticPaths: string[];
}

/** What a bundler run left under `buildDir` that follows from its code alone, as paths under it. */
function bundlerOutput(buildDir: string, prepared: Prepared): string[] {
  const copied = new Set([...prepared.files.kept.keys(), ...prepared.media.map((file) => file.fileName)]);
  const page = (path: string) =>
    basename(path) === "index.html" || basename(path) === "__spa-fallback.html" || path.endsWith(".data");
  const client = filesUnder(buildDir, "client").filter((path) => {
    const inClient = path.slice("client/".length);
    return !page(inClient) && !copied.has(inClient);
  });
  const bundleDir = relative(buildDir, keptBundleDir(buildDir)).split(sep).join("/");
  return [...client, ...filesUnder(buildDir, bundleDir)];
}

/**
 * Keeps the output the bundler just wrote under `buildDir`, and its record, in `cache`; returns the
 * output's key, or `undefined` when its record lists a module `bundleKey` cannot make again (then
 * nothing is kept, and the next build runs the bundler).
 */
export function keepBundle(
  cache: BuildCache,
  state: string,
  record: BundleRecord,
  prepared: Prepared,
  buildDir: string,
  root = projectDir,
): string | undefined {
  const key = bundleKey(state, record, servedFrom(prepared), root);
  if (key === undefined) return undefined;
  const files = bundlerOutput(buildDir, prepared).map((path): [string, string] => {
    const bytes = readFileSync(join(buildDir, path));
    const entry = cacheKey(bytes);
    if (!cache.find("bundle-file", entry)) cache.put("bundle-file", entry, bytes);
    return [path, entry];
  });
  cache.put("bundle", key, JSON.stringify({ files, staticPaths: record.staticPaths } satisfies Kept));
  cache.put("bundle-record", state, JSON.stringify(record));
  return key;
}

/** The key of the bundle a bundler run would make now, from the last run's record with the same code. */
export function keptBundleKey(
  cache: BuildCache,
  state: string,
  source: ServedSource,
  root = projectDir,
): string | undefined {
  const record = readEntry(cache, "bundle-record", state);
  return record === undefined
    ? undefined
    : bundleKey(state, JSON.parse(record) as BundleRecord, source, root);
}

/**
 * Writes the output kept under `key` into `buildDir`, as the bundler would: the folder emptied
 * first (React Router removes it whole), its old files deleted meanwhile (`removed`). `undefined`,
 * with nothing touched, when the cache holds no such output, or not all of it.
 */
export function restoreBundle(
  cache: BuildCache,
  key: string,
  buildDir: string,
): { staticPaths: string[]; removed: Promise<void> } | undefined {
  const list = readEntry(cache, "bundle", key);
  if (list === undefined) return undefined;
  const kept = JSON.parse(list) as Kept;
  const found = kept.files.map(([path, entry]) => [path, cache.find("bundle-file", entry)] as const);
  if (found.some(([, from]) => from === undefined)) return undefined;
  const removed = removeAside(buildDir);
  // Awaited at the build's end; a failure meanwhile waits for it there.
  removed.catch(() => undefined);
  for (const [path, from] of found) {
    const target = join(buildDir, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(from!, target);
  }
  return { staticPaths: kept.staticPaths, removed };
}
