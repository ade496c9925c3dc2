/**
 * The assistant's retrieval: BM25 at two levels over the help centre (the corpus is the search
 * index file, which readers download once for both features, plus the readers' questions). An article is scored as a whole
 * (title, description, keywords, headings, body), each of its sections on its own (heading and
 * text, with the article's title), and a section's final score adds half its article's: the
 * passage that answers comes from the article that is about the question. Each section also carries
 * the questions readers ask for it (frontmatter `questions`), indexed one by one: the stored question
 * closest to the reader's lends its score to its section, which bridges the reader's words and the
 * article's.
 */
import { flattenSectionText } from "~/lib/content/section-text";
import { correctWord, lexiconOf, strictCorrectionRules, type Lexicon } from "~/lib/search/correct";
import { Kept } from "~/lib/search/kept";
import { language } from "~/lib/language";
import { fold } from "~/lib/language/fold";
import type { Lang } from "~/lib/content/types";
import type { Reading } from "~/lib/language/read";
import { wordSeparators } from "~/lib/language/tokens";
import type { SearchDocument } from "~/lib/search/types";
import type { ReadingFile } from "~/lib/search/shards/format";
import type { QuestionsFile } from "./questions-file";
import { answering } from "./tuning";

const { terms, relatedTerms } = language;
const tuning = answering.retrieval;

export interface Passage {
  /** Portuguese route of the article. */
  route: string;
  articleTitle: string;
  categoryTitle: string;
  sectionId: string;
  heading: string;
  /** The section's text, a block per line (see section-text.ts). */
  text: string;
}

interface Bag {
  frequencies: Map<string, number>;
  length: number;
}

export interface Bm25 {
  bags: Bag[];
  /** In how many of the whole language's bags each term occurs (those of `bags`, unless given: figures.ts). */
  documentFrequency: Map<string, number>;
  averageLength: number;
  /** How many bags the whole language has. */
  count: number;
  /** An ordinary word's IDF among the whole language's bags (`ordinaryWeight`). */
  ordinary: number;
}

export interface Corpus {
  passages: { passage: Passage; article: number }[];
  /** Route of each article, in the order of `articleIndex`. */
  articleRoutes: string[];
  sectionIndex: Bm25;
  articleIndex: Bm25;
  /** One bag per stored reader question, and the passage (index in `passages`) it belongs to. */
  questionIndex: Bm25;
  questionPassage: number[];
  /** Every word of the corpus, folded: what a misspelt word of a question is corrected to. */
  lexicon: Lexicon;
}

function bag(words: readonly string[]): Bag {
  return addWords({ frequencies: new Map(), length: 0 }, words);
}

/** Counts `words` into `into`, `times` over (a field that tells more counts as that many copies of itself). */
function addWords(into: Bag, words: readonly string[], times = 1): Bag {
  for (let time = 0; time < times; time++)
    for (const word of words) into.frequencies.set(word, (into.frequencies.get(word) ?? 0) + 1);
  into.length += words.length * times;
  return into;
}

function bm25Index(bags: Bag[], whole?: LevelFigures): Bm25 {
  if (whole) return { bags, ...whole };
  const documentFrequency = new Map<string, number>();
  for (const { frequencies } of bags)
    for (const term of frequencies.keys())
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const averageLength = bags.reduce((sum, item) => sum + item.length, 0) / Math.max(1, bags.length);
  const count = bags.length;
  return {
    bags,
    documentFrequency,
    averageLength,
    count,
    ordinary: ordinaryWeight(documentFrequency, count),
  };
}

/** BM25's IDF of a term found in `frequency` of `count` bags. */
const idfOf = (count: number, frequency: number) =>
  Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));

export function idf(index: Pick<Bm25, "count" | "documentFrequency">, term: string): number {
  return idfOf(index.count, index.documentFrequency.get(term) ?? 0);
}

/**
 * An ordinary word's IDF among `count` bags: the median of the IDFs of the words they use. What a
 * question's words are weighed against where no figure of their own says (a word the help centre
 * never uses) and what the judge's thresholds are measured in (tuning.ts), so that they mean the
 * same in a help centre of any size: ten times the articles makes every word rarer (at 28
 * articles a language's ordinary word weighs about 2.5, on the ten-times copy about 4.7), and an
 * absolute weight would let words it never uses count for less and less of a question.
 */
