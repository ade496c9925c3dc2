/** Words of a text: what search, the assistant and the build split text into. */

/** What separates words: anything but a letter or a digit. */
export const wordSeparators = /[^\p{L}\p{N}]+/u;

/** A word of letters and digits, for scanning a text word by word. */
export const wordPattern = /[\p{L}\p{N}]+/gu;

/** The words of a folded text, in order, without empty pieces. */
export function wordsOf(folded: string): string[] {
  return folded.split(wordSeparators).filter(Boolean);
}

const wordChar = /[\p{L}\p{N}]/u;

/** A letter or digit: ASCII by its code, anything else by its Unicode category. */
export function isWordChar(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return wordChar.test(text[index]!);
}

export type WordCounts = Map<string, number>;

/**
 * Adds the words of `folded` to `counts`. A scan by character code, not a split on a Unicode
 * pattern: search prepares an index by reading every word of every page, and on a slow phone that
 * is most of the wait before the first results.
 */
export function countWords(folded: string, counts: WordCounts = new Map()): WordCounts {
  let start = -1;
  for (let at = 0; at <= folded.length; at++) {
    if (at < folded.length && isWordChar(folded, at)) {
      if (start < 0) start = at;
    } else if (start >= 0) {
      const word = folded.slice(start, at);
      counts.set(word, (counts.get(word) ?? 0) + 1);
      start = -1;
    }
  }
  return counts;
}
