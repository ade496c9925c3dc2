/** Reads `content/` from disk and builds the registry: the one entry point for every build step. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brand } from "../../app/config/brand";
import { isLang } from "../../app/lib/languages";
import { buildRegistry, type BuiltContent } from "./build-registry";
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

export function loadContent(): BuiltContent {
  const all = listFiles(contentDir);
  return buildRegistry({
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
  });
}