export function ordinaryWeight(documentFrequency: ReadonlyMap<string, number>, count: number): number {
  const frequencies = [...documentFrequency.values()].sort((a, b) => b - a);
  if (frequencies.length === 0) return 0;
  return idfOf(count, frequencies[frequencies.length >> 1]!);
}

function score(index: Bm25, item: Bag, query: WeightedTerm[]): { score: number; matched: WeightedTerm[] } {
  const { k1, b } = tuning.bm25;
  let total = 0;
  const matched: WeightedTerm[] = [];
  for (const term of query) {
    const frequency = item.frequencies.get(term.term);
    if (!frequency) continue;
    matched.push(term);
    total +=
      (term.weight * idf(index, term.term) * (frequency * (k1 + 1))) /
      (frequency + k1 * (1 - b + (b * item.length) / index.averageLength));
  }
  return { score: total, matched };
}

const storedWeights = new WeakMap<Bag, number>();

/**
 * The weight of a stored question's words (the sum of their IDF), computed once; given by the
 * figures when the corpus holds only some of the language's articles (its other words' rarity is
 * not at hand).
 */
function storedWeight(index: Bm25, item: Bag): number {
  let weight = storedWeights.get(item);
  if (weight === undefined) {
    weight = 0;
    for (const term of item.frequencies.keys()) weight += idf(index, term);
    storedWeights.set(item, weight);
  }
  return weight;
}

/** How telling a term is among the sections of a corpus (BM25's IDF); 0 for a term it never uses. */
export function sectionWeight(corpus: Corpus, term: string): number {
  return corpus.sectionIndex.documentFrequency.has(term) ? idf(corpus.sectionIndex, term) : 0;
}

/** One level's figures over a whole language: how many bags, how long on average, an ordinary word's IDF, and each term's document frequency. */
export interface LevelFigures {
  count: number;
  averageLength: number;
  ordinary: number;
  documentFrequency: Map<string, number>;
}

/**
 * The whole language's figures, for a corpus built from only some of its articles (those a
 * question may be about: corpora.ts), so that it scores them as the whole language's corpus would.
 * Document frequencies are needed only for the terms of the questions it will be asked.
 */
export interface WholeFigures {
  articles: LevelFigures;
  sections: LevelFigures;
  questions: LevelFigures;
  /** Each stored question's weight (`storedWeight` over the whole language), by its text. */
  storedWeights: ReadonlyMap<string, number>;
  /** The words a misspelt word of a question may be corrected to. */
  lexicon: Lexicon;
}

/** How many articles, as read, are kept for the next corpora (`readArticles`). */
export const keptArticles = 256;

/** An article as retrieval reads it: each section's passage, bag and stored questions' terms, and its own bag. */
export interface ReadArticle {
  /** The readers' questions by section it was read with. */
  questions: Readonly<Record<string, readonly string[]>> | undefined;
  sections: { passage: Passage; bag: Bag; asked: { text: string; terms: string[] }[] }[];
  bag: Bag;
}

/**
 * The articles last read, as read: a server builds a corpus of a sharded language's likeliest
 * articles for every question (corpora.ts), and the same articles come back question after
 * question. Their bags are shared by those corpora; a stored question's bag is not (its weight is
 * its corpus's: `storedWeight`). An article read takes several times its file's memory (its bags,
 * its sections' units for composing), so a long-lived server keeps the last ones only: a question
 * reads at most a dozen articles in each of two languages.
 */
const readArticles = new Kept<SearchDocument, ReadArticle>(keptArticles);

function readArticle(
  document: SearchDocument,
  questions: Readonly<Record<string, readonly string[]>> | undefined,
  reading?: ReadingFile,
): ReadArticle {
  const kept = readArticles.get(document);
  if (kept && sameQuestions(document, kept.questions, questions)) return kept;
  const read = (reading && fromReading(document, questions, reading)) ?? readText(document, questions);
  readArticles.set(document, read);
  return read;
}

