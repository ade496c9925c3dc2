/** Words of a text: what search, the assistant and the build split text into. */

/** What separates words: anything but a letter or a digit. */
export const wordSeparators = /[^\p{L}\p{N}]+/u;

/** A word of letters and digits, for scanning a text word by word. */
export const wordPattern = /[\p{L}\p{N}]+/gu;

/** The words of a folded text, in order, without empty pieces. */
export function wordsOf(folded: string): string[] {
  return folded.split(wordSeparators).filter(Boolean);
}
