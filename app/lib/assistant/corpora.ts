/**
 * The corpora an answer reads, through the search's one client (search/client.ts), so the
 * assistant reads the same files as search:
 *
 * - A language searched **whole** (one file of documents) is one corpus of all its articles, with
 *   the readers' questions file beside it, built once.
 * - A **sharded** language is never read whole. A question's corpus holds only the articles it may
 *   be about, scored with the whole language's figures (figures.ts) so that they rank as in the
 *   whole corpus: the stem files of the question's terms say how rare each is, which pages' stored
 *   questions use it and which pages count it most, which put the question's likeliest articles
 *   first; a word no article uses is corrected over the lexicon shards of its length; and the
 *   article files of the first few bring their text and stored questions.
 */
import type { Lang } from "../content/types";
import { language } from "../language";
import type { Reading } from "../language/read";
import { SearchUnavailable, together, type SearchClient } from "../search/client";
import { Kept } from "../search/kept";
import { allowedEdits, correctWord, strictCorrectionRules, type Lexicon } from "../search/correct";
import {
  isSharded,
  type ArticleFile,
  type ReadingFile,
  type ShardedEntry,
  type StemFile,
} from "../search/shards/format";
import { forEachPosting } from "../search/shards/postings";
import { lowerBound } from "../search/sorted";
import type { SearchDocument, SearchIndexFile } from "../search/types";
import type { Corpora } from "./answer";
import { levels } from "./figures";
import type { QuestionsFile } from "./questions-file";
import { buildCorpus, expandQuery, type Corpus, type LevelFigures, type WeightedTerm } from "./retrieval";
import { answering } from "./tuning";

const tuning = answering.retrieval;

/** Sharded corpora kept, the last questions' (a reader's follow-up and the "not helpful" list reuse them). */
const keptQuestions = 8;

export class AssistantCorpora {
  private readonly wholes = new Map<Lang, Promise<Corpus>>();
  private readonly byQuestion = new Kept<string, Promise<Corpora>>(keptQuestions);

  constructor(
    private readonly client: SearchClient,
    /** A whole language's readers' questions file; the assistant answers without it when it fails. */
    private readonly questionsFile: (lang: Lang) => Promise<QuestionsFile | undefined>,
    /**
     * Whether a sharded language's articles are read from their reading files (format.ts
     * `ReadingFile`) rather than from their text: the server's choice, for which the files are
     * a read from disk; a browser has the text and would fetch as much again.
     */
    private readonly options: Pick<QuestionCorporaOptions, "readings"> = {},
  ) {}

  /**
   * The corpora of `langs` for answering `question`; rejects when a language's files cannot load
   * (files that failed for an earlier question are tried again).
   */
  async for(question: string, langs: readonly Lang[]): Promise<Corpora> {
    this.client.retry();
    const entries = await Promise.all(
      langs.map((lang) => this.client.loading(() => this.client.entry(lang))),
    );
    const sharded = langs.filter((_, at) => isSharded(entries[at]!));
    const [wholes, byShards] = await Promise.all([
      Promise.all(
        langs.map(async (lang, at) => {
          const entry = entries[at]!;
          return isSharded(entry) ? [] : [[lang, await this.whole(lang, entry)] as const];
        }),
      ),
      sharded.length > 0 ? this.sharded(question, sharded) : {},
    ]);
    return { ...Object.fromEntries(wholes.flat()), ...byShards };
  }

  /** The corpus of `lang` for `question`. */
  async corpus(question: string, lang: Lang): Promise<Corpus> {
    return (await this.for(question, [lang]))[lang]!;
  }

  /**
   * Starts loading what any question in `lang` reads, once the assistant is open: the whole
   * corpus, or a sharded language's entry.
   */
  prefetch(lang: Lang): void {
    this.client
      .loading(() => this.client.entry(lang))
      .then((entry) => (isSharded(entry) ? undefined : this.whole(lang, entry)))
      .catch(() => undefined);
  }

  private sharded(question: string, langs: readonly Lang[]): Promise<Corpora> {
    const key = `${langs.join(" ")}\n${question}`;
    let corpora = this.byQuestion.get(key);
    if (!corpora) {
      const prepared = new Map<Lang, Prepared>();
      corpora = this.client.loading(() =>
        questionCorpora(this.client, question, langs, { ...this.options, prepared }),
      );
      this.byQuestion.set(key, corpora);
      corpora.catch(() => this.byQuestion.delete(key));
    }
    return corpora;
  }

  /** A whole language's corpus, built once. */
  private whole(lang: Lang, entry: SearchIndexFile): Promise<Corpus> {
    let whole = this.wholes.get(lang);
    if (!whole) {
      whole = this.questionsFile(lang)
        .catch(() => undefined)
        .then((questions) => buildCorpus(entry.documents, questions?.articles));
      this.wholes.set(lang, whole);
    }
    return whole;
  }
}

/** A term's figures: its document frequency at each level, the pages whose stored questions use it, and those counting it most. */
interface TermFigures {
  frequencies: number[];
  asked: number[];
  pages: string;
}