/** An article read from its text: each word split, folded and stemmed. */
function readText(
  document: SearchDocument,
  questions: Readonly<Record<string, readonly string[]>> | undefined,
): ReadArticle {
  const title = terms(document.title);
  const keywords = document.keywords.flatMap(terms);
  const description = terms(document.description);
  const { article: counts, section: sectionCounts } = tuning.fields;
  const articleBag = bag([]);
  addWords(articleBag, title, counts.title);
  addWords(articleBag, description, counts.description);
  addWords(articleBag, keywords, counts.keywords);
  const sections = document.sections.map((section) => {
    const heading = terms(section.heading);
    const text = terms(flattenSectionText(section.text));
    const asked = (questions?.[section.id] ?? []).map((question) => ({
      text: question,
      terms: terms(question),
    }));
    const sectionBag = addWords(bag(title), heading, sectionCounts.heading);
    if (section.id === "") addWords(addWords(sectionBag, description), keywords);
    addWords(sectionBag, text);
    addWords(articleBag, heading);
    addWords(articleBag, text);
    for (const question of asked) {
      addWords(articleBag, question.terms);
      addWords(sectionBag, question.terms);
    }
    return {
      passage: passageOf(document, section),
      bag: sectionBag,
      asked,
    };
  });
  return { questions, sections, bag: articleBag };
}

const passageOf = (document: SearchDocument, section: SearchDocument["sections"][number]): Passage => ({
  route: document.route,
  articleTitle: document.title,
  categoryTitle: document.categoryTitle ?? "",
  sectionId: section.id,
  heading: section.heading,
  text: section.text,
});

/**
 * An article as read, packed for a file (format.ts `ReadingFile`): its terms once each, the
 * article's bag's first and in the order it counts them, and every bag and stored question as
 * positions among them.
 */
export function packReading(read: ReadArticle): ReadingFile {
  const terms = [...read.bag.frequencies.keys()];
  const positions = new Map(terms.map((term, at) => [term, at]));
  const position = (term: string) => {
    let at = positions.get(term);
    if (at === undefined) {
      at = terms.push(term) - 1;
      positions.set(term, at);
    }
    return at;
  };
  return {
    terms,
    counts: [...read.bag.frequencies.values()],
    sections: read.sections.map(({ bag, asked }) => ({
      terms: [...bag.frequencies.keys()].map(position),
      counts: [...bag.frequencies.values()],
      asked: asked.map((question) => question.terms.map(position)),
    })),
  };
}

/** A bag of `counts` of the terms at `positions` among `terms` (the first ones, without). */
function unpackBag(
  terms: readonly string[],
  positions: readonly number[] | undefined,
  counts: readonly number[],
): Bag {
  const frequencies = new Map<string, number>();
  let length = 0;
  for (let at = 0; at < counts.length; at++) {
    frequencies.set(terms[positions ? positions[at]! : at]!, counts[at]!);
    length += counts[at]!;
  }
  return { frequencies, length };
}

/**
 * The article as its reading file says it reads (packed by the build from `readText`), or
 * undefined when the file does not fit the document and questions at hand (another build's).
 */
function fromReading(
  document: SearchDocument,
  questions: Readonly<Record<string, readonly string[]>> | undefined,
  reading: ReadingFile,
): ReadArticle | undefined {
  const { terms } = reading;
  if (reading.sections.length !== document.sections.length) return undefined;
  const sections: ReadArticle["sections"] = [];
  for (const [at, section] of document.sections.entries()) {
    const texts = questions?.[section.id] ?? [];
    const packed = reading.sections[at]!;
    if (packed.asked.length !== texts.length) return undefined;
    sections.push({
      passage: passageOf(document, section),
      bag: unpackBag(terms, packed.terms, packed.counts),
      asked: texts.map((text, index) => ({ text, terms: packed.asked[index]!.map((term) => terms[term]!) })),
    });
  }
  return { questions, sections, bag: unpackBag(terms, undefined, reading.counts) };
}

/** Whether two sets of a document's readers' questions by section hold the same questions. */
function sameQuestions(
  document: SearchDocument,
  a: Readonly<Record<string, readonly string[]>> | undefined,
  b: Readonly<Record<string, readonly string[]>> | undefined,
): boolean {
  if (a === b) return true;
  return document.sections.every(({ id }) => {
    const [one, other] = [a?.[id] ?? [], b?.[id] ?? []];
    return one.length === other.length && one.every((text, at) => text === other[at]);
  });
}

