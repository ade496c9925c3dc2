/**
 * What `npm run build` prepares from content before the bundler runs (pipeline/build.ts), handed to
 * the bundler's process as a file named by `LUMI_PREPARED`: the registry, the generated files
 * (generated-files.ts), the compiled article bodies (mdx/compile-bodies.ts) and the illustrations'
 * assets. The content is then read, checked and parsed once per build, in the process that needs it
 * again after the bundler, and the bundler's process holds none of the articles' text. Without the
 * file (`npm run dev`, `react-router build` run alone) the content plugin prepares the same itself.
 */
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Registry } from "../app/lib/content/types";
import type { BuiltContent } from "./content/build-registry";
import { contentDir, loadContent } from "./content/content-source";
import { cacheKey, linkOrCopy, openCache, workDir } from "./build-cache";
import { generateFiles, type GeneratedFiles, type OnKept } from "./generated-files";
import { compileBodies, type CompiledBodies } from "./mdx/compile-bodies";
import { mediaAssets, type MediaAsset } from "./mdx/media-assets";

export const preparedVariable = "LUMI_PREPARED";

export interface Prepared {
  registry: Registry;
  files: GeneratedFiles;
  bodies: CompiledBodies;
  media: MediaAsset[];
}

/** Everything the bundler needs of `content`, made (or found in the cache) now (`onKept`: generated-files.ts). */
export async function prepare(content: BuiltContent, onKept?: OnKept): Promise<Prepared> {
  const files = await generateFiles(content, onKept);
  return {
    registry: content.registry,
    files,
    bodies: await compileBodies(content.registry.articles, contentDir),
    media: mediaAssets(contentDir, content.bodies),
  };
}

/** Writes `prepared` into the build's work folder; returns the file's path, for `LUMI_PREPARED`. */
export function writePrepared(prepared: Prepared): string {
  const text = JSON.stringify({ ...prepared, files: { ...prepared.files, kept: [...prepared.files.kept] } });
  return openCache(workDir())!.put("prepared", cacheKey(text), text);
}

/** The bundler's process's copy of what was prepared, read once, when the build handed one over. */
const kept = Symbol.for("lumi.help-centre.prepared");
export function readPrepared(env: NodeJS.ProcessEnv = process.env): Prepared | undefined {
  const path = env[preparedVariable];
  if (!path) return undefined;
  const global = globalThis as { [kept]?: { path: string; prepared: Prepared } };
  if (global[kept]?.path !== path) {
    const read = JSON.parse(readFileSync(path, "utf8")) as Prepared & { files: { kept: [string, string][] } };
    global[kept] = { path, prepared: { ...read, files: { ...read.files, kept: new Map(read.files.kept) } } };
  }
  return global[kept].prepared;
}

/** The registry the pages are rendered from: the prepared one, else the content read now. */
export function loadRegistry(): Registry {
  return readPrepared()?.registry ?? loadContent().registry;
}

/**
 * Copies the generated files and the illustrations into the browser's output folder `outDir`:
 * beside the bundle rather than emitted through it, since at thousands of search shards the
 * bundler's work on each file (and its copy of every one) grew with the content, for files it only
 * passes through.
 */
export function writePreparedFiles({ files, media }: Prepared, outDir: string): void {
  mkdirSync(join(outDir, "assets"), { recursive: true });
  // A generated file is linked to its kept copy (nothing writes to it after); an illustration,
  // whose kept copy is the content's own file, is copied.
  for (const [fileName, path] of files.kept) linkOrCopy(path, join(outDir, fileName));
  for (const { fileName, path } of media) copyFileSync(path, join(outDir, fileName));
}
