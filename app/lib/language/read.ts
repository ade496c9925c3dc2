/**
 * A query or a question, read once: the text as read, folded, its words, its retrieval terms and
 * its language. Search, the assistant's retrieval and its composition all take this one value, so
 * none of them splits, folds or stems the reader's text again on its way through.
 */
import { fold } from "./fold";
import { wordsOf } from "./tokens";

export interface Reading<L extends string = string> {
  /** The text as read: NFC, each run of whitespace one space, trimmed. */
  text: string;
  /** `text` folded (lowercase, no accents). */
  folded: string;
  /** The words of `folded` (letters and digits), in order. */
  words: readonly string[];
  /** Retrieval terms of the words: stop words out, stemmed; distinct, in order. */
  terms: readonly string[];
  /** The language the text is plainly written in; undefined when unclear. */
  language: L | undefined;
  /** Words read otherwise than written ("bigqeury" → "bigquery"), when a reader corrected them. */
  corrections?: ReadonlyMap<string, string>;
}

export interface ReadingParts<L extends string> {
  isStopWord: (folded: string) => boolean;
  term: (folded: string) => string;
  guessLanguage: (text: string) => L | undefined;
}

/** Retrieval terms of folded words: stop words and one-letter words out, stemmed, distinct. */
export function termsOfWords(
  words: readonly string[],
  parts: Pick<ReadingParts<string>, "isStopWord" | "term">,
) {
  const terms = new Set<string>();
  for (const word of words) if (word.length >= 2 && !parts.isStopWord(word)) terms.add(parts.term(word));
  return [...terms];
}

export function reader<L extends string>(parts: ReadingParts<L>): (text: string) => Reading<L> {
  return (raw) => {
    const text = raw.normalize("NFC").replace(/\s+/gu, " ").trim();
    const folded = fold(text);
    const words = wordsOf(folded);
    return { text, folded, words, terms: termsOfWords(words, parts), language: parts.guessLanguage(text) };
  };
}

/** The reading with some of its words read as others: its terms follow, its text stays as typed. */
export function withCorrections<L extends string>(
  reading: Reading<L>,
  corrections: ReadonlyMap<string, string>,
  parts: Pick<ReadingParts<L>, "isStopWord" | "term">,
): Reading<L> {
  if (corrections.size === 0) return reading;
  const words = reading.words.map((word) => corrections.get(word) ?? word);
  return { ...reading, words, terms: termsOfWords(words, parts), corrections };
}
