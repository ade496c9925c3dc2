/**
 * Writes a language's search documents as the sharded files of format.ts: called by the build,
 * once per language, and by tests on any set of documents. Pure: it returns the files' contents by
 * name, and the build fingerprints and writes them.
 */
import { flattenSectionText } from "../../content/section-text";
import type { Lang } from "../../content/types";
import { fold } from "../../language/fold";
import { countWords, wordPattern, type WordCounts } from "../../language/tokens";
import { encodePages, encodePostings } from "./postings";
import type { SearchDocument } from "../types";
import type { RetrievalFigures } from "../../assistant/figures";
import {
  fieldBits,
  headFields,
  stemBucket,
  stemFileName,
  mostStemPages,
  lexiconKey,
  lexiconShardName,
  lexiconPagesName,
  pageFileName,
  shardName,
  termShardName,
  mostCounted,
  articleFileName,
  readingFileName,
  type ArticleFile,
  type StemFile,
  type LexiconShard,
  type LexiconPages,
  type PageFile,
  type ShardedEntry,
  type TermShard,
} from "./format";

/**
 * How large a shard grows before the next starts, in characters of JSON before compression. On a
 * phone network (150 ms a round trip, 1.6 Mbps) a request costs its round trip and about 5 ms a
 * compressed kilobyte, and a browser opens about six connections at once. Measured on the real
 * content sharded (client.test.ts's files; scratch runs of 8-48 KB), page shards of several pages
 * fetched many pages a query does not rank (at 40 KB, "bigquery" fetched 49 KB of pages for ten
 * results; at 12 KB, about 30 KB), and on a large help centre a query's twenty or so ranked pages
 * lie far apart: on the ten-times copy they were 19 shards of 12 KB (two or three pages each,
 * 80 KB on the wire), each fetched for a single page. Pages are therefore a file each (format.ts),
 * fetched side by side in the same round trip as the shards were. A question or query fetches one term
 * shard per word (and per word of the same idea) in the same round trip, however large: measured
 * on the ten-times copy (`npm run bench:scale`), term shards of 16, 8 and 4 KB cost two questions
 * of the assistant 315, 231 and 199 KB in about 80 files each, and a search 84, 80 and 76 KB. At
 * 8 KB a term shard is about 5 KB on the wire; smaller would lengthen the entry, which lists where
 * each term shard starts, more than it saves at a hundred times the content.
 */
/*
 * A stem file (the assistant's) is fetched for each of a question's terms, all in one round trip,
 * so the request count does not depend on its size and smaller costs fewer bytes, down to the
 * response's own headers (about 0.3 KB); `stems` is counted with each term's field names, so the
 * files come out at about half of it: on the ten-times copy 2.2 KB of JSON, 1.0 KB compressed,
 * 14 of them (22 KB) for the bench's question, against 48 KB of term shards and 22 KB of figure
 * shards before; halving it again would double the files the build writes for a few KB.
 */
export const shardBytes = { terms: 8 * 1024, lexicon: 8 * 1024, stems: 4 * 1024 } as const;

/** Tails shorter than this are not looked up from inside a word (a query that short matches word starts). */
export const shortestTail = 3;

/** A word as the lexicon keeps it: letters only, three or more (correct.ts's `lexiconOf`). */
const lexiconWord = /^\p{L}{3,}$/u;

/** How much a word weighs as a correction: one per page, two more per page naming it in its title or keywords. */
const lexiconWeights = { page: 1, titleOrKeyword: 2 } as const;

interface WordUse {
  fields: number;
  count: number;
  /** In how many of the title and keywords it occurs. */
  named: number;
}

/** Every word of one page: where it occurs and how often in the headings and body. */
function pageWords(document: SearchDocument): Map<string, WordUse> {
  const words = new Map<string, WordUse>();
  const add = (counts: WordCounts, bit: number, counted: boolean) => {
    for (const [word, count] of counts) {
      const use = words.get(word) ?? { fields: 0, count: 0, named: 0 };
      use.fields |= bit;
      if (counted) use.count = Math.min(mostCounted, use.count + count);
      if (bit === fieldBits.title || bit === fieldBits.keyword) use.named++;
      words.set(word, use);
    }
  };
  add(countWords(fold(document.title)), fieldBits.title, false);
  for (const keyword of document.keywords) add(countWords(fold(keyword)), fieldBits.keyword, false);
  add(countWords(fold(document.description)), fieldBits.description, false);
  for (const section of document.sections) {
    add(countWords(fold(section.heading)), fieldBits.heading, true);
    add(countWords(fold(flattenSectionText(section.text))), fieldBits.body, true);
  }
  return words;
}

/** Splits sorted items into runs whose JSON stays under `budget` bytes (a run holds one item at least). */
function runs<T>(items: readonly T[], size: (item: T) => number, budget: number): T[][] {
  const all: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const itemBytes = size(item);
    if (current.length > 0 && bytes + itemBytes > budget) {
      all.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += itemBytes;
  }
  if (current.length > 0) all.push(current);
  return all;
}

const jsonBytes = (value: unknown) => JSON.stringify(value).length;

