/**
 * The search's files of one language (app/lib/search/shards/format.ts): the language's documents
 * as one file, always written (the assistant's corpus and the server's read it), and, when that
 * file is too large for a reader to fetch at once, the sharded entry and its shards, which search
 * then reads instead.
 *
 * Whole or sharded: a whole file costs a reader one request and nothing more, however many
 * searches follow; the shards cost a first search its entry, the term shards of its words and the
 * page shards of the pages it ranks, each a request of its own. Up to about 96 KB compressed (half
 * a second on a phone network at 1.6 Mbps) the whole file is the cheaper, and beyond it every
 * reader would pay for pages their search never shows. `SEARCH_SHARDS=always` (or `never`) decides
 * for every size, for tests that need the other form.
 */
import { gzipSync } from "node:zlib";
import { writeShards, type WrittenShards } from "../app/lib/search/shards/write";
import type { SearchIndexFile } from "../app/lib/search/types";
import type { retrievalFigures } from "../app/lib/assistant/figures";
import type { QuestionsFile } from "../app/lib/assistant/questions-file";

/** The most compressed bytes of a language's documents that are still fetched whole. */
export const wholeUpTo = 96 * 1024;

export type ShardMode = "auto" | "always" | "never";

const modes: readonly ShardMode[] = ["auto", "always", "never"];

/** `SEARCH_SHARDS`, checked: a misspelt value stops the build rather than being read as the default. */
export function shardMode(value = process.env.SEARCH_SHARDS): ShardMode {
  if (value === undefined || value === "") return "auto";
  if (!(modes as readonly string[]).includes(value))
    throw new Error(`SEARCH_SHARDS is "${value}": expected one of ${modes.join(", ")}`);
  return value as ShardMode;
}

export interface SearchFiles {
  /** The language's documents as JSON. */
  whole: string;
  /** The shards, when search reads them instead of the whole file. */
  sharded?: WrittenShards;
}

/**
 * A language's search files. Sharded, they carry the assistant's figures and readers' questions
 * too (shards/format.ts), so the assistant reads the shards its question needs rather than the
 * whole documents and questions files.
 */
export async function searchFiles(
  file: SearchIndexFile,
  questions: QuestionsFile,
  mode: ShardMode,
  /** The assistant's figures function, loaded only when a language is sharded (pipeline/assistant-figures.ts). */
  figuresOf: () => Promise<typeof retrievalFigures>,
): Promise<SearchFiles> {
  const whole = JSON.stringify(file);
  const shard = mode === "always" || (mode === "auto" && gzipSync(whole).length > wholeUpTo);
  if (!shard) return { whole };
  const assistant = {
    figures: (await figuresOf())(file.documents, questions.articles),
    questions: questions.articles,
  };
  return { whole, sharded: writeShards(file.lang, file.documents, { assistant }) };
}
