/**
 * The one way to search the help centre, for the search box, the results page, the assistant and
 * the server: a query in, the results of the language that has them out. It owns what the sharded
 * files (shards/format.ts) make necessary, so callers only ask and render:
 *
 * - **Loading**: a search runs synchronously over the files already in memory; when it needs one
 *   that is not, it stops with `NotLoaded` naming every file it needs at that step (all the term
 *   shards of the query's words at once, then all the page shards of the pages to rank), and
 *   `findLoading` loads them side by side and asks again. A caller with the files at hand (the
 *   server, the build's tests) never waits.
 * - **Ranking**: the term shards' postings say which pages hold every word and score them
 *   (shards/match.ts); the engine (engine.ts) ranks the first of them on their text, with the
 *   whole language's figures for how rare each word is, and cuts their excerpts.
 * - **Corrections**: a word no page holds is corrected to the nearest word of the lexicon shards
 *   of its length (correct.ts), and the corrected query is searched instead when it finds something.
 * - **Languages**: the page's language first; without an exact result there, its fallback
 *   languages in the table's order, each only when the one before found nothing. A query of one-
 *   or two-letter words (a word still being typed) stays in the page's language, uncorrected.
 */
import type { Lang } from "../content/types";
import { lookupOrder } from "../languages";
import { correctBySound, correctWord, splitJoined, type Lexicon } from "./correct";
import { language } from "../language";
import { spelledLetters } from "../language/sound";
import {
  indexOf,
  preparationLeft,
  prepareDocument,
  prepareIndex,
  resultLimit,
  search,
  searchForgiving,
  withCorrections,
  type CorpusStats,
  type PreparedDocument,
  type Query,
  type SearchIndex,
  type SearchOptions,
  type SearchResult,
  type Term,
} from "./engine";
import {
  askedShardName,
  figureShardName,
  isSharded,
  lexiconShardName,
  pageShardName,
  pageShardOf,
  parseLexiconKey,
  rangeOf,
  shardUrl,
  termShardName,
  termShardsFor,
  type AskedShard,
  type FigureShard,
  type LexiconShard,
  type PageShard,
  type SearchEntry,
  type ShardedEntry,
  type TermShard,
} from "./shards/format";
import { matchPostings, pagesOf, shortestPrefix, weightOf, type Matched } from "./shards/match";
import { allowedEdits } from "./correct";
import { Kept } from "./kept";

/** What a search step loads: the entry, the shards of its words, its pages, or a correction's words. */
export type SearchStep = "entry" | "terms" | "pages" | "lexicon" | "figures";

/** Files a search needs that are not in memory: load them and ask again. */
export class NotLoaded extends Error {
  override name = "NotLoaded";
  constructor(
    readonly urls: readonly string[],
    /** The language being searched: the page's, or a fallback being looked in. */
    readonly lang: Lang,
    readonly step: SearchStep,
  ) {
    super(`${urls.length} search file(s) of ${lang} not loaded`);
  }
}

/**
 * Runs every step over the files in memory, so that the files they all need are loaded side by
 * side in one round trip: throws one `NotLoaded` naming them all when any is missing.
 */
export function together<T extends readonly unknown[]>(...steps: { readonly [K in keyof T]: () => T[K] }): T {
  const missing: NotLoaded[] = [];
  const results = steps.map((step) => {
    try {
      return step();
    } catch (error) {
      if (!(error instanceof NotLoaded)) throw error;
      missing.push(error);
      return undefined;
    }
  });
  if (missing.length > 0)
    throw new NotLoaded(
      [...new Set(missing.flatMap(({ urls }) => urls))],
      missing[0]!.lang,
      missing[0]!.step,
    );
  return results as unknown as T;
}

/** A file the search needs failed to load for good. */
export class SearchUnavailable extends Error {
  override name = "SearchUnavailable";
  constructor(
    readonly lang: Lang,
    override readonly cause: unknown,
  ) {
    super(`The search of ${lang} could not load`);
  }
}

export interface FindOptions extends Pick<SearchOptions, "limit" | "excerptLength"> {
  /** The query as typed: no word is corrected. */
  exact?: boolean;
  /**
   * How many results the caller shows at once (the panel: its first screen). Over shards, only
   * the pages for those (and the few that may still rise as high) are fetched and ranked; without
   * it, as many as `limit`.
   */
  shown?: number;
  /** Look in the fallback languages when the page's has no exact match (true: the readers' search). */
  fallback?: boolean;
}

export interface Found {
  /** The language of `results`: the page's, or the fallback that had them. */
  lang: Lang;
  results: SearchResult[];
  /** The corrected query the results are for, when a word was misspelt. */
  corrected?: Query;
}

