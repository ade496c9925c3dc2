/**
 * Search over a sharded language (shards/format.ts): the term shards' postings say which pages hold
 * every word and score them (shards/match.ts); the engine ranks the first of them on their text
 * with the whole language's figures; a word no page holds is corrected over the lexicon shards.
 * The search client (client.ts) loads this module only when a language's entry is sharded, so a
 * help centre whose languages are each one whole file never downloads it.
 */
import type { Lang } from "../content/types";
import { language } from "../language";
import { spelledLetters } from "../language/sound";
import {
  allowedEdits,
  bestReading,
  correctBySound,
  correctWord,
  fitsAnywhere,
  splitJoined,
  type Fits,
  type Lexicon,
} from "./correct";
import {
  indexOf,
  prepareDocument,
  resultLimit,
  search,
  withCorrections,
  type CorpusStats,
  type PreparedDocument,
  type Query,
  type SearchResult,
  type Term,
} from "./engine";
import {
  articleFileName,
  readingFileName,
  stemBucket,
  stemFileName,
  lexiconShardName,
  lexiconPagesName,
  pageFileName,
  parseLexiconKey,
  rangeOf,
  shardUrl,
  termShardName,
  termShardsFor,
  type ArticleFile,
  type ReadingFile,
  type StemFile,
  type LexiconShard,
  type LexiconPages,
  type PageFile,
  type ShardedEntry,
  type TermShard,
} from "./shards/format";
import { matchPostings, pagesOf, weightOf, type Matched } from "./shards/match";
import { decodePages } from "./shards/postings";
import { shortestPrefix } from "./shards/prefix";
import { excerptOf, type FindOptions, type Found, type SearchStep } from "./client";
import { Kept } from "./kept";

/** The search client's files, as this module reads them. */
export interface ShardFiles {
  /** The files at `urls`, or a throw naming those still to load (`NotLoaded`) or failed (`SearchUnavailable`). */
  need<T>(lang: Lang, step: SearchStep, urls: readonly string[]): T[];
  /** How many files (and prepared pages, lexicons) to keep at most. */
  keep: number;
}

/**
 * Pages ranked on their text beyond the results asked for: those whose text may still lift them
 * above the last result (shards/match.ts `Candidate.most`), at most this many.
 */
const extraRanked = 10;
/** However many results are asked for (the results page asks for all), at most this many pages are ranked on their text. */
const mostRanked = 200;

export class ShardedSearch {
  private readonly prepared: Kept<string, PreparedDocument>;
  private readonly lexicons: Kept<string, Lexicon>;
  private lastMatch: { entry: ShardedEntry; query: Query; matched: Matched } | undefined;

  constructor(private readonly files: ShardFiles) {
    this.prepared = new Kept(files.keep);
    this.lexicons = new Kept(files.keep);
  }

  /** The assistant's stem files holding `terms` (retrieval terms; format.ts `stemBucket`). */
  stemFiles(entry: ShardedEntry, terms: Iterable<string>): StemFile[] {
    const count = entry.stems ?? 0;
    const urls = new Set([...terms].map((term) => shardUrl(entry, stemFileName(stemBucket(term, count)))));
    return this.files.need<StemFile>(entry.lang, "figures", [...urls]);
  }

  /** The term shards holding the words that start with each prefix (only the first for a prefix too short to range over). */
  prefixShards(entry: ShardedEntry, prefixes: Iterable<string>): TermShard[] {
    const shards = new Set<number>();
    for (const prefix of prefixes) {
      const range = termShardsFor(entry, prefix);
      for (const shard of prefix.length < shortestPrefix ? range.slice(0, 1) : range) shards.add(shard);
    }
    return this.files.need<TermShard>(
      entry.lang,
      "terms",
      [...shards].map((shard) => shardUrl(entry, termShardName(shard))),
    );
  }

  /** The files of `pages`, in their order. */
  pageFiles(entry: ShardedEntry, pages: readonly number[]): PageFile[] {
    return this.files.need<PageFile>(
      entry.lang,
      "pages",
      pages.map((page) => shardUrl(entry, pageFileName(page))),
    );
  }

