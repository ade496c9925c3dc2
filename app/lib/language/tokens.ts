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

/**
 * Calls `visit` with each word of `text` (a run of letters and digits: what `wordSeparators` does not
 * match), in order. A scan by character code rather than a split on a Unicode pattern: the assistant
 * reads every word of each article a question brings, and search every word of every page it
 * prepares. A character outside the basic plane is read whole, as the pattern reads it.
 */
export function forEachWord(text: string, visit: (word: string) => void): void {
  let start = -1;
  let at = 0;
  while (at <= text.length) {
    let size = 1;
    let inWord = false;
    if (at < text.length) {
      const code = text.charCodeAt(at);
      if (code < 128)
        inWord = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
      else {
        const point = text.codePointAt(at)!;
        if (point > 0xffff) size = 2;
        inWord = wordChar.test(String.fromCodePoint(point));
      }
    }
    if (inWord) {
      if (start < 0) start = at;
    } else if (start >= 0) {
      visit(text.slice(start, at));
      start = -1;
    }
    at += size;
  }
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