/**
 * Pages ranked on their text beyond the results asked for: those whose text may still lift them
 * above the last result (shards/match.ts `Candidate.most`), at most this many.
 */
const extraRanked = 10;
/** However many results are asked for (the results page asks for all), at most this many pages are ranked on their text. */
const mostRanked = 200;

type Loaded = TermShard | PageShard | AskedShard | LexiconShard | FigureShard | SearchEntry;

export class SearchClient {
  private readonly keep: number;
  private readonly files: Kept<string, Loaded>;
  private readonly failures = new Map<string, unknown>();
  private readonly prepared: Kept<string, PreparedDocument>;
  private readonly lexicons: Kept<string, Lexicon>;
  private readonly wholes = new Map<Lang, SearchIndex>();
  private lastMatch: { entry: ShardedEntry; query: Query; matched: Matched } | undefined;

  constructor(
    /** The URL of a language's entry file. */
    private readonly entryUrl: (lang: Lang) => string,
    /** Loads and parses one file (with the caller's retries), rejecting once it gives up. */
    private readonly loadFile: (url: string) => Promise<unknown>,
    /**
     * Runs what preparing a whole index left to do (each page's words, the lexicon) when it suits
     * the caller: in the browser while it is idle, so a keystroke never waits behind it. Without
     * it, a query that needs them does them.
     */
    private readonly prepareLater?: (steps: (() => void)[]) => void,
    /**
     * How many files (and as many prepared pages) to keep at most, the least recently used
     * forgotten first: for a server, which lives long. It must exceed what one search needs.
     */
    keep = Infinity,
  ) {
    this.keep = keep;
    this.files = new Kept(keep);
    this.prepared = new Kept(keep);
    this.lexicons = new Kept(keep);
  }

  /**
   * The results of `query` on a page in `lang`, from the files in memory; throws `NotLoaded`
   * naming the files to load first, or `SearchUnavailable` when the page's language cannot load
   * (a fallback language that cannot load is passed over, as one with nothing).
   */
  find(query: Query, lang: Lang, options: FindOptions = {}): Found {
    const own = this.inLanguage(lang, query, options);
    if ((own.results.length > 0 && !own.corrected) || options.fallback === false || stillTyping(query))
      return own;
    const fallbacks = lookupOrder(lang).slice(1);
    for (const [at, other] of fallbacks.entries()) {
      let found: Found;
      try {
        found = this.inLanguage(other, query, options);
      } catch (error) {
        if (!(error instanceof SearchUnavailable)) throw error;
        found = { lang: other, results: [] };
      }
      if (found.results.length === 0 && at + 1 < fallbacks.length) continue;
      const otherExact = found.results.length > 0 && !found.corrected;
      return otherExact || own.results.length === 0 ? found : own;
    }
    return own;
  }

  /**
   * `find`, loading what it needs on the way; `onWait(lang)` is told which language it waits for
   * each time it has to load (the page's, or a fallback's: "Looking in English…").
   */
  findLoading(
    query: Query,
    lang: Lang,
    options: FindOptions = {},
    onWait?: (lang: Lang) => void,
  ): Promise<Found> {
    return this.loading(() => this.find(query, lang, options), onWait);
  }

  /**
   * Runs `attempt` over the files in memory, loading those it stops for (`NotLoaded`) and running
   * it again, for any reader of the search's files (search, the assistant's corpora).
   */
  async loading<T>(attempt: () => T, onWait?: (lang: Lang) => void): Promise<T> {
    for (;;) {
      try {
        return attempt();
      } catch (error) {
        if (!(error instanceof NotLoaded)) throw error;
        onWait?.(error.lang);
        await this.load(error.urls);
      }
    }
  }

  /** Loads files side by side into memory; a file that fails is remembered as failed (see `retry`). */
  async load(urls: readonly string[]): Promise<void> {
    await Promise.all(
      urls.map(async (url) => {
        if (this.files.has(url) || this.failures.has(url)) return;
        try {
          this.files.set(url, (await this.loadFile(url)) as Loaded);
        } catch (error) {
          this.failures.set(url, error);
        }
      }),
    );
  }

  /** Forgets the files that failed, so the next search loads them again (the reader's "Try again"). */
  retry(): void {
    this.failures.clear();
  }

  /** Starts loading a language's entry before the reader has typed, and preparing it when it is the whole index. */
  async prefetch(lang: Lang): Promise<void> {
    await this.load([this.entryUrl(lang)]);
    const entry = this.files.get(this.entryUrl(lang)) as SearchEntry | undefined;
    if (entry && !isSharded(entry)) this.whole(lang, entry);
  }

