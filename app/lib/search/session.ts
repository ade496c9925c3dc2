/**
 * One reader's search on a page, as the search panel and the results page show it: the query in,
 * what to show out. It asks the page's search client (client.ts), which owns the loading, the
 * corrections and the language fallback, and while the client waits for files, loads them and asks
 * again. The panel (plain DOM) and the results page (a React hook, use-search-results.ts) read the
 * same session, so both behave alike.
 *
 * While the files of a new query load, the last results stay on screen; before the first arrive,
 * `own` says the search is loading, retrying or failed (`retry` tries again; so does the network or
 * the tab coming back). A query's pages are fetched only once the keys pause (`pagesAfter`).
 */
import type { Lang } from "~/lib/i18n";
import { dataCache } from "~/lib/data-cache";
import { onComeBack } from "~/lib/retry-policy";
import { firstFallback } from "~/lib/urls";
import { NotLoaded, SearchUnavailable, type FindOptions, type Found } from "./client";
import { parseQuery, type Query, type SearchResult } from "./engine";
import { searchClient, searchFile } from "./load-index";

/** How long the keys must pause before a query's pages are fetched (ms): about the gap between two typed keys. */
export const pagesAfter = 120;

const nothingToStop = () => undefined;

/** No results, always the same array, so an unchanged view is the same object. */
const none: SearchResult[] = [];

type Attempt = { found: Found } | { waiting: NotLoaded } | { failed: SearchUnavailable } | { blank: true };

/** What a search shows at a moment. */
export interface SearchView {
  /** The query as read; undefined for a blank one. */
  parsed: Query | undefined;
  own: {
    /** The page's language has answered (or a new query's files are on their way after it did). */
    data: boolean;
    isError: boolean;
    /** The most failed attempts among the files being waited for ("retrying…" once one has failed). */
    failureCount: number;
  };
  /** The page language's results; `otherResults` a fallback language's (`other`): one of the two is empty. */
  results: SearchResult[];
  other: Lang;
  otherResults: SearchResult[];
  /** A fallback language's files are on their way: neither "no results" nor a correction is said yet. */
  otherPending: boolean;
  corrected: Query | undefined;
  /** The query (as read) the shown results are for: the one typed, or the one before while its files load. */
  resultsFor: string | undefined;
}

export class SearchSession {
  private query: Query | undefined;
  private options: FindOptions = {};
  private optionsKey = "";
  private attempt: Attempt = { blank: true };
  private last: { found: Found; query: string } | undefined;
  private current: SearchView;
  private readonly listeners = new Set<() => void>();
  /** Stops what the current attempt started: its timer, its load, its file watching, its come-back retry. */
  private stopAttempt: () => void = nothingToStop;

  constructor(private readonly lang: Lang) {
    this.current = this.make();
  }

  /** Searches `text` with `options` (nothing happens when both are what the session already searched). */
  search(text: string, options: FindOptions = {}): void {
    const parsed = parseQuery(text);
    const { limit, excerptLength, exact, shown, fallback } = options;
    const optionsKey = [limit, excerptLength, exact, shown, fallback].join();
    if (parsed?.text === this.query?.text && optionsKey === this.optionsKey) return;
    this.query = parsed;
    this.options = options;
    this.optionsKey = optionsKey;
    this.ask();
  }

  /** Tries the files that failed again (the reader's "Try again"). */
  readonly retry = (): void => {
    searchClient.retry();
    this.ask();
  };

  /** What to show now: the same object until something changes. */
  readonly view = (): SearchView => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Stops every load and timer the session started (its box or page is gone). */
  dispose(): void {
    this.stopAttempt();
    this.stopAttempt = nothingToStop;
  }

  /** Asks the client again (the query changed, files arrived, or the reader retries). */
  private ask(): void {
    this.stopAttempt();
    this.attempt = this.find();
    if ("found" in this.attempt && this.query)
      this.last = { found: this.attempt.found, query: this.query.text };
    this.stopAttempt = this.follow(this.attempt);
    this.changed();
  }

  private find(): Attempt {
    if (!this.query) return { blank: true };
    try {
      return { found: searchClient.find(this.query, this.lang, this.options) };
    } catch (error) {
      if (error instanceof NotLoaded) return { waiting: error };
      if (error instanceof SearchUnavailable) return { failed: error };
      throw error;
    }
  }

  /** Starts what `attempt` needs next; returns how to stop it. */
  private follow(attempt: Attempt): () => void {
    if ("failed" in attempt) return onComeBack(this.retry);
    if (!("waiting" in attempt)) return nothingToStop;
    const { urls, step } = attempt.waiting;
    let live = true;
    const load = () =>
      void searchClient.load(urls).then(() => {
        if (live) this.ask();
      });
    // A query's pages are its own: while the reader is still typing, the next key asks for others,
    // so they are fetched once the keys pause. The shards of its words serve the next keys too.
    const timer = step === "pages" ? setTimeout(load, pagesAfter) : (load(), undefined);
    const watching = urls.map((url) => dataCache.subscribe(searchFile(url), () => this.changed()));
    return () => {
      live = false;
      clearTimeout(timer);
      for (const stop of watching) stop();
    };
  }

  private changed(): void {
    const next = this.make();
    if (sameView(next, this.current)) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  private make(): SearchView {
    const { attempt, last, lang } = this;
    const waiting = "waiting" in attempt ? attempt.waiting : undefined;
    const found = "found" in attempt ? attempt.found : undefined;
    const failed = "failed" in attempt;
    const lookingElsewhere = waiting !== undefined && waiting.lang !== lang;
    const shown = found ?? (lookingElsewhere ? undefined : last?.found);
    const failureCount = Math.max(
      0,
      ...(waiting?.urls ?? []).map((url) => dataCache.state(searchFile(url).key).failureCount),
    );
    return {
      parsed: this.query,
      own: {
        // The page's language has answered before (a new query's files are on their way), unless
        // the search has since failed: then the reader is told, not shown results of another query.
        data: Boolean(found) || lookingElsewhere || (Boolean(last) && !failed),
        isError: failed,
        failureCount,
      },
      results: shown?.lang === lang ? shown.results : none,
      other: lookingElsewhere
        ? waiting.lang
        : shown && shown.lang !== lang
          ? shown.lang
          : firstFallback(lang),
      otherResults: shown && shown.lang !== lang ? shown.results : none,
      otherPending: lookingElsewhere,
      corrected: shown?.corrected,
      resultsFor: found ? this.query?.text : lookingElsewhere ? undefined : last?.query,
    };
  }
}

/** Two views that show the same thing (a failure count or an attempt that changed nothing on screen). */
function sameView(a: SearchView, b: SearchView): boolean {
  return (
    a.parsed === b.parsed &&
    a.own.data === b.own.data &&
    a.own.isError === b.own.isError &&
    a.own.failureCount === b.own.failureCount &&
    a.results === b.results &&
    a.other === b.other &&
    a.otherResults === b.otherResults &&
    a.otherPending === b.otherPending &&
    a.corrected === b.corrected &&
    a.resultsFor === b.resultsFor
  );
}
