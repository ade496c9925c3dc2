/**
 * Spelling correction against a vocabulary of folded words: a reader's word that the help centre
 * never uses ("bigqeury", "permisao") is read as the nearest word it does use ("bigquery",
 * "permissao"). Nearness is the optimal-string-alignment distance (Damerau-Levenshtein where a swap
 * of two neighbouring letters counts as one edit), bounded by the word's length: short words are
 * too easily another word to be corrected at all.
 *
 * The vocabulary is bucketed by length once, when an index loads; a correction scans only the
 * buckets within reach, and each comparison stops as soon as it cannot come within the bound.
 */

/** How a word is corrected, by its length in folded letters. */
export interface CorrectionRules {
  /** Shorter words are never corrected: at one edit, most of them are some other word. */
  shortest: number;
  /** Words up to this length may be one edit away from their correction; longer ones, two. */
  oneEditUpTo: number;
  /** Only to words that start as the reader's does. */
  sameFirstLetter: boolean;
}

/** Search's rules: a reader who typed a query looks for something the help centre has. */
export const correctionRules: CorrectionRules = { shortest: 4, oneEditUpTo: 7, sameFirstLetter: false };

/**
 * The assistant's: a question is a sentence of everyday words, some about things the help centre
 * does not cover, and a correction must not make it look covered ("bread" is not "break", "tire"
 * not "time", "previsão" neither "revisão" nor "precisar"). So only words of seven letters or
 * more, one edit up to nine, never on the first letter.
 */
export const strictCorrectionRules: CorrectionRules = { shortest: 7, oneEditUpTo: 9, sameFirstLetter: true };

/** How many edits a word of `length` letters may be from its correction (0: not corrected). */
export function allowedEdits(length: number, rules: CorrectionRules = correctionRules): number {
  if (length < rules.shortest) return 0;
  return length <= rules.oneEditUpTo ? 1 : 2;
}

let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions,
 * substitutions, and swaps of two neighbouring units, each one edit), or `bound + 1` as soon as it
 * is known to exceed `bound`.
 */
export function editDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  if (a === b) return 0;
  // Three rows of the dynamic-programming table, reused from call to call (a correction compares
  // thousands of words): two back (for swaps), one back, and this one.
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2 + 2));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let column = 0; column <= b.length; column++) previous[column] = column;
  for (let row = 1; row <= a.length; row++) {
    current[0] = row;
    let rowBest = row;
    const letter = a.charCodeAt(row - 1);
    for (let column = 1; column <= b.length; column++) {
      const cost = letter === b.charCodeAt(column - 1) ? 0 : 1;
      let value = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      if (
        row > 1 &&
        column > 1 &&
        letter === b.charCodeAt(column - 2) &&
        a.charCodeAt(row - 2) === b.charCodeAt(column - 1)
      )
        value = Math.min(value, before[column - 2]! + 1);
      current[column] = value;
      if (value < rowBest) rowBest = value;
    }
    // Every path to the end goes through this row: past the bound here, past it at the end.
    if (rowBest > bound) return bound + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, bound + 1);
}

/** The words a correction may land on, grouped by length, each with how much it is worth. */
export interface Lexicon {
  byLength: Map<number, string[]>;
  weight: Map<string, number>;
}

const lettersOnly = /^\p{L}+$/u;

/**
 * A vocabulary from folded words and their weights (how many pages use a word, more for a word of
 * a title): a correction goes to the nearest word, and among equally near ones to the heaviest.
 * Words of fewer than three letters or with digits are left out: no correction should land there.
 */
export function lexiconOf(weights: Iterable<readonly [string, number]>): Lexicon {
  const byLength = new Map<number, string[]>();
  const weight = new Map<string, number>();
  for (const [word, value] of weights) {
    if (word.length < 3 || !lettersOnly.test(word)) continue;
    if (!weight.has(word)) {
      const bucket = byLength.get(word.length);
      if (bucket) bucket.push(word);
      else byLength.set(word.length, [word]);
    }
    weight.set(word, (weight.get(word) ?? 0) + value);
  }
  return { byLength, weight };
}

/**
 * Whether a correction (one word, or the words a run-together word is read as) would stand where
 * the reader's other words are: a page holds it beside every other word of the query. A word that
 * stands alone would find nothing with them, however near its letters.
 */
export type Fits = (words: readonly string[]) => boolean;

/** No other words to stand beside: any correction fits. */
export const fitsAnywhere: Fits = () => true;

/** A way a misspelt word may be read (by its letters, as words run together, by its sound, as an initialism): its folded words, or `undefined`. */
export type Reading = () => readonly string[] | undefined;

/**
 * How a misspelt word is read, of the `ways` it may be (in order of preference, each already
 * keeping to readings that fit the query's other words). Without `beside`, the first way that
 * finds a reading: a word no page holds is a misspelling, read as cheaply as the first way allows
 * (over shards, each way fetches files). With `beside`, for a word some page does hold, inside a
 * longer word or apart from the query's other words, and so perhaps meant as typed: every way is
 * tried, and the reading the most pages hold beside the other words wins (`beside.count`: how many,
 * of the `beside.most` holding them; the earlier way among as many). So "entra aidi" is "entra id",
 * written on every page about Microsoft Entra ID, not a word of one page one letter from "aidi"
 * that happens to hold "entra" too.
 */
export function bestReading(
  ways: readonly Reading[],
  beside?: { count: (words: readonly string[]) => number; most: number },
): readonly string[] | undefined {
  let best: readonly string[] | undefined;
  let found = 0;
  for (const way of ways) {
    const words = way();
    if (!words) continue;
    if (!beside) return words;
    const pages = beside.count(words);
    if (pages > found) [best, found] = [words, pages];
    // Every page holding the other words holds this reading: no later way can do better, and
    // none is tried (over shards, each may fetch files).
    if (found >= beside.most) break;
  }
  return best;
}