function figuresOf(files: readonly StemFile[], terms: Iterable<string>): Map<string, TermFigures> {
  const found = new Map<string, TermFigures>();
  for (const term of terms)
    for (const file of files) {
      const at = lowerBound(file.terms, term);
      if (file.terms[at] === term)
        found.set(term, {
          frequencies: file.frequencies[at]!,
          asked: file.asked[at]!,
          pages: file.pages[at]!,
        });
    }
  return found;
}

/** Every term a word may be read as: its own and those of its idea. */
const readingsOf = (word: string) => language.relatedTerms(language.term(word));

const asksAbout = (word: string) => word.length >= 2 && !language.stopWords.has(word);

/** A question read against a sharded language: its reading, its terms' figures and its likeliest pages. */
export interface Prepared {
  entry: ShardedEntry;
  figures: Map<string, TermFigures>;
  lexicon: Lexicon;
  pages: number[];
}

/** The entry of a language searched by shards, from memory. */
function shardedEntry(client: SearchClient, lang: Lang): ShardedEntry {
  const entry = client.entry(lang);
  if (!isSharded(entry) || !entry.levels || !entry.stems)
    throw new Error(`The search files of ${lang} are not sharded with the assistant's figures`);
  return entry;
}

export interface QuestionCorporaOptions {
  /** Read each article from its reading file (the server's choice: `AssistantCorpora`). */
  readings?: boolean;
  /**
   * The question as read against each language so far, kept from one attempt to the next: each
   * round trip for files (`loading`) runs the attempt again, and a question read against a
   * language needs no second reading once its figures and likeliest pages are known.
   */
  prepared?: Map<Lang, Prepared>;
}

/**
 * The corpora of sharded languages `langs` for `question`, from the files in memory; throws
 * `NotLoaded` naming those to load first (search/client.ts `loading`). Each holds the articles
 * any of the languages puts among the question's likeliest, so that a section found through
 * one language's words is there in the other's too (answer.ts ranks in both).
 */
export function questionCorpora(
  client: SearchClient,
  question: string,
  langs: readonly Lang[],
  { readings = false, prepared: done = new Map() }: QuestionCorporaOptions = {},
): Corpora {
  const entries = together(...langs.map((lang) => () => shardedEntry(client, lang)));
  const prepared = together(
    ...entries.map((entry) => () => {
      let each = done.get(entry.lang);
      if (!each) {
        each = prepare(
          client,
          entry,
          entries.filter((other) => other !== entry),
          question,
        );
        done.set(entry.lang, each);
      }
      return each;
    }),
  );
  const pages = [...new Set(prepared.flatMap((each) => each.pages))];
  // A page number another language has and this one has not is passed over.
  const pagesOf = (entry: ShardedEntry) => pages.filter((page) => page < entry.pages);
  // Every language's article files first, side by side (their reading files with them): no corpus
  // is built before they are all in memory, so none is built again after a round trip for another's.
  const [files, read] = together(
    () =>
      together(
        ...prepared.map(
          ({ entry }) =>
            () =>
              client.articleFiles(entry, pagesOf(entry)),
        ),
      ),
    () =>
      readings
        ? together(
            ...prepared.map(
              ({ entry }) =>
                () =>
                  readingFiles(client, entry, pagesOf(entry)),
            ),
          )
        : undefined,
  );
  return Object.fromEntries(langs.map((lang, at) => [lang, corpusOf(prepared[at]!, files[at]!, read?.[at])]));
}

/**
 * The reading files of article pages `pages`, in their order; undefined for one that cannot load,
 * whose article is then read from its text, as a browser reads it. Those still to load are named
 * together (`NotLoaded`).
 */
function readingFiles(
  client: SearchClient,
  entry: ShardedEntry,
  pages: readonly number[],
): (ReadingFile | undefined)[] {
  return together(
    ...pages.map((page) => () => {
      try {
        return client.readingFile(entry, page);
      } catch (error) {
        if (error instanceof SearchUnavailable) return undefined;
        throw error;
      }
    }),
  );
}

/**
 * The question read against `entry`'s language: its terms' figures, a word no article of any of
 * the languages read (`entry` and `others`) uses corrected, and its likeliest pages.
 */
