/**
 * A language's pages made ready to search: every field folded once, so each keystroke only scans
 * and looks up; each page's words counted into sorted vocabularies (what other forms of a word are
 * looked up in) and the index's lexicon (what a misspelt word is corrected to), both only when first
 * needed or when the browser is idle (`preparationLeft`). Counting every page's words is most of
 * the preparation, and most first queries need only the folded text.
 */
import { flattenSectionText } from "../../content/section-text";
import { fold } from "../../language/fold";
import { countWords, wordSeparators, type WordCounts } from "../../language/tokens";
import { lexiconOf, type Lexicon } from "../correct";
import type { SearchDocument } from "../types";
import { carriesMeaning } from "./query";

/** The distinct words of a field, sorted, with how often each occurs: prefix look-ups by bisection. */
export interface Vocabulary {
  words: string[];
  counts: number[];
}

/**
 * A folded field: its text for substring matching, its words for matching other forms. The words
 * are counted when first looked up (see `prepareIndex`).
 */
export interface Field {
  folded: string;
  readonly vocabulary: Vocabulary;
}

/** The counts of several parts of a page together, each part's words read once. */
function mergeCounts(parts: readonly WordCounts[]): WordCounts {
  const merged: WordCounts = new Map();
  for (const part of parts)
    for (const [word, count] of part) merged.set(word, (merged.get(word) ?? 0) + count);
  return merged;
}

function vocabularyOf(counts: WordCounts): Vocabulary {
  const words = [...counts.keys()].sort();
  return { words, counts: words.map((word) => counts.get(word)!) };
}

/** `make()`, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function field(folded: string, vocabulary: () => Vocabulary): Field {
  return {
    folded,
    get vocabulary() {
      return vocabulary();
    },
  };
}

export interface PreparedSection {
  id: string;
  heading: string;
  text: string;
  foldedHeading: string;
  foldedText: string;
  /** Heading and text together, for matching other forms. */
  readonly vocabulary: Vocabulary;
}

/** A page's words, field by field: what its fields' and sections' vocabularies are. */
interface PageWords {
  title: Vocabulary;
  keywords: Vocabulary[];
  description: Vocabulary;
  headings: Vocabulary;
  body: Vocabulary;
  sections: Vocabulary[];
  all: Vocabulary;
}

export interface PreparedDocument {
  document: SearchDocument;
  order: number;
  title: Field;
  /** The title's words that carry meaning, in order: what a query must hold to be the title. */
  titleWords: string[];
  keywords: Field[];
  description: Field;
  exactFields: string;
  sections: PreparedSection[];
  /** Every section heading, folded, one per line: one scan answers "is it in a heading?". */
  headings: Field;
  /** Every section's text, folded, one per line. */
  body: Field;
  /** Every field, folded, one per line, and every word of them: what is in none is looked up in none. */
  all: string;
  readonly vocabulary: Vocabulary;
  /** Counts the page's words, once: every vocabulary above reads them. */
  words: () => PageWords;
}

export interface SearchIndex {
  documents: PreparedDocument[];
  /** Every word of the index, what a misspelt word is corrected to (correct.ts). */
  readonly lexicon: Lexicon;
}

/**
 * How much a word weighs as a correction: one per page that uses it, and more per page whose title
 * or keywords hold it (the words a reader comes looking for).
 */
const lexiconWeights = { page: 1, titleOrKeyword: 2 } as const;

function lexiconOfDocuments(documents: readonly PreparedDocument[]): Lexicon {
  const weights: [string, number][] = [];
  for (const document of documents) {
    for (const word of document.vocabulary.words) weights.push([word, lexiconWeights.page]);
    for (const field of [document.title, ...document.keywords])
      for (const word of field.vocabulary.words) weights.push([word, lexiconWeights.titleOrKeyword]);
  }
  return lexiconOf(weights);
}

/** The words of a page's folded fields, counted once and merged the ways the search looks them up. */
function pageWords(
  title: string,
  keywords: readonly string[],
  description: string,
  sections: readonly { foldedHeading: string; foldedText: string }[],
): PageWords {
  const headingCounts = sections.map((section) => countWords(section.foldedHeading));
  const textCounts = sections.map((section) => countWords(section.foldedText));
  const titleCounts = countWords(title);
  const keywordCounts = keywords.map((keyword) => countWords(keyword));
  const descriptionCounts = countWords(description);
  const headings = mergeCounts(headingCounts);
  const body = mergeCounts(textCounts);
  return {
    title: vocabularyOf(titleCounts),
    keywords: keywordCounts.map(vocabularyOf),
    description: vocabularyOf(descriptionCounts),
    headings: vocabularyOf(headings),
    body: vocabularyOf(body),
    sections: sections.map((_, at) => vocabularyOf(mergeCounts([headingCounts[at]!, textCounts[at]!]))),
    all: vocabularyOf(mergeCounts([titleCounts, ...keywordCounts, descriptionCounts, headings, body])),
  };
}

/**
 * Folds every field once, so each keystroke only scans and looks up. The words of each page
 * (what other forms of a word and corrections are looked up in) are counted when a query first
 * needs them, or ahead of that with `preparationLeft`: most first queries need only the folded
 * text, and counting every page's words is most of the preparation.
 */
export function prepareIndex(documents: SearchDocument[]): SearchIndex {
  return indexOf(documents.map((document, order) => prepareDocument(document, order)));
}

/** One page prepared for matching; `order` breaks ties between equal results (the build's page order). */
export function prepareDocument(document: SearchDocument, order: number): PreparedDocument {
  const sections = document.sections.map((section) => {
    // The index keeps lists and tables line by line; search reads and shows plain sentences.
    const text = flattenSectionText(section.text);
    return { ...section, text, foldedHeading: fold(section.heading), foldedText: fold(text) };
  });
  const title = fold(document.title);
  const keywords = document.keywords.map(fold);
  const description = fold(document.description);
  const words = once(() => pageWords(title, keywords, description, sections));
  const all = [title, ...keywords, description, ...sections.map((section) => section.foldedHeading)]
    .concat(sections.map((section) => section.foldedText))
    .join("\n");
  return {
    document,
    order,
    title: field(title, () => words().title),
    titleWords: title.split(wordSeparators).filter(carriesMeaning),
    keywords: keywords.map((keyword, at) => field(keyword, () => words().keywords[at]!)),
    description: field(description, () => words().description),
    exactFields: [document.title, ...document.keywords, document.description].join("\n").toLowerCase(),
    sections: sections.map((section, at) => ({
      ...section,
      get vocabulary() {
        return words().sections[at]!;
      },
    })),
    headings: field(sections.map((section) => section.foldedHeading).join("\n"), () => words().headings),
    body: field(sections.map((section) => section.foldedText).join("\n"), () => words().body),
    all,
    get vocabulary() {
      return words().all;
    },
    words,
  };
}

/** An index of prepared pages: all of a language's, or the few a sharded search ranks. */
export function indexOf(documents: PreparedDocument[]): SearchIndex {
  const lexicon = once(() => lexiconOfDocuments(documents));
  return {
    documents,
    get lexicon() {
      return lexicon();
    },
  };
}

/**
 * What `prepareIndex` left to do, as small steps (each page's words, then the lexicon), for a
 * caller to run while nothing else is: a query that needs them before then does them at once.
 */
export function preparationLeft(index: SearchIndex): (() => void)[] {
  return [...index.documents.map((document) => () => void document.words()), () => void index.lexicon];
}