  /** The files at `urls`, or a throw naming those still to load. */
  private need<T extends Loaded>(lang: Lang, step: SearchStep, urls: readonly string[]): T[] {
    const failed = urls.find((url) => this.failures.has(url));
    if (failed) throw new SearchUnavailable(lang, this.failures.get(failed));
    // Loading them would forget some before they are read, and the search would never end.
    if (urls.length > this.keep)
      throw new Error(`A search needs ${urls.length} files, more than the ${this.keep} kept`);
    const missing = urls.filter((url) => !this.files.has(url));
    if (missing.length > 0) throw new NotLoaded(missing, lang, step);
    return urls.map((url) => this.files.get(url) as T);
  }

  /** A language's entry: its whole documents, or the entry naming its shards. */
  entry(lang: Lang): SearchEntry {
    return this.need<SearchEntry>(lang, "entry", [this.entryUrl(lang)])[0]!;
  }

  /** The figure shards of the ranges `terms` fall in (retrieval terms: the assistant's). */
  figureShards(entry: ShardedEntry, terms: Iterable<string>): FigureShard[] {
    const urls = new Set<string>();
    for (const term of terms) urls.add(shardUrl(entry, figureShardName(rangeOf(entry.terms, term))));
    return this.need<FigureShard>(entry.lang, "figures", [...urls]);
  }

  /** The term shards holding the words that start with each prefix (only the first for a prefix too short to range over). */
  prefixShards(entry: ShardedEntry, prefixes: Iterable<string>): TermShard[] {
    const shards = new Set<number>();
    for (const prefix of prefixes) {
      const range = termShardsFor(entry, prefix);
      for (const shard of prefix.length < shortestPrefix ? range.slice(0, 1) : range) shards.add(shard);
    }
    return this.need<TermShard>(
      entry.lang,
      "terms",
      [...shards].map((shard) => shardUrl(entry, termShardName(shard))),
    );
  }

  /** The page shards holding `pages`. */
  pageShards(entry: ShardedEntry, pages: Iterable<number>): PageShard[] {
    return this.byPage<PageShard>(entry, pages, pageShardName);
  }

  /** The asked shards beside the page shards holding `pages` (format.ts), in the same order. */
  askedShards(entry: ShardedEntry, pages: Iterable<number>): AskedShard[] {
    return this.byPage<AskedShard>(entry, pages, askedShardName);
  }