function prepare(
  client: SearchClient,
  entry: ShardedEntry,
  others: readonly ShardedEntry[],
  question: string,
): Prepared {
  const read = language.read(question);
  const words = read.words.filter(asksAbout);
  const figures = (terms: Iterable<string>, of = entry) => {
    const all = [...terms];
    return figuresOf(client.stemFiles(of, all), all);
  };
  // The figures and likeliest pages of every term the question's words may be read as, in every
  // language read, in one round trip: most questions need nothing more before their pages.
  const readings = words.flatMap(readingsOf);
  const known = [entry, ...others].map((of) => figures(readings, of));
  const used = (word: string) =>
    readingsOf(word).some((term) => known.some((each) => (each.get(term)?.frequencies[0] ?? 0) > 0));

  // A word no article uses, read as the nearest word one does (retrieval.ts `correctQuestion`),
  // over the lexicon shards of the lengths within the strict rules' reach; a word another language
  // read uses is the reader's word in that language, which the answer does not correct.
  const unknown = [...new Set(words)].filter(
    (word) => !used(word) && allowedEdits(word.length, strictCorrectionRules) > 0,
  );
  const lexicon = joinLexicons(
    together(
      ...unknown.map((word) => () => {
        const bound = allowedEdits(word.length, strictCorrectionRules);
        // Articles' words only, as the whole corpus's lexicon (retrieval.ts `buildCorpus`).
        return client.lexiconNear(entry, word, word.length - bound, word.length + bound, {
          articlesOnly: true,
        });
      }),
    ),
  );
  const corrections = new Map<string, string>();
  for (const word of unknown) {
    const correction = correctWord(lexicon, word, strictCorrectionRules);
    if (correction) corrections.set(word, correction);
  }
  const reading: Reading<Lang> = corrections.size > 0 ? language.correct(read, corrections) : read;

  const query = expandQuery([...reading.terms]);
  const terms = new Set([...readings, ...reading.words.filter(asksAbout).flatMap(readingsOf)]);
  for (const { term } of query) terms.add(term);
  const all = figures(terms);
  return { entry, figures: all, lexicon, pages: likeliestPages(entry, query, all) };
}

/**
 * The corpus of the pages whose article `files` are given, scored with the whole language's
 * figures, each article read from its reading file where `readings` has it (in the order of `files`).
 */
function corpusOf(
  { entry, figures, lexicon }: Prepared,
  files: readonly ArticleFile[],
  readings: readonly (ReadingFile | undefined)[] = [],
): Corpus {
  const documents: SearchDocument[] = [];
  const questions: QuestionsFile["articles"] = {};
  const storedWeights = new Map<string, number>();
  const given = new Map<SearchDocument, ReadingFile>();
  for (const [at, { document, asked }] of files.entries()) {
    if (!document) continue;
    documents.push(document);
    const reading = readings[at];
    if (reading) given.set(document, reading);
    if (!asked) continue;
    questions[document.route] = Object.fromEntries(
      Object.entries(asked).map(([section, list]) => [section, list.map(([text]) => text)]),
    );
    for (const list of Object.values(asked))
      for (const [text, weight] of list) storedWeights.set(text, weight);
  }
  const level = (at: number): LevelFigures => ({
    ...entry.levels![levels[at]!],
    documentFrequency: new Map(
      [...figures].flatMap(([term, { frequencies }]) =>
        frequencies[at]! > 0 ? [[term, frequencies[at]!] as const] : [],
      ),
    ),
  });
  return buildCorpus(
    documents,
    questions,
    { articles: level(0), sections: level(1), questions: level(2), storedWeights, lexicon },
    { given },
  );
}

/** The words of several lexicons as one, without the words search passes over (correct.ts). */
function joinLexicons(lexicons: readonly Lexicon[]): Lexicon {
  const joined: Lexicon = { byLength: new Map(), weight: new Map() };
  for (const lexicon of lexicons)
    for (const [word, weight] of lexicon.weight) {
      if (joined.weight.has(word) || language.searchStopWords.has(word)) continue;
      joined.weight.set(word, weight);
      const bucket = joined.byLength.get(word.length) ?? [];
      bucket.push(word);
      joined.byLength.set(word.length, bucket);
    }
  return joined;
}

/**
 * The pages most likely to answer `query`, best first, at most `tuning.candidates` and none far
 * below the best (`tuning.candidateShare`): each term's
 * pages (those counting it most, and those whose stored questions use it), scored as BM25 scores
 * an article's bag, its fields counted as there, without its length (which only the page's text
 * tells).
 */
function likeliestPages(
  entry: ShardedEntry,
  query: readonly WeightedTerm[],
  figures: ReadonlyMap<string, TermFigures>,
): number[] {
  const { k1 } = tuning.bm25;
  const { count } = entry.levels!.articles;
  const scores = new Map<number, number>();
  for (const { term, weight } of query) {
    const found = figures.get(term);
    if (!found || (found.frequencies[0] ?? 0) === 0) continue;
    const { frequencies, asked, pages } = found;
    const rarity = Math.log(1 + (count - frequencies[0]! + 0.5) / (frequencies[0]! + 0.5));
    const mentions = new Map<number, number>();
    for (const page of asked) mentions.set(page, 1);
    forEachPosting(pages, (page, _fields, times) => mentions.set(page, (mentions.get(page) ?? 0) + times));
    for (const [page, times] of mentions)
      scores.set(page, (scores.get(page) ?? 0) + (weight * rarity * (times * (k1 + 1))) / (times + k1));
  }
  const ranked = [...scores].sort(([pageA, a], [pageB, b]) => b - a || pageA - pageB);
  const least = (ranked[0]?.[1] ?? 0) * tuning.candidateShare;
  return ranked
    .slice(0, tuning.candidates)
    .filter(([, score]) => score >= least)
    .map(([page]) => page);
}
