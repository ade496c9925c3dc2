/**
 * A hash of the code a module runs: the module and every project file it imports, however deep
 * (found by esbuild, which reads the imports as the build's own loaders resolve them, the tsconfig's
 * paths included), with the installed packages (the lock file) and Node's version. A cached result
 * keyed by it is made again when any of that code changes, not only when the module's own file does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { cacheKey } from "./build-cache";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

/** The project files `entry` imports, itself included, relative to `root`, sorted. */
export function importedFiles(entry: URL, root = projectDir): string[] {
  const { metafile } = buildSync({
    entryPoints: [fileURLToPath(entry)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "error",
  });
  return Object.keys(metafile.inputs).sort();
}

const hashes = new Map<string, string>();

/** The hash of the code `entry` runs (read once per process). */
export function codeHash(entry: URL, root = projectDir): string {
  const id = `${root}\n${entry.href}`;
  let found = hashes.get(id);
  if (found === undefined) {
    const files = importedFiles(entry, root);
    found = cacheKey(
      process.version,
      readFileSync(join(root, "package-lock.json")),
      ...files.flatMap((file) => [file, readFileSync(join(root, file))]),
    );
    hashes.set(id, found);
  }
  return found;
}
