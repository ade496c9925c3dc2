/** Reads `content/` from disk and builds the registry: the one entry point for every build step. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brand } from "../../app/config/brand";
import { isLang } from "../../app/lib/languages";
import { buildRegistry, type BuiltContent } from "./build-registry";

export const contentDir = fileURLToPath(new URL("../../content/", import.meta.url));

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
    styleGuide: readFileSync(join(contentDir, "README.md"), "utf8"),
    productName: brand.name,
    support: brand.support !== null,
  });
}