/**
 * The vocabulary's word nearest to `word` (folded) within the edits its length allows and that
 * `fits` the query's other words, or `undefined` when none is, when the word is too short, or when
 * it is a word of the vocabulary itself. Among equally near words: one that starts with the same
 * letter (readers rarely miss the first), then the heaviest, then the first in alphabetical order,
 * so the answer never depends on the order the vocabulary was built in. A nearer word that fits
 * nowhere does not hide a farther one that does ("vino" in "respuesta vino vacia" is "fino", which
 * the page about empty answers writes, not a nearer word of some page holding neither).
 */
export function correctWord(
  lexicon: Lexicon,
  word: string,
  rules: CorrectionRules = correctionRules,
  fits: Fits = fitsAnywhere,
): string | undefined {
  const bound = allowedEdits(word.length, rules);
  if (bound === 0 || !lettersOnly.test(word) || lexicon.weight.has(word)) return undefined;
  let best: string | undefined;
  let bestKey: [number, number, number] = [bound + 1, 1, 0];
  for (let length = word.length - bound; length <= word.length + bound; length++) {
    for (const candidate of lexicon.byLength.get(length) ?? []) {
      if (rules.sameFirstLetter && !candidate.startsWith(word[0]!)) continue;
      const distance = editDistance(word, candidate, Math.min(bound, bestKey[0]));
      if (distance > bound || distance > bestKey[0] || !fits([candidate])) continue;
      const key: [number, number, number] = [
        distance,
        candidate.startsWith(word[0]!) ? 0 : 1,
        -lexicon.weight.get(candidate)!,
      ];
      const better =
        key[0] - bestKey[0] ||
        key[1] - bestKey[1] ||
        key[2] - bestKey[2] ||
        (best && candidate < best ? -1 : 1);
      if (best === undefined || better < 0) {
        best = candidate;
        bestKey = key;
      }
    }
  }
  return best;
}

/** The shortest piece a run-together word is split into ("de" in "contasdeservico"), and the shortest such word ("signon"). */
const shortestPiece = 2;
const shortestJoined = 6;
/** Longer than this, a word is no three words run together: it is not split (nor scanned for it). */
const longestJoined = 45;

/**
 * A word run together from words the help centre writes apart ("dominiopersonalizado",
 * "knowledgebase", "contasdeservico"), as those words with a space between, or `undefined`. Each
 * piece of three letters or more must be a word of the vocabulary, and `together` must find the
 * pieces side by side in the help centre's text, which also answers for the small words the
 * vocabulary leaves out ("de", "on"). Two pieces before three; among as many, the heaviest pieces.
 */
export function splitJoined(
  lexicon: Lexicon,
  word: string,
  together: (pieces: readonly string[]) => boolean,
): string | undefined {
  if (word.length < shortestJoined || word.length > longestJoined || !lettersOnly.test(word))
    return undefined;
  const known = (piece: string) => piece.length < 3 || lexicon.weight.has(piece);
  const weightOf = (pieces: readonly string[]) =>
    pieces.reduce((sum, piece) => sum + (lexicon.weight.get(piece) ?? 0), 0);
  const found = (splits: string[][]) =>
    splits
      .filter((pieces) => pieces.every(known) && together(pieces))
      .sort((a, b) => weightOf(b) - weightOf(a))[0];
  const twos: string[][] = [];
  const threes: string[][] = [];
  for (let first = shortestPiece; first <= word.length - shortestPiece; first++) {
    const head = word.slice(0, first);
    if (!known(head)) continue;
    twos.push([head, word.slice(first)]);
    for (let second = first + shortestPiece; second <= word.length - shortestPiece; second++) {
      const middle = word.slice(first, second);
      if (known(middle)) threes.push([head, middle, word.slice(second)]);
    }
  }
  return (found(twos) ?? found(threes))?.join(" ");
}

/** Each lexicon's words by how they sound, made when a word is first looked up by its sound. */
const bySound = new WeakMap<Lexicon, { sounds: Lexicon; words: Map<string, string> }>();

/**
 * The vocabulary's word that sounds like `word` ("sertificado": "certificado", "guguel": "google"),
 * by `soundOf`, or within the edits correctWord allows of its sound ("whatsup": "whatsapp"); the
 * heaviest of the words that sound alike, when it `fits` the query's other words. For a word no
 * letter-by-letter correction reaches.
 */
export function correctBySound(
  lexicon: Lexicon,
  word: string,
  soundOf: (folded: string) => string,
  fits: Fits = fitsAnywhere,
): string | undefined {
  if (word.length < correctionRules.shortest || !lettersOnly.test(word) || lexicon.weight.has(word))
    return undefined;
  let table = bySound.get(lexicon);
  if (!table) {
    const words = new Map<string, string>();
    const weights: [string, number][] = [];
    for (const [known, weight] of lexicon.weight) {
      const sound = soundOf(known);
      const current = words.get(sound);
      if (current === undefined || weight > lexicon.weight.get(current)!) words.set(sound, known);
      weights.push([sound, weight]);
    }
    table = { sounds: lexiconOf(weights), words };
    bySound.set(lexicon, table);
  }
  const sound = soundOf(word);
  const alike = table.sounds.weight.has(sound) ? sound : correctWord(table.sounds, sound);
  const found = alike === undefined ? undefined : table.words.get(alike);
  return found !== undefined && fits([found]) ? found : undefined;
}
