/**
 * The one way to search the help centre, for the search box, the results page, the assistant and
 * the server: a query in, the results of the language that has them out. It owns what the sharded
 * files (shards/format.ts) make necessary, so callers only ask and render:
 *
 * - **Loading**: a search runs synchronously over the files already in memory; when it needs one
 *   that is not, it stops with `NotLoaded` naming every file it needs at that step (all the term
 *   shards of the query's words at once, then all the page files of the pages to rank), and
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
import { languages, lookupOrder } from "../languages";
import type { Lexicon } from "./correct";
import {
  preparationLeft,
  prepareIndex,
  resultLimit,
  search,
  searchForgiving,
  type Query,
  type SearchIndex,
  type SearchOptions,
  type SearchResult,
} from "./engine";
import type {
  ArticleFile,
  ReadingFile,
  StemFile,
  LexiconShard,
  LexiconPages,
  PageFile,
  SearchEntry,
  ShardedEntry,
  TermShard,
} from "./shards/format";
import { shortestPrefix } from "./shards/prefix";
import { Kept } from "./kept";
import type { ShardedSearch } from "./sharded";

/**
 * Whether a language's entry names shards (format.ts `isSharded`, the same test): asked here without
 * the shard format's code, which a language searched whole never loads.
 */
const isSharded = (entry: SearchEntry): entry is ShardedEntry => "terms" in entry;

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

type Loaded =
  TermShard | PageFile | ArticleFile | ReadingFile | LexiconShard | LexiconPages | StemFile | SearchEntry;

export class SearchClient {
  private readonly keep: number;
  private readonly files: Kept<string, Loaded>;
  private readonly failures = new Map<string, unknown>();
  /** The files being loaded, each until it is in memory or has failed. */
  private readonly pending = new Map<string, Promise<void>>();
  private readonly wholes = new Map<Lang, SearchIndex>();
  /** The code that searches a sharded language, once a sharded entry has been loaded. */
  private shardedSearch: ShardedSearch | undefined;

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

  /**
   * Loads files side by side into memory; a file that fails is remembered as failed (see `retry`).
   * A sharded language's entry brings the code that searches it (sharded.ts) with it.
   */
  async load(urls: readonly string[]): Promise<void> {
    await Promise.all(
      urls.map((url) => {
        if (this.files.has(url) || this.failures.has(url)) return Promise.resolve();
        // A file another search is already loading is waited for, not read again.
        let pending = this.pending.get(url);
        if (!pending) {
          pending = this.read(url).finally(() => this.pending.delete(url));
          this.pending.set(url, pending);
        }
        return pending;
      }),
    );
    const sharded = urls.find((url) => {
      const file = this.files.get(url);
      const isEntry = languages.some((lang) => this.entryUrl(lang) === url);
      return isEntry && file !== undefined && isSharded(file as SearchEntry);
    });
    if (sharded && !this.shardedSearch) await this.loadShardedSearch(sharded);
  }

  /** Reads one file into memory, or remembers that it failed. */
  private async read(url: string): Promise<void> {
    try {
      this.files.set(url, (await this.loadFile(url)) as Loaded);
    } catch (error) {
      this.failures.set(url, error);
    }
  }

  /** The sharded search's code; when it cannot load, the entry that asked for it counts as failed (see `retry`). */
  private async loadShardedSearch(entryUrl: string): Promise<void> {
    try {
      const { ShardedSearch } = await import("./sharded");
      this.shardedSearch ??= new ShardedSearch({
        need: (lang, step, urls) => this.need(lang, step, urls),
        keep: this.keep,
      });
    } catch (error) {
      this.failures.set(entryUrl, error);
    }
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
  private need<T>(lang: Lang, step: SearchStep, urls: readonly string[]): T[] {
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

  /** The assistant's stem files holding `terms` (retrieval terms; format.ts `stemBucket`). */
  stemFiles(entry: ShardedEntry, terms: Iterable<string>): StemFile[] {
    return this.sharded(entry).stemFiles(entry, terms);
  }

  /** The term shards holding the words that start with each prefix (only the first for a prefix too short to range over). */
  prefixShards(entry: ShardedEntry, prefixes: Iterable<string>): TermShard[] {
    return this.sharded(entry).prefixShards(entry, prefixes);
  }

  /** The files of `pages` (each its search document), in their order. */
  pageFiles(entry: ShardedEntry, pages: readonly number[]): PageFile[] {
    return this.sharded(entry).pageFiles(entry, pages);
  }

  /** The assistant's article files of `pages` (format.ts), in the order of `pages`. */
  articleFiles(entry: ShardedEntry, pages: readonly number[]): ArticleFile[] {
    return this.sharded(entry).articleFiles(entry, pages);
  }

  /** The server's reading file of article page `page` (format.ts `ReadingFile`). */
  readingFile(entry: ShardedEntry, page: number): ReadingFile {
    return this.sharded(entry).readingFile(entry, page);
  }

  /** The words of the lengths from `shortest` to `longest` that a misspelling of `word` may be corrected to. */
  lexiconNear(
    entry: ShardedEntry,
    word: string,
    shortest: number,
    longest: number,
    options: { articlesOnly?: boolean } = {},
  ): Lexicon {
    return this.sharded(entry).lexiconNear(entry, word, shortest, longest, options);
  }

  /**
   * The code that searches a sharded language (sharded.ts), or a throw naming the entry: loading
   * it (`load`) brings the code, which a whole-index language never needs.
   */
  private sharded(entry: ShardedEntry): ShardedSearch {
    if (this.shardedSearch) return this.shardedSearch;
    throw new NotLoaded([this.entryUrl(entry.lang)], entry.lang, "entry");
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
    return this.sharded(entry).find(entry, query, options);
  }
}

/**
 * A query of words of one or two letters only: most often the start of a word still being typed.
 * It is looked for in the page's language only, since another language's whole word "to" or "en"
 * is rarely what the reader is typing, and would cost that language's files at every first key.
 */
const stillTyping = (query: Query) => query.terms.every((term) => term.folded.length < shortestPrefix);

export const excerptOf = ({ excerptLength }: FindOptions) => (excerptLength ? { excerptLength } : {});