/**
 * The shortest start of `first` that sorts after `before` (the word before it): where a range of
 * the sorted vocabulary beginning at `first` starts. Every word and prefix a reader may look up
 * finds the same range by it as by `first` (no word lies between the two), and the entry, which
 * lists every range's start, is shorter by most of each word.
 */
export function separator(before: string, first: string): string {
  for (let length = 1; length < first.length; length++) {
    const start = first.slice(0, length);
    if (start > before) return start;
  }
  return first;
}

/** The files of one language: the entry, but where its shards are (`withFiles`), and each shard by its name. */
export interface WrittenShards {
  entry: Omit<ShardedEntry, "files">;
  files: Map<string, string>;
}

/** What the assistant reads beside search: its figures, and the questions readers ask by article and section. */
export interface AssistantFiles {
  figures: RetrievalFigures;
  questions: Record<string, Record<string, string[]>>;
}

/**
 * The shards of `documents` (pages are numbered in this order), by their names (format.ts:
 * `terms-N`, `pages-N` (page N), `lexicon-L` or `lexicon-L-letter` and its `lexicon-pages-…`, and with the assistant's files
 * `stems-N`, `article-N` and, for the server, `reading-N`); the build says where
 * they are (`withFiles`).
 */
export function writeShards(
  lang: Lang,
  documents: readonly SearchDocument[],
  {
    sizes = shardBytes,
    assistant,
  }: { sizes?: { [kind in keyof typeof shardBytes]: number }; assistant?: AssistantFiles } = {},
): WrittenShards {
  const postings = new Map<string, [page: number, fields: number, count: number][]>();
  const weights = new Map<string, number>();
  const spellings = new Map<string, string>();
  const headWords = new Set<string>();
  const inArticles = new Set<string>();
  documents.forEach((document, page) => {
    for (const [word, use] of pageWords(document)) {
      if (document.type === "article") inArticles.add(word);
      const list = postings.get(word) ?? [];
      list.push([page, use.fields, use.count]);
      postings.set(word, list);
      if (use.fields & headFields) headWords.add(word);
      const named = use.named * lexiconWeights.titleOrKeyword;
      weights.set(word, (weights.get(word) ?? 0) + lexiconWeights.page + named);
    }
    for (const text of [
      document.title,
      ...document.keywords,
      document.description,
      ...document.sections.flatMap((section) => [section.heading, section.text]),
    ])
      for (const [written] of text.matchAll(wordPattern)) {
        // The first way the pages write a word is how a correction shows it (as the engine's does: engine/forgive.ts `spelling`).
        const folded = fold(written);
        if (!spellings.has(folded)) spellings.set(folded, written.toLowerCase());
      }
  });

  const words = [...postings.keys()].sort();
  const tails: [tail: string, word: string][] = [];
  for (const word of headWords)
    for (let start = 1; word.length - start >= shortestTail; start++) tails.push([word.slice(start), word]);
  tails.sort(([a, wordA], [b, wordB]) => (a < b ? -1 : a > b ? 1 : wordA < wordB ? -1 : 1));

  // Term shards: ranges of words, each with the tails that fall in it.
  const encoded = new Map([...postings].map(([word, list]) => [word, encodePostings(list)]));
  // A word is found from inside in the fields that name things: its tails carry those pages only.
  const named = (word: string) =>
    encodePostings(
      postings
        .get(word)!
        .filter(([, fields]) => fields & headFields)
        .map(([page, fields]) => [page, fields & headFields, 0] as const),
    );
  const wordRuns = runs(words, (word) => word.length + 6 + encoded.get(word)!.length, sizes.terms);
  const files = new Map<string, string>();
  // Where each range starts: in as few letters as tell its first word from the range before's last.
  const terms = wordRuns.map((run, index) =>
    index === 0 ? "" : separator(wordRuns[index - 1]!.at(-1)!, run[0]!),
  );
  let tailAt = 0;
  wordRuns.forEach((run, index) => {
    const next = terms[index + 1];
    const shard: TermShard = {
      words: run,
      postings: run.map((word) => encoded.get(word)!),
      tails: [],
      tailWords: [],
      tailPostings: [],
    };
    while (tailAt < tails.length && (next === undefined || tails[tailAt]![0] < next)) {
      const [tail, word] = tails[tailAt++]!;
      shard.tails.push(tail);
      shard.tailWords.push(word);
      shard.tailPostings.push(named(word));
    }
    files.set(termShardName(index), JSON.stringify(shard));
  });
  const stems = assistant && writeStemFiles(assistant.figures, documents, sizes.stems, files);

  // A page a file.
  documents.forEach((document, page) => {
    const file: PageFile = document;
    files.set(pageFileName(page), JSON.stringify(file));
  });
  // The assistant's: a file per page.
  if (assistant)
    documents.forEach((document, page) => {
      const file: ArticleFile = {
        document: document.type === "article" ? document : null,
        asked: askedOf(assistant, document),
      };
      files.set(articleFileName(page), JSON.stringify(file));
      const reading = assistant.figures.readings.get(document.route);
      if (document.type === "article" && reading !== undefined) files.set(readingFileName(page), reading);
    });

  // Lexicon shards: by length, and by first letter where a length has more words than one shard holds.
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    if (!lexiconWord.test(word)) continue;
    const bucket = byLength.get(word.length) ?? [];
    bucket.push(word);
    byLength.set(word.length, bucket);
  }
  const lexicon: string[] = [];
  // Whether a length is split by first letter is decided on its words alone (their pages are a
  // file apart): a reader's word reaches only the shards of its own first two letters, so a split
  // moves some corrections out of reach ("sertificado" of "certificado").
  const lexiconShard = (list: readonly string[]): string => {
    const shard: LexiconShard = {
      words: [...list],
      weights: list.map((word) => weights.get(word)!),
      spellings: {},
    };
    list.forEach((word, at) => {
      const spelling = spellings.get(word);
      if (spelling && spelling !== word) shard.spellings[at] = spelling;
    });
    const notInArticles = list.flatMap((word, at) => (inArticles.has(word) ? [] : [at]));
    if (notInArticles.length > 0) shard.notInArticles = notInArticles;
    return JSON.stringify(shard);
  };
  const addLexicon = (key: string, list: readonly string[]) => {
    files.set(lexiconShardName(key), lexiconShard(list));
    const pages: LexiconPages = list.map((word) => encodePages(postings.get(word)!.map(([page]) => page)));
    files.set(lexiconPagesName(key), JSON.stringify(pages));
    lexicon.push(key);
  };
  for (const length of [...byLength.keys()].sort((a, b) => a - b)) {
    const list = byLength.get(length)!;
    if (lexiconShard(list).length <= sizes.lexicon) {
      addLexicon(lexiconKey(length), list);
      continue;
    }
    const byLetter = new Map<string, string[]>();
    for (const word of list) byLetter.set(word[0]!, [...(byLetter.get(word[0]!) ?? []), word]);
    for (const letter of [...byLetter.keys()].sort())
      addLexicon(lexiconKey(length, letter), byLetter.get(letter)!);
  }

  const levels = assistant?.figures.levels;
  return {
    entry: {
      lang,
      pages: documents.length,
      terms,
      lexicon,
      ...(stems && { stems }),
      ...(levels && { levels }),
    },
    files,
  };
}

