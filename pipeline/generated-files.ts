/**
 * The files the build generates from content and the browser fetches: the icon sprite, each
 * language's search files (pipeline/search-files.ts: its whole documents, or the entry naming its
 * shards) and readers' questions, and each category's sidebar links in each language
 * (app/lib/content/sidebar-section.ts). Each is named by a hash of its content, so it can be cached
 * forever, and kept in the build's work folder (pipeline/build-cache.ts) under its file name as soon
 * as it is made, so that only their names stay in memory: at thousands of articles their text is
 * hundreds of megabytes. The browser's build copies them into its output (pipeline/vite-plugin-content.ts),
 * the development server reads them from there.
 */
import { createHash } from "node:crypto";
import { basename } from "node:path";
import type { BuiltContent } from "./content/build-registry";
import { indexContent } from "../app/lib/content/navigation";
import { sectionItems, writeSection } from "../app/lib/content/sidebar-section";
import { languages, type Lang } from "../app/lib/content/types";
import type { SearchIndexFile } from "../app/lib/search/types";
import { buildQuestionsFile, type QuestionsFile } from "../app/lib/assistant/questions-file";
import { buildSearchIndex } from "../app/lib/search/build-index";
import { withFiles } from "../app/lib/search/shards/write";
import { serverOnlyShard, shardName } from "../app/lib/search/shards/format";
import { shardMode } from "./search-files";
import { keptSearchFiles } from "./search-files-cache";
import { searchEntryFileName } from "./search-entry-name";
import { allIconNames } from "../app/lib/icons";
import { buildIconSprite } from "./icon-sprite";
import { openCache, workDir } from "./build-cache";

/** The generated asset of a category's sidebar links in one language. */
export const sectionAsset = (lang: string, categoryId: string) => `sidebar-${lang}-${categoryId}`;

/** A file generated at build time, named by a hash of its content so it can be cached forever. */
interface GeneratedAsset {
  fileName: string;
  source: string;
  /** Its kept copy's name, where `fileName` does not follow its content (the search entry's). */
  keptAs?: string;
  /** Read by the server only, never fetched by a browser: it gets no compressed copies. */
  serverOnly?: boolean;
}

/** A file under a name that stays while its content changes: kept under a name that follows the content. */
function stablyNamed(fileName: string, source: string): GeneratedAsset {
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 16);
  return { fileName, source, keptAs: `${basename(fileName, ".json")}-${hash}.json` };
}

function fingerprinted(name: string, extension: string, source: string): GeneratedAsset {
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { fileName: `assets/${name}-${hash}.${extension}`, source };
}

/**
 * A language's search files as assets: `search-entry-<lang>` (what search loads first: the
 * documents, or the sharded entry) under its stable name (search-entry-name.ts) and, when sharded,
 * `search-<lang>` (its documents, which the server reads) and the shards, `search-<lang>-<shard>`.
 */
async function searchAssets(
  file: SearchIndexFile,
  questions: QuestionsFile,
): Promise<{ assets: [string, GeneratedAsset][]; sharded: boolean }> {
  const { lang } = file;
  const { whole, sharded } = await keptSearchFiles(file, questions, shardMode());
  // A language searched whole has its documents as its entry, one file.
  if (!sharded)
    return {
      assets: [[`search-entry-${lang}`, stablyNamed(searchEntryFileName(lang), whole)]],
      sharded: false,
    };
  // Every shard of the language carries one fingerprint, that of them all, so the entry need
  // not list their names: a help centre of thousands of pages has thousands of shards.
  const fingerprint = createHash("sha256");
  for (const [name, source] of [...sharded.files].sort(([a], [b]) => (a < b ? -1 : 1)))
    fingerprint.update(name).update("\0").update(source).update("\0");
  const generation = fingerprint.digest("base64url").slice(0, 10);
  const fileName = (name: string) => `assets/search-${lang}-${name}-${generation}.json`;
  const shards = [...sharded.files].map(([name, source]): [string, GeneratedAsset] => [
    `search-${lang}-${name}`,
    { fileName: fileName(name), source, ...(serverOnlyShard(name) && { serverOnly: true }) },
  ]);
  const entry = withFiles(sharded.entry, `/${fileName(shardName)}`);
  return {
    assets: [
      // The documents of a sharded language: what the server's search and assistant read whole
      // (pipeline/server-knowledge.ts); the browser reads the shards. Unsent, it is not compressed:
      // at ten times today's articles that was 2.7 s of brotli for each language's edit.
      [`search-${lang}`, { ...fingerprinted(`search-${lang}`, "json", whole), serverOnly: true }],
      [`search-entry-${lang}`, stablyNamed(searchEntryFileName(lang), JSON.stringify(entry))],
      ...shards,
    ],
    sharded: true,
  };
}

export interface GeneratedFiles {
  /** Each file's name in the output (`assets/…`) by the name the plugin knows it by. */
  names: Record<string, string>;
  /** Each file's kept copy by its name in the output. */
  kept: Map<string, string>;
  /** The languages whose search entry names shards: the browser asks for the code reading them with the entry. */
  sharded: Lang[];
  /** The names in the output of the files only the server reads, which get no compressed copies. */
  serverOnly: string[];
}

/** The cache's kind of entry a generated file is. */
const generatedKind = "generated";

/** Told of each file as it is kept: its name in the output, and where it is kept. */
export type OnKept = (fileName: string, kept: string) => void;

function keep(files: GeneratedFiles, entries: [string, GeneratedAsset][], onKept?: OnKept) {
  const cache = openCache(workDir())!;
  for (const [name, { fileName, source, keptAs, serverOnly }] of entries) {
    files.names[name] = fileName;
    if (files.kept.has(fileName)) continue;
    const key = keptAs ?? basename(fileName);
    const kept = cache.find(generatedKind, key) ?? cache.put(generatedKind, key, source);
    files.kept.set(fileName, kept);
    if (serverOnly) files.serverOnly.push(fileName);
    else onKept?.(fileName, kept);
  }
}

/**
 * Every file generated from `built`, made one language after another and kept on disk at once
 * (`onKept` told of each, as the build compresses them meanwhile: compress-ahead.ts).
 */
export async function generateFiles(built: BuiltContent, onKept?: OnKept): Promise<GeneratedFiles> {
  const files: GeneratedFiles = { names: {}, kept: new Map(), sharded: [], serverOnly: [] };
  const { registry, bodies } = built;
  keep(files, [["icons", fingerprinted("icons", "svg", await buildIconSprite(allIconNames))]], onKept);
  for (const lang of languages) {
    const questions = buildQuestionsFile(built, lang);
    const search = await searchAssets(buildSearchIndex(registry, bodies, lang), questions);
    keep(files, search.assets, onKept);
    if (search.sharded) files.sharded.push(lang);
    keep(
      files,
      [[`questions-${lang}`, fingerprinted(`questions-${lang}`, "json", JSON.stringify(questions))]],
      onKept,
    );
  }
  keep(
    files,
    indexContent(registry).tree.flatMap(({ category, items }) =>
      languages.map((lang): [string, GeneratedAsset] => {
        const name = sectionAsset(lang, category.id);
        return [name, fingerprinted(name, "json", writeSection(sectionItems(items, lang)))];
      }),
    ),
    onKept,
  );
  return files;
}