/** Articles' readings made before (format.ts `ReadingFile`), and who is told of each article read. */
export interface Readings {
  /** An article's reading from the build, used instead of reading its text (the server's). */
  given?: ReadonlyMap<SearchDocument, ReadingFile>;
  /** Told of each article as read (the build, which writes its reading: figures.ts). */
  onRead?: (document: SearchDocument, read: ReadArticle) => void;
}

export function buildCorpus(
  documents: readonly SearchDocument[],
  questions?: QuestionsFile["articles"],
  whole?: WholeFigures,
  readings: Readings = {},
): Corpus {
  const passages: Corpus["passages"] = [];
  const sectionBags: Bag[] = [];
  const articleBags: Bag[] = [];
  const articleRoutes: string[] = [];
  const questionBags: Bag[] = [];
  const questionPassage: number[] = [];
  const words = new Map<string, number>();
  const countWords = (text: string) => {
    for (const word of new Set(fold(text).split(wordSeparators))) words.set(word, (words.get(word) ?? 0) + 1);
  };
  for (const document of documents) {
    if (document.type !== "article") continue;
    if (!whole)
      countWords(
        [document.title, document.description, ...document.keywords]
          .concat(document.sections.flatMap((section) => [section.heading, section.text]))
          .join("\n"),
      );
    articleRoutes.push(document.route);
    const article = articleBags.length;
    const read = readArticle(document, questions?.[document.route], readings.given?.get(document));
    readings.onRead?.(document, read);
    for (const section of read.sections) {
      for (const { text, terms } of section.asked) {
        const item = bag(terms);
        const weight = whole?.storedWeights.get(text);
        if (weight !== undefined) storedWeights.set(item, weight);
        questionBags.push(item);
        questionPassage.push(passages.length);
      }
      passages.push({ article, passage: section.passage });
      sectionBags.push(section.bag);
    }
    articleBags.push(read.bag);
  }
  return {
    passages,
    articleRoutes,
    sectionIndex: bm25Index(sectionBags, whole?.sections),
    articleIndex: bm25Index(articleBags, whole?.articles),
    questionIndex: bm25Index(questionBags, whole?.questions),
    questionPassage,
    // A correction to a word that says little ("precisa" for "previsao") would only mislead.
    lexicon: whole?.lexicon ?? lexiconOf([...words].filter(([word]) => !language.searchStopWords.has(word))),
  };
}

/**
 * The question with each word the help centre uses nowhere, in this language or the companion's
 * (nor any word of its idea), corrected to the nearest word it does use, this language first, by
 * the strict rules of correct.ts: "como conecto o bigqeury" is read as "como conecto o bigquery".
 */
export function correctQuestion(corpus: Corpus, question: Reading<Lang>, companion?: Corpus): Reading<Lang> {
  const known = (word: string) =>
    relatedTerms(language.term(word)).some(
      (related) =>
        corpus.articleIndex.documentFrequency.has(related) ||
        companion?.articleIndex.documentFrequency.has(related) === true,
    );
  const corrections = new Map<string, string>();
  for (const word of new Set(question.words)) {
    if (language.stopWords.has(word) || known(word)) continue;
    const correction =
      correctWord(corpus.lexicon, word, strictCorrectionRules) ??
      (companion && correctWord(companion.lexicon, word, strictCorrectionRules));
    if (correction) corrections.set(word, correction);
  }
  return language.correct(question, corrections);
}

export interface WeightedTerm {
  term: string;
  /** 1 for the reader's own words, less for synonyms added by `expandQuery`. */
  weight: number;
}

/** The question's own terms at weight 1, plus the other terms of their ideas at the synonyms' weight. */
export function expandQuery(own: readonly string[]): WeightedTerm[] {
  const query = new Map(own.map((term) => [term, 1]));
  for (const term of own)
    for (const related of relatedTerms(term)) if (!query.has(related)) query.set(related, tuning.synonym);
  return [...query].map(([term, weight]) => ({ term, weight }));
}

export interface Retrieved {
  passage: Passage;
  score: number;
  /** Share of the question's weight (IDF of its own words) that the passage's article holds, 0 to 1. */
  confidence: number;
  /**
   * How closely a reader's stored question for this section matches: the share of that stored
   * question's weight the reader's words hold, 0 to 1 (the best of the section's questions).
   */
  asked: number;
}

