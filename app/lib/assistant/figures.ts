/**
 * The assistant's figures of a whole language, written by the build beside the search's shards
 * (search/shards/format.ts) so that a corpus of only the articles a question may be about scores
 * them as the whole language's corpus would (retrieval.ts `WholeFigures`): how many articles,
 * sections and stored questions there are and how long they are on average, in how many of each a
 * term occurs, and each stored question's weight.
 */
import type { SearchDocument } from "../search/types";
import { language } from "../language";
import type { QuestionsFile } from "./questions-file";
import { buildCorpus, idf, packReading, type Bm25, type Corpus } from "./retrieval";

export type Level = "articles" | "sections" | "questions";
export const levels: readonly Level[] = ["articles", "sections", "questions"];

export interface RetrievalFigures {
  /** Each level's bag count, average length and ordinary word's IDF (retrieval.ts `ordinaryWeight`). */
  levels: Record<Level, { count: number; averageLength: number; ordinary: number }>;
  /** A term's document frequency at each level, in the order of `levels`. */
  frequencies: Map<string, number[]>;
  /** Each stored question's weight (the sum of its terms' IDF among the stored questions), by its text. */
  storedWeights: Map<string, number>;
  /**
   * The articles (routes) whose stored questions use each term: a question may find its article
   * through them alone, in words the article's text never uses.
   */
  askedIn: Map<string, Set<string>>;
  /** How many times each article's bag (its route) counts each term: what puts a question's likeliest articles first. */
  counted: Map<string, Map<string, number>>;
  /**
   * Each article's reading file (search/shards/format.ts `ReadingFile`) as JSON, by its route:
   * what the server reads instead of the article's text. Made as the figures read each article.
   */
  readings: Map<string, string>;
}

const levelIndex = (corpus: Corpus, level: Level): Bm25 =>
  level === "articles"
    ? corpus.articleIndex
    : level === "sections"
      ? corpus.sectionIndex
      : corpus.questionIndex;

export function retrievalFigures(
  documents: readonly SearchDocument[],
  questions: QuestionsFile["articles"] | undefined,
): RetrievalFigures {
  const readings = new Map<string, string>();
  const corpus = buildCorpus(documents, questions, undefined, {
    onRead: (document, read) => readings.set(document.route, JSON.stringify(packReading(read))),
  });
  const frequencies = new Map<string, number[]>();
  levels.forEach((level, at) => {
    for (const [term, frequency] of levelIndex(corpus, level).documentFrequency) {
      const row = frequencies.get(term) ?? levels.map(() => 0);
      row[at] = frequency;
      frequencies.set(term, row);
    }
  });
  const counted = new Map<string, Map<string, number>>();
  corpus.articleIndex.bags.forEach(({ frequencies: bag }, at) => {
    const route = corpus.articleRoutes[at]!;
    for (const [term, times] of bag)
      counted.set(term, (counted.get(term) ?? new Map<string, number>()).set(route, times));
  });
  const storedWeights = new Map<string, number>();
  const askedIn = new Map<string, Set<string>>();
  for (const [route, sections] of Object.entries(questions ?? {}))
    for (const texts of Object.values(sections))
      for (const text of texts) {
        const terms = new Set(language.terms(text));
        for (const term of terms) askedIn.set(term, (askedIn.get(term) ?? new Set()).add(route));
        if (!storedWeights.has(text)) {
          let weight = 0;
          for (const term of terms) weight += idf(corpus.questionIndex, term);
          storedWeights.set(text, weight);
        }
      }
  return {
    levels: Object.fromEntries(
      levels.map((level) => {
        const { count, averageLength, ordinary } = levelIndex(corpus, level);
        return [level, { count, averageLength, ordinary }];
      }),
    ) as RetrievalFigures["levels"],
    frequencies,
    storedWeights,
    askedIn,
    counted,
    readings,
  };
}
