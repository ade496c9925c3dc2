/**
 * The search's files, as the build writes them for one language and search reads them (client.ts):
 * a small entry naming every other file, and three kinds of shard, each fetched only when a query
 * needs it.
 *
 * - **Term shards** hold a range of the sorted vocabulary (every folded word of every page), each
 *   word with its postings: the pages that use it, where (title, keyword, description, heading,
 *   body) and how often in the headings and body. A shard also holds the **inner words** of its
 *   range: for each word of a title, keyword or description, its tails of three letters or more
 *   ("query" of "bigquery"), so a query finds a word from inside (the substring rule) in the shard
 *   its own letters fall in, with the word's postings beside it.
 * - **Page files** hold one whole page (its search document) each: what ranks the few pages a
 *   query's postings put first, and shows their excerpts. A page a file: a query's ranked pages lie
 *   anywhere among thousands, so a file of several pages would bring pages it does not rank.
 * - **Lexicon shards** hold the words a misspelt word may be corrected to, by length (and, for a
 *   length with many words, by first letter), each with its weight and, where accents make it
 *   differ, its spelling; beside each, a file of the pages using each of its words, read for a
 *   query of several words only (`LexiconPages`).
 *
 * The assistant (assistant/corpora.ts) reads the lexicon shards for a misspelt word, and two kinds
 * of its own written beside them: **stem files**, the assistant's figures (assistant/figures.ts) and likeliest pages
 * of the retrieval terms hashed to each, and an **article file** per page with its text and the
 * questions readers ask of its sections.
 */
import type { Lang } from "../../content/types";
import type { Level } from "../../assistant/figures";
import type { SearchDocument, SearchIndexFile } from "../types";

/** Where a word occurs in a page: bits of a posting's `fields`. */
export const fieldBits = { title: 1, keyword: 2, description: 4, heading: 8, body: 16 } as const;

export type FieldName = keyof typeof fieldBits;

/** The fields of a title, keyword or description: where a word is looked for from inside too. */
export const headFields = fieldBits.title | fieldBits.keyword | fieldBits.description;

/** Mentions of a word in a page's headings and body beyond this many tell nothing more (ranking.mostMentions). */
export const mostCounted = 40;

/**
 * A word's postings (postings.ts): for each page that uses it, in page order, the page's number,
 * the fields it occurs in (`fieldBits`), and how often it occurs in the headings and body (at most
 * `mostCounted`).
 */
export type Postings = string;

export interface TermShard {
  /** The shard's words, sorted. */
  words: string[];
  /** `postings[i]` are the pages of `words[i]`. */
  postings: Postings[];
  /** Tails of title, keyword and description words that fall in this shard's range, sorted. */
  tails: string[];
  /**
   * `tailWords[i]` is the word `tails[i]` ends, and `tailPostings[i]` the pages naming it in a
   * title, keyword or description (a word is found from inside there only).
   */
  tailWords: string[];
  tailPostings: Postings[];
}

/** Page N's file, `pages-N`: its search document. */
export type PageFile = SearchDocument;

/**
 * What the assistant reads of one page, where its figures were written: `article-N` for page N,
 * its document when it is an article (null for a category page, which it never quotes) and the
 * questions readers ask of its sections. One page a file, so that a question fetches its
 * likeliest articles and nothing beside them, however many pages the language has.
 */
export interface ArticleFile {
  document: SearchDocument | null;
  /**
   * The questions of each section (by section id), each with its weight among the language's
   * stored questions; null for a page without.
   */
  asked: Record<string, [question: string, weight: number][]> | null;
}

/**
 * An article of page N as the assistant's retrieval reads it (assistant/retrieval.ts
 * `ReadArticle`, packed by `packReading`), `reading-N`: its bag, each section's bag and the terms
 * of each of its stored questions, its words already split, folded and stemmed. Read by the server
 * only (`serverOnlyShard`), for which reading the text of each article a question brings was 40%
 * of a question's work at a hundred times today's articles; a browser reads the text it already
 * has (the article file) rather than fetch a second file for it.
 */
export interface ReadingFile {
  /**
   * The article's retrieval terms, each once: first those its bag counts, in the order it first
   * counts them. Every bag and question below names its terms by their positions here: a term is
   * written once however many of its sections count it.
   */
  terms: string[];
  /** How many times the article's bag counts each of its terms (the first `counts.length` of `terms`). */
  counts: number[];
  /**
   * Each section's, in the order of the document's sections: its bag (the positions of its terms,
   * in the order it first counts them, and how many times it counts each), and each stored
   * question's terms in order (in the order of the article file's `asked`).
   */
  sections: { terms: number[]; counts: number[]; asked: number[][] }[];
}

/**
 * The assistant's figures of the retrieval terms hashed to one bucket (`stemBucket`): a question
 * fetches the bucket of each of its terms, a file of a few kilobytes however large the language.
 */
