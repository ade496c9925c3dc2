/**
 * What a question asks: its words, weighted by how telling they are among the help centre's
 * sections (and their synonyms, less), and the kind of answer it calls for (a duration for "how
 * long", a size, a file format, a number, a path, a place in the app, a yes or no, a list, a price).
 */
import { fold } from "~/lib/language/fold";
import { expandQuery, sectionWeight, type Corpus } from "./retrieval";
import { language } from "~/lib/language";
import type { Reading } from "~/lib/language/read";

/** What the question asks for, and how much each of its words weighs. */
export interface Question {
  /** Retrieval terms of the question (weight: IDF among sections) and of its synonyms (less). */
  weights: Map<string, number>;
  /** The weight of the question's own words that the help centre uses at all. */
  total: number;
  /** How many of the question's own words the help centre never uses ("chatgpt", "tableau"). */
  unknown: number;
  /** Kinds of answer the question calls for. */
  cues: Cue[];
  /** "How do I …": the article's opening paragraph, written as the answer, leads. */
  howTo: boolean;
}

export interface Cue {
  name: string;
  /** In the folded question. */
  asks: RegExp;
  /** In the folded unit: the kind of text that answers. */
  answers: RegExp;
  /** Without a unit of this kind, the help centre does not answer the question. */
  required?: boolean;
}

const { cues: words, numbers, howTo } = language;

/** Words and phrases as alternatives of a pattern; a trailing `*` stands for any ending. */
const either = (phrases: readonly string[]) =>
  `(?:${phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, (char) => (char === "*" ? "\\w*" : `\\${char}`))).join("|")})`;
/** A pattern of whole words; one that never matches when a language lists none. */
const wordsPattern = (phrases: readonly string[]) => (phrases.length ? `\\b${either(phrases)}\\b` : "(?!)");
const opensPattern = (phrases: readonly string[]) => (phrases.length ? `^${either(phrases)}\\b` : "(?!)");
const numberWords = either(numbers);
/** Units of time, and those long enough to follow "a few" ("alguns dias", not "alguns s"). */
const units = either(words.duration.units);
const spans = either(words.duration.units.filter((unit) => unit.length > 2));

/**
 * The kinds of answer: the words that ask for each and that answer it come from every language's
 * vocabulary (content/<lang>/vocabulary.yaml); digits, symbols and units of measure are the same in all.
 */
const cues: Cue[] = [
  {
    name: "duration",
    asks: new RegExp(wordsPattern(words.duration.asks)),
    answers: new RegExp(
      `\\b\\d+\\s*${units}\\b|\\b(?:${either(words.duration.few)}|${numberWords}) ${spans}\\b`,
    ),
  },
  {
    name: "price",
    asks: new RegExp(wordsPattern(words.price.asks)),
    answers: new RegExp(
      `(us\\$|r\\$|€|£|\\$\\s?\\d|\\b\\d+(,\\d+)?\\s*${wordsPattern(words.price.units)})|${wordsPattern(words.price.answers)}`,
    ),
    required: true,
  },
  {
    name: "size",
    asks: new RegExp(wordsPattern(words.size.asks)),
    answers: /\b\d+\s*(x\s*\d+|gb|gib|gi|mb|tb|px|pixels)\b/,
  },
  {
    // A file's format: the same names in every language.
    name: "format",
    asks: new RegExp(wordsPattern(words.format.asks)),
    answers: /\b(png|jpe?g|svg|gif|webp|ico|pdf|csv|xlsx?|docx?|pptx?|txt|json)\b/,
  },
  {
    name: "number",
    asks: new RegExp(wordsPattern(words.number.asks)),
    answers: new RegExp(`\\d|\\b${numberWords}\\b`),
  },
  {
    name: "path",
    asks: new RegExp(wordsPattern(words.path.asks)),
    answers: /(^|\s)\/[a-z0-9]|https?:\/\//,
  },
  {
    name: "where",
    asks: new RegExp(wordsPattern(words.where.asks)),
    answers: new RegExp(` > |${wordsPattern(words.where.answers)}`),
  },
  {
    name: "yes-no",
    asks: new RegExp(opensPattern(words.yesNo.opens)),
    answers: new RegExp(wordsPattern(words.yesNo.answers)),
  },
  {
    name: "list",
    asks: new RegExp(`${opensPattern(words.list.opens)}|\\b${either(words.list.asks)} `),
    answers: /;|,.*,| · /,
  },
];

const howToPattern = new RegExp(opensPattern(howTo));

/** What the question asks, from its reading (`language.read`, corrected or not) and the corpus it is answered from. */
export function readQuestion(question: Reading, corpus: Corpus): Question {
  const own = question.terms.filter((term) => !language.askingTerms.has(term));
  const weights = new Map<string, number>();
  let total = 0;
  let unknown = 0;
  for (const { term, weight } of expandQuery(own)) {
    const idf = sectionWeight(corpus, term);
    if (idf === 0) {
      if (weight === 1) unknown++;
      continue;
    }
    weights.set(term, weight * idf);
    if (weight === 1) total += idf;
  }
  const { folded } = question;
  return {
    weights,
    total,
    unknown,
    cues: cues.filter((cue) => cue.asks.test(folded)),
    howTo: howToPattern.test(folded),
  };
}

/** Share of the question's weight that `text` (or the set of its terms) holds, 0 to 1 (synonyms count less). */
export function coverage(question: Question, text: string | ReadonlySet<string>): number {
  if (question.total === 0) return 0;
  let held = 0;
  for (const term of typeof text === "string" ? new Set(language.terms(text)) : text)
    held += question.weights.get(term) ?? 0;
  return Math.min(1, held / question.total);
}

export function cueScore(question: Question, text: string): number {
  if (question.cues.length === 0) return 0;
  const folded = fold(text);
  return question.cues.filter((cue) => cue.answers.test(folded)).length / question.cues.length;
}