  /** The assistant's article files of `pages` (format.ts), in the order of `pages`. */
  articleFiles(entry: ShardedEntry, pages: readonly number[]): ArticleFile[] {
    return this.files.need<ArticleFile>(
      entry.lang,
      "pages",
      pages.map((page) => shardUrl(entry, articleFileName(page))),
    );
  }

  /** The server's reading file of article page `page` (format.ts `ReadingFile`). */
  readingFile(entry: ShardedEntry, page: number): ReadingFile {
    return this.files.need<ReadingFile>(entry.lang, "pages", [shardUrl(entry, readingFileName(page))])[0]!;
  }

  /** The words of the lengths from `shortest` to `longest` that a misspelling of `word` may be corrected to. */
  lexiconNear(
    entry: ShardedEntry,
    word: string,
    shortest: number,
    longest: number,
    { articlesOnly = false } = {},
  ): Lexicon {
    return this.lexicon(this.lexiconShards(entry, word, shortest, longest), articlesOnly);
  }

  /** The results of `query` in a sharded language: its correction's when a word is misspelt and the correction finds something. */
  find(entry: ShardedEntry, query: Query, options: FindOptions): Found {
    const { lang } = entry;
    if (!options.exact) {
      const corrected = this.corrected(entry, query);
      if (corrected) {
        const results = this.rank(entry, corrected, options);
        if (results.length > 0) return { lang, results, corrected };
      }
    }
    return { lang, results: this.rank(entry, query, options) };
  }

  /** The term shards holding the words a query's terms (and their other forms) start with. */
  private termShards(entry: ShardedEntry, terms: readonly Term[]): TermShard[] {
    return this.prefixShards(
      entry,
      terms.flatMap((term) => [term.folded, ...(term.alternatives ?? [])]),
    );
  }

  /** Which pages hold `query`, from the postings of its words. */
  private matched(entry: ShardedEntry, query: Query): Matched {
    // A query is matched once: its corrections and its ranking read the same match.
    if (this.lastMatch?.entry === entry && this.lastMatch.query === query) return this.lastMatch.matched;
    const words = byWords(query);
    const matched = matchPostings(this.termShards(entry, words.terms), words, entry.pages);
    this.lastMatch = { entry, query, matched };
    return matched;
  }

  private rank(entry: ShardedEntry, query: Query, options: FindOptions): SearchResult[] {
    const matched = this.matched(entry, query);
    const limit = options.limit ?? resultLimit;
    const wanted = Math.min(limit, options.shown ?? limit, matched.candidates.length, mostRanked);
    if (wanted === 0) return [];
    // The pages the postings put first, and after them those whose text may still lift them as high.
    const floor = matched.candidates[wanted - 1]!.score;
    const ranked = matched.candidates
      .filter((candidate, at) => at < wanted || candidate.score + candidate.most >= floor)
      .slice(0, Math.min(mostRanked, wanted + extraRanked));
    // The first `wanted` results are those of the whole language; the rest would not be.
    const files = this.pageFiles(
      entry,
      ranked.map(({ page }) => page),
    );
    const documents = ranked
      .map(({ page }, at) => this.page(entry, files[at]!, page))
      .sort((a, b) => a.order - b.order);
    return search(indexOf(documents), query, {
      limit,
      ...excerptOf(options),
      corpus: corpusOf(query, matched),
    });
  }

  /** A page prepared for the engine, kept for the page's life. */
  private page(entry: ShardedEntry, file: PageFile, page: number): PreparedDocument {
    const key = `${entry.lang}:${page}`;
    let prepared = this.prepared.get(key);
    if (!prepared) {
      prepared = prepareDocument(file, page);
      this.prepared.set(key, prepared);
    }
    return prepared;
  }