  /** The shards of one kind numbered as the page shards, for the page shards holding `pages`. */
  private byPage<T extends Loaded>(
    entry: ShardedEntry,
    pages: Iterable<number>,
    name: (shard: number) => string,
  ): T[] {
    const shards = new Set([...pages].map((page) => pageShardOf(entry, page)));
    return this.need<T>(
      entry.lang,
      "pages",
      [...shards].map((shard) => shardUrl(entry, name(shard))),
    );
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

  /** A whole language's index, prepared once. */
  private whole(lang: Lang, entry: Exclude<SearchEntry, ShardedEntry>): SearchIndex {
    let index = this.wholes.get(lang);
    if (!index) {
      index = prepareIndex(entry.documents);
      this.wholes.set(lang, index);
      this.prepareLater?.(preparationLeft(index));
    }
    return index;
  }

  private inLanguage(lang: Lang, query: Query, options: FindOptions): Found {
    const entry = this.entry(lang);
    if (!isSharded(entry)) {
      const index = this.whole(lang, entry);
      const engineOptions = { limit: options.limit ?? resultLimit, ...excerptOf(options) };
      return options.exact
        ? { lang, results: search(index, query, engineOptions) }
        : { lang, ...searchForgiving(index, query, engineOptions) };
    }
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
    const pageShards = this.pageShards(
      entry,
      ranked.map(({ page }) => page),
    );
    const documents = ranked
      .map(({ page }) => this.page(entry, pageShards, page))
      .sort((a, b) => a.order - b.order);
    return search(indexOf(documents), query, {
      limit,
      ...excerptOf(options),
      corpus: corpusOf(query, matched),
    });
  }

  /** A page prepared for the engine, kept for the page's life. */
  private page(entry: ShardedEntry, shards: readonly PageShard[], page: number): PreparedDocument {
    const key = `${entry.lang}:${page}`;
    let prepared = this.prepared.get(key);
    if (!prepared) {
      const shard = shards.find(({ first, pages }) => page >= first && page < first + pages.length)!;
      prepared = prepareDocument(shard.pages[page - shard.first]!, page);
      this.prepared.set(key, prepared);
    }
    return prepared;
  }

  /**
   * The query with each word that no page holds corrected to a word of the lexicon, or
   * `undefined` when no word needed or found a correction (engine/forgive.ts `correctQuery`).
   */
  private corrected(entry: ShardedEntry, query: Query): Query | undefined {
    const { held } = this.matched(entry, query);
    const parts = partsOf(query);
    const corrections = new Map<string, string>();
    query.terms.forEach((term, at) => {
      if (held.slice(parts[at], parts[at + 1]).every(Boolean)) return;
      const correction = this.correction(entry, term.folded);
      if (correction) corrections.set(term.folded, correction);
    });
    return withCorrections(query, corrections);
  }

  /**
   * A word no page holds, read as the help centre's own (engine/forgive.ts `correction`): the nearest word
   * by its letters (the lexicon shards of the lengths within reach), the words it runs together,
   * the word it sounds like (the shards of every length up to a little longer than it), the
   * initialism it spells out by its letters' names. Words are found side by side, here, when one
   * page holds them all: the postings do not say where in a page a word is.
   */
  private correction(entry: ShardedEntry, folded: string): string | undefined {
    // One or two letters: a word still being typed, found as a whole word only (shards/match.ts),
    // and too short to read as any other.
    if (folded.length < shortestPrefix) return undefined;
    const bound = allowedEdits(folded.length);
    if (bound > 0) {
      const near = this.lexiconShards(entry, folded, folded.length - bound, folded.length + bound);
      const word = correctWord(this.lexicon(near), folded);
      if (word) return spellingOf(near, word);
    }
    // Run together: every piece of three letters or more it may hold is looked up as a word of
    // the vocabulary (the term shards, all at once), then the first split one page holds together.
    const pieces = new Set<string>();
    for (let start = 0; start < folded.length; start++)
      for (let end = start + 3; end <= folded.length; end++) pieces.add(folded.slice(start, end));
    const pieceShards = this.wordShards(entry, [...pieces]);
    const known = new Map([...pieces].map((piece) => [piece, weightOf(pieceShards, piece)] as const));
    const split = splitJoined(
      { byLength: new Map(), weight: new Map([...known].filter(([, weight]) => weight > 0)) },
      folded,
      (words) => this.holdTogether(entry, words),
    );
    if (split)
      return split
        .split(" ")
        .map((piece) => this.spelling(entry, piece))
        .join(" ");
    const shards = this.lexiconShards(entry, folded, 1, folded.length + soundReach);
    const lexicon = this.lexicon(shards);
    const alike = correctBySound(lexicon, folded, language.soundOf);
    if (alike) return spellingOf(shards, alike);
    const initialisms = spelledLetters(language.letterNames, folded);
    this.wordShards(entry, initialisms);
    return initialisms.find((letters) => this.holdTogether(entry, [letters]));
  }

  /** The term shards that would hold these words (each only the one its range puts it in). */
  private wordShards(entry: ShardedEntry, words: readonly string[]): TermShard[] {
    const shards = new Set(words.map((word) => rangeOf(entry.terms, word)));
    return this.need<TermShard>(
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
   * and a swap moves the second there).
   */
  private lexiconShards(
    entry: ShardedEntry,
    word: string,
    shortest: number,
    longest: number,
  ): { url: string; shard: LexiconShard }[] {
    const letters = new Set(word.slice(0, 2));
    const urls = entry.lexicon
      .filter((key) => {
        const { length, letter } = parseLexiconKey(key);
        return length >= shortest && length <= longest && (letter === undefined || letters.has(letter));
      })
      .map((key) => shardUrl(entry, lexiconShardName(key)));
    return this.need<LexiconShard>(entry.lang, "lexicon", urls).map((shard, at) => ({
      url: urls[at]!,
      shard,
    }));
  }

  /** The words of `shards` as a lexicon; with `articlesOnly`, only the words some article uses. */
  private lexicon(shards: readonly { url: string; shard: LexiconShard }[], articlesOnly = false): Lexicon {
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

/**
 * A query of words of one or two letters only: most often the start of a word still being typed.
 * It is looked for in the page's language only, since another language's whole word "to" or "en"
 * is rarely what the reader is typing, and would cost that language's files at every first key.
 */
const stillTyping = (query: Query) => query.terms.every((term) => term.folded.length < shortestPrefix);

/** How much longer than a misspelt word the word it sounds like may be, in letters. */
const soundReach = 3;

const excerptOf = ({ excerptLength }: FindOptions) => (excerptLength ? { excerptLength } : {});

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
