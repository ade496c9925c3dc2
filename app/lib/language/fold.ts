/**
 * Case- and accent-folding that remembers where every folded character came from, so a match
 * found in folded text is highlighted on the original text ("integracao" marks "integração").
 */

export interface FoldedText {
  /** Lowercase, without diacritics. */
  folded: string;
  /** For each UTF-16 unit of `folded`, the start of its source character in the original. */
  starts: number[];
  /** For each UTF-16 unit of `folded`, the end of its source character in the original. */
  ends: number[];
}

const combiningMarks = /\p{M}/gu;

/**
 * A whole string lowercases a word's last capital sigma to "ς" and a lone character to "σ": both
 * are read as "σ", so a word folds alike whether folded whole or character by character.
 */
const finalSigma = /ς/g;

/** Folds one character (code point): decompose, drop combining marks, lowercase. ASCII needs only the case. */
function foldChar(char: string): string {
  if (char.length === 1 && char.charCodeAt(0) < 128) return char.toLowerCase();
  return char.normalize("NFD").replace(combiningMarks, "").toLowerCase().replace(finalSigma, "σ");
}

export function fold(text: string): string {
  return text.normalize("NFD").replace(combiningMarks, "").toLowerCase().replace(finalSigma, "σ");
}

/**
 * Folds `text` as `fold` does, and also reads a run of whitespace as one space, as a query is
 * read ("!  !" is the phrase "! !"); each folded unit knows its source.
 */
export function foldWithMap(text: string): FoldedText {
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const end = index + char.length;
    if (/\s/.test(char)) {
      // A run of whitespace: one space, standing for the whole run.
      if (folded.endsWith(" ") && ends.at(-1) === index) ends[ends.length - 1] = end;
      else {
        folded += " ";
        starts.push(index);
        ends.push(end);
      }
      index = end;
      continue;
    }
    const piece = foldChar(char);
    // One entry per UTF-16 unit of the folded piece, all pointing at the same source character.
    for (let units = piece.length; units > 0; units--) {
      starts.push(index);
      ends.push(end);
    }
    folded += piece;
    index = end;
  }
  return { folded, starts, ends };
}

/** A range [start, end) of UTF-16 units in a text. */
export type Range = readonly [start: number, end: number];

/** Maps a range of the folded text back to the original text. */
export function toOriginalRange(text: FoldedText, start: number, end: number): Range {
  return [text.starts[start]!, text.ends[end - 1]!];
}

/** Sorts and merges overlapping or touching ranges. */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