  /**
   * The query with each word that no page holds corrected to a word of the lexicon beside the
   * query's other words, or `undefined` when no word needed or found a correction (engine/forgive.ts
   * `correctQuery`, by the same rules: a word held only inside longer words, or held apart from
   * the others when no page holds the whole query, is corrected when they confirm it).
   */
  private corrected(entry: ShardedEntry, query: Query): Query | undefined {
    const matched = this.matched(entry, query);
    const parts = partsOf(query);
    // How some page holds each term, and which pages: a term of several words, by all of them.
    const terms = query.terms.map((_, at) => {
      const held = matched.held.slice(parts[at], parts[at + 1]);
      const how: "word" | "inside" | undefined = held.includes(undefined)
        ? undefined
        : held.every((found) => found === "word")
          ? "word"
          : "inside";
      return {
        held: how,
        pages: common(matched.holding.slice(parts[at], parts[at + 1])),
      };
    });
    const corrections = new Map<string, string>();
    query.terms.forEach((term, at) => {
      const { held, pages } = terms[at]!;
      const others = terms.filter((other, which) => which !== at && other.held !== undefined);
      if (held !== undefined && others.length === 0) return;
      const beside = others.length === 0 ? undefined : common(others.map((other) => other.pages));
      if (held === "word" && (matched.candidates.length > 0 || [...pages].some((page) => beside?.has(page))))
        return;
      const correction = this.correction(entry, term.folded, beside, held);
      if (correction) corrections.set(term.folded, correction);
    });
    return withCorrections(query, corrections);
  }

  /**
   * A word no page holds, read as the help centre's own (engine/forgive.ts `correction`): the nearest word
   * by its letters (the lexicon shards of the lengths within reach), the words it runs together,
   * the word it sounds like (the shards of every length up to a little longer than it), the
   * initialism it spells out by its letters' names. Words are found side by side, here, when one
   * page holds them all: the postings do not say where in a page a word is. With `beside`, the
   * pages holding the query's other words, only a reading some of them hold; for a word some page
   * holds (`held`), the one the most of them hold (correct.ts `bestReading`).
   */
  private correction(
    entry: ShardedEntry,
    folded: string,
    beside: Set<number> | undefined,
    held: "inside" | "word" | undefined,
  ): string | undefined {
    // One or two letters: a word still being typed, found as a whole word only (shards/match.ts),
    // and too short to read as any other.
    if (folded.length < shortestPrefix) return undefined;
    // The pages of each word a reading may hold, from the shards that way read.
    const pagesOfWord = new Map<string, Set<number>>();
    const count = (words: readonly string[]) => {
      if (!beside) return 1;
      const sets = words.map((word) => pagesOfWord.get(word) ?? new Set<number>());
      return [...beside].filter((page) => sets.every((pages) => pages.has(page))).length;
    };
    const fits: Fits = beside ? (words) => count(words) > 0 : fitsAnywhere;
    // The lexicon shards read, which also say how their words are written.
    const read: { shard: LexiconShard }[] = [];
    // Beside other words, a reading is chosen by the pages holding it: the shards' page lists too.
    const withPages = beside !== undefined;
    const fromLexicon = (shards: readonly LexiconRead[]) => {
      read.push(...shards);
      return (words: readonly string[]) => {
        for (const word of words) pagesOfWord.set(word, lexiconPages(shards, word));
        return fits(words);
      };
    };
    const fromTerms = (words: readonly string[]) => {
      const shards = this.wordShards(entry, words);
      for (const word of words) pagesOfWord.set(word, pagesOf(shards, word));
      return fits(words);
    };
    const one = (word: string | undefined) => (word === undefined ? undefined : [word]);
    const byLetters = () => {
      const bound = allowedEdits(folded.length);
      if (bound === 0) return undefined;
      const near = this.lexiconShards(entry, folded, folded.length - bound, folded.length + bound, {
        withPages,
      });
      return one(correctWord(this.lexicon(near), folded, undefined, fromLexicon(near)));
    };
    // Run together: every piece of three letters or more it may hold is looked up as a word of
    // the vocabulary (the term shards, all at once), then the first split one page holds together.
    const runTogether = () => {
      const pieces = new Set<string>();
      for (let start = 0; start < folded.length; start++)
        for (let end = start + 3; end <= folded.length; end++) pieces.add(folded.slice(start, end));
      const pieceShards = this.wordShards(entry, [...pieces]);
      const known = new Map([...pieces].map((piece) => [piece, weightOf(pieceShards, piece)] as const));
      return splitJoined(
        { byLength: new Map(), weight: new Map([...known].filter(([, weight]) => weight > 0)) },
        folded,
        (words) => this.holdTogether(entry, words) && fromTerms(words),
      )?.split(" ");
    };
    const bySound = () => {
      const shards = this.lexiconShards(entry, folded, 1, folded.length + soundReach, { withPages });
      return one(correctBySound(this.lexicon(shards), folded, language.soundOf, fromLexicon(shards)));
    };
    const asInitialism = () => {
      const initialisms = spelledLetters(language.letterNames, folded);
      this.wordShards(entry, initialisms);
      return one(initialisms.find((letters) => this.holdTogether(entry, [letters]) && fromTerms([letters])));
    };
    const words = bestReading(
      [byLetters, runTogether, bySound, asInitialism],
      beside && held !== undefined ? { count, most: beside.size } : undefined,
    );
    return words
      ?.map((word) =>
        read.some(({ shard }) => shard.words.includes(word))
          ? spellingOf(read, word)
          : this.spelling(entry, word),
      )
      .join(" ");
  }

