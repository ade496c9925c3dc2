/**
 * The query's words side by side: its terms in the query's order, each in any of its forms, with at
 * most two words between one and the next ("conectar o BigQuery" for "como conectar o bigquery"). The
 * first term may start inside a word ("query" in "bigquery"); each next one starts a word; every term
 * runs on to the end of its word ("conectando" holds "conect").
 *
 * A scan of the field's characters from each place a form of the first term starts. A regular
 * expression says the same in one line, but a pattern of Unicode letter classes made for each query
 * was the costliest part of a keystroke: compiled anew for every key, then run over every field.
 */
import { charLength, isWordAt } from "../../language/tokens";
import { needles, type Term } from "./query";

/** The most words between one term and the next. */
export const wordsBetween = 2;

/** Where the run of word characters (or, with `word` false, of others) starting at `from` ends. */
function runEnd(text: string, from: number, word: boolean): number {
  let at = from;
  while (at < text.length && isWordAt(text, at) === word) at += charLength(text, at);
  return at;
}

/** Whether term `which` starts at `at` in one of its forms, and each term after it follows. */
function termsFrom(field: string, terms: readonly Term[], which: number, at: number): boolean {
  for (const form of needles(terms[which]!)) {
    if (!field.startsWith(form, at)) continue;
    if (which === terms.length - 1) return true;
    if (followsGap(field, terms, which + 1, runEnd(field, at + form.length, true), 0)) return true;
  }
  return false;
}

/**
 * Whether term `which` follows `at` (the end of a word) after a gap of other characters, past at
 * most `wordsBetween - words` more words.
 */
function followsGap(
  field: string,
  terms: readonly Term[],
  which: number,
  at: number,
  words: number,
): boolean {
  const gapEnd = runEnd(field, at, false);
  if (gapEnd === at) return false;
  // A form starts a word; one starting with punctuation may begin inside the gap.
  for (let start = at + charLength(field, at); start <= gapEnd; start += charLength(field, start))
    if (termsFrom(field, terms, which, start)) return true;
  if (words === wordsBetween) return false;
  const wordEnd = runEnd(field, gapEnd, true);
  return wordEnd > gapEnd && followsGap(field, terms, which, wordEnd, words + 1);
}

/** Whether `field` (folded) holds `terms` side by side. */
export function holdsNear(field: string, terms: readonly Term[]): boolean {
  if (terms.length < 2) return false;
  for (const form of needles(terms[0]!))
    for (let at = field.indexOf(form); at >= 0; at = field.indexOf(form, at + 1))
      if (termsFrom(field, terms, 0, at)) return true;
  return false;
}