export interface StemFile {
  /** Retrieval terms, sorted. */
  terms: string[];
  /** `frequencies[i]`: the document frequency of `terms[i]` among articles, sections and stored questions. */
  frequencies: number[][];
  /** `asked[i]`: the pages whose readers' questions use `terms[i]`, in page order. */
  asked: number[][];
  /**
   * `pages[i]`: the articles whose bags (assistant/retrieval.ts) hold `terms[i]`, as postings
   * (postings.ts) whose count is how many times the bag counts it; at most `mostStemPages` of
   * them, those counting it most.
   */
  pages: Postings[];
}

/**
 * The pages a stem file keeps for a term: those counting it most. A question's corpus holds its
 * 12 likeliest articles; a term's pages beyond this many count it no more than the last kept, so
 * they reach the first 12 only through the question's other terms.
 */
export const mostStemPages = 96;

/** The bucket of a retrieval term among `count` (FNV-1a over its UTF-16 code units). */
export function stemBucket(term: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < term.length; at++) hash = Math.imul(hash ^ term.charCodeAt(at), 0x01000193);
  return (hash >>> 0) % count;
}

export interface LexiconShard {
  /** Folded words of letters only, three or more. */
  words: string[];
  /** How much each word is worth as a correction: a page per page using it, more in titles and keywords. */
  weights: number[];
  /** Word number → how the pages write it (lowercase, accents kept), where it differs from the folded word. */
  spellings: Record<number, string>;
  /**
   * The numbers of the words no article uses (only a category page's title or description): search
   * corrects to them, the assistant, which answers from articles, does not.
   */
  notInArticles?: number[];
}

/**
 * The pages using each word of the lexicon shard of the same key (`lexicon-pages-<key>`):
 * `pages[i]` are those of its `words[i]` (postings.ts `encodePages`), so that a correction is chosen
 * beside the query's other words (correct.ts `Fits`) without fetching its term shard. Apart from
 * the words, since only a query of several words reads them: a one-word misspelling does not pay
 * for them.
 */
export type LexiconPages = string[];

/**
 * What a search loads first for a language. A help centre small enough to fetch whole in about one
 * shard's time is one file, the language's documents (`SearchIndexFile`): searched at once, with
 * nothing more to fetch. A larger one is a `ShardedEntry` naming its shards.
 */
export type SearchEntry = SearchIndexFile | ShardedEntry;

export const isSharded = (entry: SearchEntry): entry is ShardedEntry => "terms" in entry;

/**
 * A sharded language's entry: where each shard is, by its name, in as few bytes as a help centre of
 * thousands of pages allows (a first search fetches it whole). Every shard of a language shares one
 * fingerprint, written into `files`, so no shard's name needs listing.
 */
export interface ShardedEntry {
  lang: Lang;
  /** How many pages the language has (the rarity of a word is read against it). */
  pages: number;
  /** A shard's URL: this, with `{name}` replaced by the shard's name (`shardUrl`). */
  files: string;
  /**
   * Where each term shard's range starts, sorted: the first is "", each other the shortest start of
   * its first word that sorts after the word before it (write.ts `separator`). Term shard `i` is
   * named `terms-i`.
   */
  terms: string[];
  /**
   * The lexicon shards, each by its word length and, where a length is split by first letter, that
   * letter ("7", "7-a"): named `lexicon-<key>`.
   */
  lexicon: string[];
  /**
   * Where the assistant's figures were written: how many stem files (`stems-i`, `stemBucket`) hold
   * them.
   */
  stems?: number;
  /** The assistant's count, average length and ordinary word's IDF of each level's bags (assistant/figures.ts). */
  levels?: Record<Level, { count: number; averageLength: number; ordinary: number }>;
}

/** The placeholder of a shard's name in `ShardedEntry.files`. */
export const shardName = "{name}";

export const shardUrl = (entry: ShardedEntry, name: string) => entry.files.replace(shardName, name);

export const termShardName = (index: number) => `terms-${index}`;
export const stemFileName = (bucket: number) => `stems-${bucket}`;
export const pageFileName = (page: number) => `pages-${page}`;
export const articleFileName = (page: number) => `article-${page}`;
export const readingFileName = (page: number) => `reading-${page}`;
/** Whether a shard is read by the server only: it gets no compressed copies (pipeline/generated-files.ts). */
export const serverOnlyShard = (name: string) => name.startsWith("reading-");
export const lexiconShardName = (key: string) => `lexicon-${key}`;
export const lexiconPagesName = (key: string) => `lexicon-pages-${key}`;

/** A lexicon shard's key: its words' length, and their first letter when the length is split. */
export const lexiconKey = (length: number, letter?: string) => (letter ? `${length}-${letter}` : `${length}`);

export function parseLexiconKey(key: string): { length: number; letter?: string } {
  const [length, letter] = key.split("-");
  return letter ? { length: Number(length), letter } : { length: Number(length) };
}

/** The index (into a sorted list of range starts) of the range holding `key`. */
export function rangeOf(starts: readonly string[], key: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The term shards that hold words starting with `prefix`: the one its first word would be in,
 * and the next ones while their ranges still start with the prefix.
 */
export function termShardsFor(entry: ShardedEntry, prefix: string): number[] {
  const starts = entry.terms;
  const shards = [rangeOf(starts, prefix)];
  for (let next = shards[0]! + 1; next < starts.length && starts[next]!.startsWith(prefix); next++)
    shards.push(next);
  return shards;
}