  /** The term shards that would hold these words (each only the one its range puts it in). */
  private wordShards(entry: ShardedEntry, words: readonly string[]): TermShard[] {
    const shards = new Set(words.map((word) => rangeOf(entry.terms, word)));
    return this.files.need<TermShard>(
      entry.lang,
      "terms",
      [...shards].map((shard) => shardUrl(entry, termShardName(shard))),
    );
  }

  /** How the pages write a word: the lexicon shard of its length and first letter says. */
  private spelling(entry: ShardedEntry, word: string): string {
    if (word.length < 3) return word;
    return spellingOf(this.lexiconShards(entry, word, word.length, word.length), word);
  }

  /** Whether one page holds every word (each as a word of its own). */
  private holdTogether(entry: ShardedEntry, words: readonly string[]): boolean {
    const shards = this.wordShards(entry, words);
    let pages: Set<number> | undefined;
    for (const word of words) {
      const holding = pagesOf(shards, word);
      pages = pages ? new Set([...pages].filter((page) => holding.has(page))) : holding;
      if (pages.size === 0) return false;
    }
    return true;
  }

  /**
   * The lexicon shards of the lengths from `shortest` to `longest`, and where a length is split by
   * first letter, the shards of the word's first two letters (a reader rarely misses the first,
   * and a swap moves the second there); `withPages`, each with its words' pages, loaded with it.
   */
  private lexiconShards(
    entry: ShardedEntry,
    word: string,
    shortest: number,
    longest: number,
    { withPages = false } = {},
  ): LexiconRead[] {
    const letters = new Set(word.slice(0, 2));
    const keys = entry.lexicon.filter((key) => {
      const { length, letter } = parseLexiconKey(key);
      return length >= shortest && length <= longest && (letter === undefined || letters.has(letter));
    });
    const urls = keys.map((key) => shardUrl(entry, lexiconShardName(key)));
    const pageUrls = withPages ? keys.map((key) => shardUrl(entry, lexiconPagesName(key))) : [];
    const files = this.files.need<LexiconShard | LexiconPages>(entry.lang, "lexicon", [...urls, ...pageUrls]);
    return urls.map((url, at) => ({
      url,
      shard: files[at] as LexiconShard,
      ...(withPages && { pages: files[urls.length + at] as LexiconPages }),
    }));
  }