/**
 * The stem files: each retrieval term's figures and the articles whose bags count it most, hashed
 * into as many buckets as keep each under about `size` characters (with field names counted).
 */
function writeStemFiles(
  figures: RetrievalFigures,
  documents: readonly SearchDocument[],
  size: number,
  files: Map<string, string>,
): number {
  const pageOf = new Map(
    documents.flatMap((document, page) =>
      document.type === "article" ? [[document.route, page] as const] : [],
    ),
  );
  const entries = [...figures.frequencies.keys()].sort().map((term) => {
    const kept = [...(figures.counted.get(term) ?? [])]
      .flatMap(([route, times]) => {
        const page = pageOf.get(route);
        return page === undefined ? [] : [[page, times] as const];
      })
      .sort(([pageA, a], [pageB, b]) => b - a || pageA - pageB)
      .slice(0, mostStemPages)
      .sort(([a], [b]) => a - b);
    const asked = [...(figures.askedIn.get(term) ?? [])]
      .flatMap((route) => pageOf.get(route) ?? [])
      .sort((a, b) => a - b);
    return {
      term,
      frequencies: figures.frequencies.get(term)!,
      asked,
      pages: encodePostings(kept.map(([page, times]) => [page, 0, times] as const)),
    };
  });
  const total = entries.reduce((sum, entry) => sum + jsonBytes(entry), 0);
  const count = Math.max(1, Math.ceil(total / size));
  const buckets = Array.from({ length: count }, (): StemFile => ({
    terms: [],
    frequencies: [],
    asked: [],
    pages: [],
  }));
  for (const { term, frequencies, asked, pages } of entries) {
    const bucket = buckets[stemBucket(term, count)]!;
    bucket.terms.push(term);
    bucket.frequencies.push(frequencies);
    bucket.asked.push(asked);
    bucket.pages.push(pages);
  }
  buckets.forEach((bucket, index) => files.set(stemFileName(index), JSON.stringify(bucket)));
  return count;
}

/** The questions readers ask of a page's sections, each with its weight; null for a page with none. */
function askedOf({ figures, questions }: AssistantFiles, document: SearchDocument): ArticleFile["asked"] {
  const bySection = questions[document.route];
  if (document.type !== "article" || !bySection || Object.keys(bySection).length === 0) return null;
  return Object.fromEntries(
    Object.entries(bySection).map(([section, texts]) => [
      section,
      texts.map((text): [string, number] => [text, figures.storedWeights.get(text) ?? 0]),
    ]),
  );
}

/** The entry, with where its shards are: `files`, a URL with `{name}` for each shard's name (format.ts). */
export function withFiles(written: WrittenShards["entry"], files: string): ShardedEntry {
  if (!files.includes(shardName))
    throw new Error(`${files} does not say where a shard's name goes (${shardName})`);
  return { ...written, files };
}