/** Sections ranked for a question, best first, with how much of the question their article covers. */
export function retrieve(
  corpus: Corpus,
  /** The question, or its reading already corrected against these corpora (`correctQuestion`). */
  question: string | Reading<Lang>,
  limit: number = tuning.limit,
  /** The same articles in the other language: readers mix the two, so its words count too. */
  companion?: Corpus,
): {
  results: Retrieved[];
  queryTerms: string[];
  /** Share of the question's words that the help centre uses (in this language or the companion's). */
  familiar: number;
} {
  const reading =
    typeof question === "string" ? correctQuestion(corpus, language.read(question), companion) : question;
  const own = [...reading.terms];
  if (own.length === 0) return { results: [], queryTerms: own, familiar: 0 };
  // A word is familiar when the help centre uses it, or a word of the same idea ("dimensions": size).
  const known = (term: string) =>
    relatedTerms(term).some(
      (related) =>
        corpus.articleIndex.documentFrequency.has(related) ||
        companion?.articleIndex.documentFrequency.has(related) === true,
    );
  const familiar = own.filter(known).length / own.length;
  const query = expandQuery(own);
  const articleScores = corpus.articleIndex.bags.map((item) => score(corpus.articleIndex, item, query));
  if (companion) {
    const companionScores = new Map(
      companion.articleIndex.bags.map((item, index) => [
        companion.articleRoutes[index]!,
        score(companion.articleIndex, item, query),
      ]),
    );
    corpus.articleRoutes.forEach((route, index) => {
      const other = companionScores.get(route);
      const mine = articleScores[index]!;
      if (other && other.score > 0) {
        articleScores[index] = {
          score: mine.score + tuning.companion * other.score,
          matched: [...mine.matched, ...other.matched],
        };
      }
    });
  }
  const maxArticle = Math.max(...articleScores.map((item) => item.score), 0);
  // A word the help centre never uses ("cadê", "tipo", a brand) says little either way: it counts
  // toward the question's weight, but no more than an ordinary word. One it does not use but whose
  // idea it does ("dimensions": size) weighs as that word.
  const ownWeight = new Map(
    own.map((term) => {
      if (corpus.articleIndex.documentFrequency.has(term)) return [term, idf(corpus.articleIndex, term)];
      const related = relatedTerms(term).filter((word) => corpus.articleIndex.documentFrequency.has(word));
      return [
        term,
        related.length
          ? Math.max(...related.map((word) => idf(corpus.articleIndex, word)))
          : tuning.unknownWord * corpus.articleIndex.ordinary,
      ];
    }),
  );
  const weightOf = (term: string) => ownWeight.get(term) ?? 0;
  const totalWeight = own.reduce((sum, term) => sum + weightOf(term), 0);
  const closestQuestion = new Map<number, number>();
  const askedShare = new Map<number, number>();
  const ownSet = new Set(own);
  corpus.questionIndex.bags.forEach((item, index) => {
    const { score: similarity } = score(corpus.questionIndex, item, query);
    if (similarity === 0) return;
    const passage = corpus.questionPassage[index]!;
    if (similarity > (closestQuestion.get(passage) ?? 0)) closestQuestion.set(passage, similarity);
    let held = 0;
    for (const term of item.frequencies.keys()) if (ownSet.has(term)) held += idf(corpus.questionIndex, term);
    const all = storedWeight(corpus.questionIndex, item);
    const share = all > 0 ? held / all : 0;
    if (share > (askedShare.get(passage) ?? 0)) askedShare.set(passage, share);
  });
  const results: Retrieved[] = [];
  corpus.passages.forEach(({ passage, article }, index) => {
    const section = score(corpus.sectionIndex, corpus.sectionIndex.bags[index]!, query);
    const whole = articleScores[article]!;
    if (section.score === 0 && whole.score === 0) return;
    const covered = new Set([...whole.matched, ...section.matched].map((term) => term.term));
    const confidence =
      own.filter((term) => covered.has(term)).reduce((sum, term) => sum + weightOf(term), 0) / totalWeight;
    results.push({
      passage,
      score:
        section.score +
        (maxArticle > 0 ? tuning.article * whole.score : 0) +
        tuning.storedQuestion * (closestQuestion.get(index) ?? 0),
      confidence,
      asked: askedShare.get(index) ?? 0,
    });
  });
  results.sort((x, y) => y.score - x.score);
  return { results: results.slice(0, limit), queryTerms: own, familiar };
}
