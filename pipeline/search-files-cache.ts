/**
 * A language's search files (search-files.ts) kept in the build cache (pipeline/build-cache.ts) by
 * what makes them: the language's documents and its readers' questions, the shard mode, the code
 * that writes them and the assistant's figures in them (pipeline/code-hash.ts), and the
 * vocabularies that code reads. An edit to an article of one language leaves the other languages'
 * files as they were, and a rebuild takes those from the cache: at ten times today's articles their
 * making took three seconds of every build.
 *
 * A build reads them as the cache holds them whether it made them now or before, so a build with
 * the cache cold writes what one with it warm writes.
 */
import type { QuestionsFile } from "../app/lib/assistant/questions-file";
import { languages } from "../app/lib/content/types";
import type { SearchIndexFile } from "../app/lib/search/types";
import { loadRetrievalFigures } from "./assistant-figures";
import { buildCache, cacheKey, readEntry } from "./build-cache";
import { codeHash } from "./code-hash";
import { contentDir } from "./content/content-source";
import { loadVocabularies } from "./content/vocabulary";
import { searchFiles, type SearchFiles, type ShardMode } from "./search-files";

const kind = "search-files";

/** The shards as the cache holds them: the entry, and the files as [name, text] pairs. */
interface KeptShards {
  entry: NonNullable<SearchFiles["sharded"]>["entry"];
  files: [string, string][];
}

export async function keptSearchFiles(
  file: SearchIndexFile,
  questions: QuestionsFile,
  mode: ShardMode,
): Promise<SearchFiles> {
  const cache = buildCache();
  if (!cache) return searchFiles(file, questions, mode, loadRetrievalFigures);
  const whole = JSON.stringify(file);
  const key = cacheKey(
    codeHash(new URL("./search-files.ts", import.meta.url)),
    codeHash(new URL("../app/lib/assistant/figures.ts", import.meta.url)),
    JSON.stringify(loadVocabularies(contentDir, languages)),
    mode,
    whole,
    JSON.stringify(questions.articles),
  );
  let kept = readEntry(cache, kind, key);
  if (kept === undefined) {
    const { sharded } = await searchFiles(file, questions, mode, loadRetrievalFigures);
    kept = JSON.stringify(
      sharded ? ({ entry: sharded.entry, files: [...sharded.files] } satisfies KeptShards) : null,
    );
    cache.put(kind, key, kept);
  }
  const shards = JSON.parse(kept) as KeptShards | null;
  return shards ? { whole, sharded: { entry: shards.entry, files: new Map(shards.files) } } : { whole };
}
