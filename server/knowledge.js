// The help centre's knowledge for the answering service and MCP: the build's bundle of the browser's
// own retrieval and search code (build/server/knowledge.js, written by pipeline/server-knowledge.ts)
// fed with the same build's index, questions and tree of articles (build/server/manifest.json).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** @typedef {import("../app/lib/knowledge/knowledge").Knowledge} Knowledge */

/**
 * Loads the knowledge of the build in `buildDir`, or undefined when the build has none (a build
 * from before the server had it: the answering service and MCP then answer 404).
 * @param {string} buildDir
 * @returns {Promise<Knowledge | undefined>}
 */
export async function loadKnowledge(buildDir) {
  const serverDir = join(buildDir, "server");
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(serverDir, "manifest.json"), "utf8"));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return undefined;
    throw error;
  }
  /** @type {typeof import("../app/lib/knowledge/knowledge")} */
  const bundle = await import(pathToFileURL(join(serverDir, "knowledge.js")).href);
  const read = (/** @type {string} */ file) =>
    JSON.parse(readFileSync(join(buildDir, "client", file), "utf8"));
  /** @type {Record<string, { index: string, questions: string, description: string, catalogue: import("../app/lib/knowledge/knowledge").CatalogueCategory[], searchEntry?: string }>} */
  const files = manifest.languages;
  const assets = join(buildDir, "client", "assets");
  const knowledge = bundle.createKnowledge({
    siteUrl: manifest.siteUrl,
    productName: manifest.productName,
    // Search reads the build's search files as the browser does: only the shards a query needs,
    // each read once. Only names of files in the build's assets folder are read. Read at once, not
    // through the thread pool: a shard is a few kilobytes, which the disk cache gives in microseconds,
    // while an asynchronous read's four hand-offs (open, stat, read, close) cost more than that, and
    // a question reads dozens.
    loadSearchFile: async (url) => {
      const name = url.startsWith("/assets/") ? url.slice("/assets/".length) : "";
      if (!/^search-[\w.-]+\.json$/.test(name) || name.includes(".."))
        throw new Error(`Not a search file: ${url}`);
      return JSON.parse(readFileSync(join(assets, name), "utf8"));
    },
    // A language searched whole is read at start, its documents and its readers' questions; a
    // sharded one is read a shard at a time, as questions and queries need them.
    languages: Object.fromEntries(
      Object.entries(files).map(([lang, file]) => {
        const sharded = file.searchEntry !== undefined && file.searchEntry !== `/${file.index}`;
        const common = { description: file.description, catalogue: file.catalogue };
        if (sharded) return [lang, { ...common, searchEntry: file.searchEntry }];
        return [lang, { ...common, index: read(file.index), questions: read(file.questions) }];
      }),
    ),
  });
  knowledge.prefetch();
  return knowledge;
}