  /** The words of `shards` as a lexicon; with `articlesOnly`, only the words some article uses. */
  private lexicon(shards: readonly LexiconRead[], articlesOnly = false): Lexicon {
    const key = `${articlesOnly ? "articles " : ""}${shards.map(({ url }) => url).join(" ")}`;
    let lexicon = this.lexicons.get(key);
    if (!lexicon) {
      lexicon = { byLength: new Map(), weight: new Map() };
      for (const { shard } of shards) {
        const elsewhere = new Set(articlesOnly ? shard.notInArticles : []);
        shard.words.forEach((word, at) => {
          if (elsewhere.has(at)) return;
          const bucket = lexicon!.byLength.get(word.length) ?? [];
          bucket.push(word);
          lexicon!.byLength.set(word.length, bucket);
          lexicon!.weight.set(word, shard.weights[at]!);
        });
      }
      this.lexicons.set(key, lexicon);
    }
    return lexicon;
  }
}

/** How much longer than a misspelt word the word it sounds like may be, in letters. */
const soundReach = 3;

/** A lexicon shard as read, and with it, when asked for, its words' pages. */
interface LexiconRead {
  url: string;
  shard: LexiconShard;
  pages?: LexiconPages;
}

/** The pages using `word`, from the lexicon shards holding it (read with their pages). */
function lexiconPages(shards: readonly LexiconRead[], word: string): Set<number> {
  for (const { shard, pages } of shards) {
    const at = shard.words.indexOf(word);
    if (at >= 0) return new Set(pages ? decodePages(pages[at]!) : []);
  }
  return new Set();
}

/** The pages in every one of `sets`. */
function common(sets: readonly Set<number>[]): Set<number> {
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((page) => rest.every((pages) => pages.has(page))));
}

/** How the pages write a folded word (lowercase, accents kept). */
function spellingOf(shards: readonly { shard: LexiconShard }[], word: string): string {
  for (const { shard } of shards) {
    const at = shard.words.indexOf(word);
    if (at >= 0) return shard.spellings[at] ?? word;
  }
  return word;
}

const separated = /[^\p{L}\p{N}]+/u;

/**
 * The query as the postings can look it up: a term of several words ("o que", "e-mail": a query
 * of small words only, or a word with a hyphen) becomes its words, each a term; the engine then
 * checks the whole on the pages' text.
 */
function byWords(query: Query): Query {
  if (!query.terms.some((term) => separated.test(term.folded))) return query;
  const terms = query.terms.flatMap((term): Term[] =>
    separated.test(term.folded)
      ? term.folded
          .split(separated)
          .filter(Boolean)
          .map((word) => ({ exact: word, folded: word }))
      : [term],
  );
  return { ...query, terms };
}

/** Where each term of `query` starts among the terms of `byWords(query)`, and where they end (last). */
function partsOf(query: Query): number[] {
  const starts = [0];
  for (const term of query.terms) {
    const parts = separated.test(term.folded) ? term.folded.split(separated).filter(Boolean).length : 1;
    starts.push(starts.at(-1)! + parts);
  }
  return starts;
}

/**
 * The whole language's figures for the engine, term by term of `query`. A term looked up as its
 * words (`byWords`) counts the pages holding all of them, and at most as many mentions as its
 * least mentioned word.
 */
function corpusOf(query: Query, matched: Matched): CorpusStats {
  if (byWords(query) === query) return matched.corpus;
  const parts = partsOf(query);
  const holders: number[] = [];
  const mostFrequent: number[] = [];
  query.terms.forEach((_, at) => {
    const [from, to] = [parts[at]!, parts[at + 1]!];
    const single = to - from === 1 && !separated.test(query.terms[at]!.folded);
    const [first, ...others] = matched.holding.slice(from, to);
    const all = [...(first ?? [])].filter((page) => others.every((pages) => pages.has(page)));
    holders.push(single ? matched.corpus.holders[from]! : all.length);
    mostFrequent.push(
      single ? matched.corpus.mostFrequent[from]! : Math.min(...matched.corpus.mostFrequent.slice(from, to)),
    );
  });
  return { pages: matched.corpus.pages, holders, mostFrequent };
}
