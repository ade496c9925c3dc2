/** Reads `content/` from disk and builds the registry: the one entry point for every build step. */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brand } from "../../app/config/brand";
import { isLang } from "../../app/lib/languages";
import { buildRegistry, type BuiltContent, type ContentFiles } from "./build-registry";
import { revisionsFile } from "./revision-records";

/** The project's folder: where the build's output and `content/` are. */
export const projectDir = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The content the build reads: `content/`, or another tree of the same shape named by `CONTENT_DIR`
 * (the second build's, which adds the translation fixture: scripts/translation-fixture.ts).
 */
export const contentDir = process.env.CONTENT_DIR
  ? `${resolve(process.env.CONTENT_DIR)}${sep}`
  : fileURLToPath(new URL("../../content/", import.meta.url));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** The content's files as read from disk now. */
export function readContent(): ContentFiles {
  const all = listFiles(contentDir);
  return {
    categories: readFileSync(join(contentDir, "categories.yaml"), "utf8"),
    articles: all
      .filter((path) => isLang(path.split("/")[0]) && path.endsWith(".mdx"))
      .map((path) => ({
        path,
        source: readFileSync(join(contentDir, path), "utf8"),
      })),
    media: all.filter((path) => path.startsWith("media/")),
    revisions: existsSync(join(contentDir, revisionsFile))
      ? readFileSync(join(contentDir, revisionsFile), "utf8")
      : "",
    styleGuide: readFileSync(join(contentDir, "README.md"), "utf8"),
    productName: brand.name,
    support: brand.support !== null,
  };
}

/** What a registry was built from, as one hash: the same files give the same registry. */
function fingerprint(files: ContentFiles): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([files.productName, files.support, files.media]));
  for (const text of [files.categories, files.revisions, files.styleGuide]) hash.update(`\0${text}`);
  for (const { path, source } of files.articles) hash.update(`\0${path}\0${source}`);
  return hash.digest("hex");
}

/**
 * The last registry this process built, with its files' fingerprint. One build loads the content in
 * several copies of this module (React Router's config, and the Vite config each time it is loaded
 * and bundled anew), each of which would otherwise check and build the whole registry again (seconds
 * at a few hundred articles); they share it through the process's global object. Read-only, as
 * every step of the build treats it.
 */
const kept = Symbol.for("lumi.help-centre.content");
interface Kept {
  fingerprint: string;
  content: BuiltContent;
}

/** The content built from `files` (as read from disk now, unless given). */
export function loadContent(files: ContentFiles = readContent()): BuiltContent {
  const key = fingerprint(files);
  const global = globalThis as { [kept]?: Kept };
  const held = global[kept];
  if (held?.fingerprint === key) return held.content;
  const content = buildRegistry(files);
  global[kept] = { fingerprint: key, content };
  return content;
}
