/**
 * Re-lettering: a seeded substitution of the letters inside words, one per copy of the content, so
 * a copy's prose has the shape of the original (word lengths, capitals, accents, punctuation) but
 * none of its words. Vowels go to vowels and consonants to consonants, each by a cycle (no letter
 * stays itself), so the words still read as words and every word with an ASCII letter changes.
 * A copy's words neither compress against the original's nor index into them, which is what makes
 * N copies cost what N articles would.
 */
import { fold } from "../../app/lib/language/fold";

const vowels = "aeiou";
const consonants = "bcdfghjklmnpqrstvwxyz";

/** mulberry32: a small, fast, seeded generator; the same seed gives the same letters everywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sattolo's shuffle: a single cycle through every letter, so no letter maps to itself. */
function cycle(letters: string, next: () => number): string {
  const out = [...letters];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.join("");
}

/** The substitution of one copy and attempt: a table from each ASCII letter to another. */
function letterTable(copy: number, attempt: number): Map<string, string> {
  const next = random(copy * 7919 + attempt * 104729 + 1);
  const table = new Map<string, string>();
  for (const group of [vowels, consonants]) {
    const shuffled = cycle(group, next);
    for (let i = 0; i < group.length; i++) {
      table.set(group[i]!, shuffled[i]!);
      table.set(group[i]!.toUpperCase(), shuffled[i]!.toUpperCase());
    }
  }
  return table;
}

const substitute = (word: string, table: Map<string, string>) =>
  [...word].map((char) => table.get(char) ?? char).join("");

/** A letter or a combining mark: what a word is made of (digits and hyphens are left as they are). */
const wordPattern = /[\p{L}\p{M}]+/gu;

export interface Relettering {
  /** The copy's form of one word: the same word always gives the same form. */
  word(word: string): string;
  /** Every word of a text re-lettered but the kept ones (unless all are), everything between words kept. */
  text(text: string): string;
  /** An ASCII slug or id, letter by letter (no word is kept: it names the copy's own page). */
  slug(slug: string): string;
}

export interface ReletteringOptions {
  /** Words kept as they are, folded (the languages' stop words: every text shares them). */
  keep: ReadonlySet<string>;
  /**
   * Whether a word must not be produced: a word the content checks forbid or reserve (a style
   * guide's variant, a word that sends the reader to support). The word is re-lettered again.
   */
  reserved: (folded: string) => boolean;
}

/** The re-lettering of copy `copy` (2 and up: copy 1 is the original). */
export function relettering(copy: number, { keep, reserved }: ReletteringOptions): Relettering {
  const tables = [letterTable(copy, 0)];
  const tableOf = (attempt: number) => (tables[attempt] ??= letterTable(copy, attempt));
  const cache = new Map<string, string>();
  /** Every word re-lettered, the kept ones too. */
  const always = (original: string) => {
    const known = cache.get(original);
    if (known !== undefined) return known;
    let result = original;
    for (let attempt = 0; attempt < 16; attempt++) {
      result = substitute(original, tableOf(attempt));
      if (!reserved(fold(result))) break;
    }
    cache.set(original, result);
    return result;
  };
  const word = (original: string) => (keep.has(fold(original)) ? original : always(original));
  return {
    word,
    // A text of kept words only ("O que é a {product}?") would stay the original's: its words change
    // then, so a copy's title is its own. The title and a link showing it are cut the same way.
    text: (text) => {
      const words = text.match(wordPattern) ?? [];
      return text.replace(wordPattern, words.every((each) => keep.has(fold(each))) ? always : word);
    },
    slug: (slug) => substitute(slug, tableOf(0)),
  };
}
