/** Words of a text: what search, the assistant and the build split text into. */

/** What separates words: anything but a letter or a digit. */
export const wordSeparators = /[^\p{L}\p{N}]+/u;

/** A word of letters and digits, for scanning a text word by word. */
export const wordPattern = /[\p{L}\p{N}]+/gu;

const wordChar = /[\p{L}\p{N}]/u;

/** A letter or digit: ASCII by its code, anything else by its Unicode category. */
export function isWordChar(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return wordChar.test(text[index]!);
}

const astralWordChar = /^[\p{L}\p{N}]$/u;

/** The length (in code units) of the character at `at`: 2 for a surrogate pair, 1 for a lone surrogate. */
export function charLength(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0xd800 || code > 0xdbff) return 1;
  const next = text.charCodeAt(at + 1);
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
}

/** Whether the character at `at` is a letter or a digit (in any script, beyond the basic plane too). */
export function isWordAt(text: string, at: number): boolean {
  return charLength(text, at) === 2 ? astralWordChar.test(text.slice(at, at + 2)) : isWordChar(text, at);
}

/**
 * Calls `visit` with each word of `text` (a run of letters and digits: what `wordSeparators` does not
 * match), in order. A scan by character code rather than a split on a Unicode pattern: the assistant
 * reads every word of each article a question brings, and search every word of every page it
 * prepares.
 */
export function forEachWord(text: string, visit: (word: string) => void): void {
  let start = -1;
  for (let at = 0; at < text.length; at += charLength(text, at)) {
    if (isWordAt(text, at)) {
      if (start < 0) start = at;
    } else if (start >= 0) {
      visit(text.slice(start, at));
      start = -1;
    }
  }
  if (start >= 0) visit(text.slice(start));
}

/** The words of a folded text, in order, without empty pieces. */
export function wordsOf(folded: string): string[] {
  const words: string[] = [];
  forEachWord(folded, (word) => words.push(word));
  return words;
}

export type WordCounts = Map<string, number>;

/** Adds the words of `folded` to `counts` (search prepares an index by reading every word of every page). */
export function countWords(folded: string, counts: WordCounts = new Map()): WordCounts {
  forEachWord(folded, (word) => counts.set(word, (counts.get(word) ?? 0) + 1));
  return counts;
}
