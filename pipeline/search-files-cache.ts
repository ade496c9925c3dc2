/**
 * A language's search files (search-files.ts) kept in the build cache (pipeline/build-cache.ts) by
 * what makes them: the language's documents and its readers' questions, the shard mode, the code
 * that writes and packs them and the assistant's figures in them (pipeline/code-hash.ts), and the
 * vocabularies that code reads. An edit to an article of one language leaves the other languages'
 * files as they were, and a rebuild takes those from the cache: at ten times today's articles their
 * making took three seconds of every build.
 *
 * What the cache gives back is what was made, byte for byte (search-files-cache.test.ts).
 */
import type { QuestionsFile } from "../app/lib/assistant/questions-file";
import { languages } from "../app/lib/content/types";
import type { SearchIndexFile } from "../app/lib/search/types";
import { loadRetrievalFigures } from "./assistant-figures";
import { readFileSync } from "node:fs";
import { buildCache, cacheKey } from "./build-cache";
import { codeHash } from "./code-hash";
import { contentDir } from "./content/content-source";
import { loadVocabularies } from "./content/vocabulary";
import { searchFiles, type SearchFiles, type ShardMode } from "./search-files";

const kind = "search-files";

/**
 * The shards as the cache holds them, without a copy of their text in JSON: a first line of JSON
 * (the entry, and each file's name and length in bytes), then the files' text one after another. At
 * a hundred times today's articles a language's shards are 80 MB; escaped into one JSON string and
 * parsed back they held three copies in memory at once.
 */
function pack({ entry, files }: NonNullable<SearchFiles["sharded"]>): Buffer {
  const names = [...files].map(([name, text]) => [name, Buffer.byteLength(text)] as const);
  const head = `${JSON.stringify({ entry, names })}\n`;
  const packed = Buffer.allocUnsafe(
    Buffer.byteLength(head) + names.reduce((sum, [, length]) => sum + length, 0),
  );
  let offset = packed.write(head);
  for (const text of files.values()) offset += packed.write(text, offset);
  return packed;
}

function unpack(packed: Buffer): NonNullable<SearchFiles["sharded"]> {
  let offset = packed.indexOf("\n") + 1;
  const { entry, names } = JSON.parse(packed.toString("utf8", 0, offset)) as {
    entry: NonNullable<SearchFiles["sharded"]>["entry"];
    names: [string, number][];
  };
  const files = new Map<string, string>();
  for (const [name, length] of names) {
    files.set(name, packed.toString("utf8", offset, offset + length));
    offset += length;
  }
  return { entry, files };
}

/** Whether a language is searched whole, as the cache holds it: an empty entry. */
const whole = Buffer.alloc(0);

export async function keptSearchFiles(
  file: SearchIndexFile,
  questions: QuestionsFile,
  mode: ShardMode,
): Promise<SearchFiles> {
  const cache = buildCache();
  if (!cache) return searchFiles(file, questions, mode, loadRetrievalFigures);
  const documents = JSON.stringify(file);
  const key = cacheKey(
    // This module's code, the writing of the files included (the packing is this module's own).
    codeHash(new URL(import.meta.url)),
    codeHash(new URL("../app/lib/assistant/figures.ts", import.meta.url)),
    JSON.stringify(loadVocabularies(contentDir, languages)),
    mode,
    documents,
    JSON.stringify(questions.articles),
  );
  const found = cache.find(kind, key);
  if (found !== undefined) {
    const packed = readFileSync(found);
    return packed.length === 0 ? { whole: documents } : { whole: documents, sharded: unpack(packed) };
  }
  const made = await searchFiles(file, questions, mode, loadRetrievalFigures);
  cache.put(kind, key, made.sharded ? pack(made.sharded) : whole);
  return made;
}
