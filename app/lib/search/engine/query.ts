/**
 * A reader's query, read once into the terms that must match. A query of one word, or of small
 * words only ("o que"), is matched as typed, by the spec's substring rule. A query of several words
 * is read as a sentence: every word that carries meaning must match, in any order and any field;
 * words of one or two letters and stop words ("como", "the") neither match nor highlight on their
 * own, so "como conectar o bigquery" needs "conectar" and "bigquery", and "bigquery xyzq" finds
 * nothing. Each term carries its other forms (its stem, an action's other words), which matching,
 * ranking and highlighting all read from here.
 */
import { language } from "../../language";
import { fold } from "../../language/fold";
import type { Reading } from "../../language/read";

/** More words than this add nothing but work; the rest of a very long query is ignored. */
const maxTerms = 12;

export interface Term {
  /** As typed, lowercased (accents kept), for the exact-accent tie-break. */
  exact: string;
  folded: string;
  /**
   * Other forms, matched at a lower score where the word itself is not: the word without a plural,
   * gender or verb ending ("usuarios" → "usuari", "proprio" → "propri"), and for an action, the
   * other words for it ("gerar" → "criar", "crie"…).
   */
  alternatives?: string[];
  /** An action ("criar", "delete"): it must match too, but the subject's words rank the pages. */
  action?: boolean;
}

export interface Query {
  /** The query as shown back to the reader: trimmed, inner whitespace collapsed. */
  text: string;
  folded: string;
  /** What must match: the meaningful words, or the query itself when it has none or is one word. */
  terms: Term[];
}

/** Punctuation around a word ("bigquery?", "(sso)"), which is no part of it. */
export const wordEdges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Words shorter than this keep their ending: a stem of a short word is too easily another word's. */
const shortestStemmed = 5;

/**
 * The word without the ending another form of it may differ by (the language stack's stemmer:
 * "usuarios" → "usuari", "trocar" → "troc"), or undefined when it has none to lose.
 */
function stemOf(folded: string): string | undefined {
  if (folded.length < shortestStemmed || !/^\p{L}+$/u.test(folded)) return undefined;
  const stem = language.stem(folded);
  return stem === folded ? undefined : stem;
}

/** True when a word counts in a query of several words: three letters or more, not a stop word. */
export function carriesMeaning(folded: string): boolean {
  return folded.length >= 3 && !language.searchStopWords.has(folded);
}

/**
 * A word of the query, with its other forms: its stem, and in a query of several words, for an
 * action, the other words for it (a lone word is what the reader looks for, not an action).
 */
function term(word: string, several: boolean): Term {
  const folded = fold(word);
  const group = several ? language.actions.get(folded) : undefined;
  const alternatives = new Set<string>();
  for (const form of group ?? [folded]) {
    if (form !== folded) alternatives.add(form);
    const stem = stemOf(form);
    if (stem) alternatives.add(stem);
  }
  return {
    exact: word.toLowerCase(),
    folded,
    ...(alternatives.size > 0 ? { alternatives: [...alternatives] } : {}),
    ...(group ? { action: true } : {}),
  };
}

/** What a term matches: the word, then its other forms. */
export const needles = (term: Term): readonly string[] => [term.folded, ...(term.alternatives ?? [])];

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The query of a text or of its reading (trimmed, whitespace runs as one space, folded);
 * `undefined` when nothing searchable is left (blank).
 */
export function parseQuery(raw: string | Reading): Query | undefined {
  // The reading (language.read) is shared with the assistant: the text as read, and folded.
  const { text, folded } = typeof raw === "string" ? language.read(raw) : raw;
  if (!text) return undefined;
  const words = text.split(" ");
  const seen = new Set<string>();
  const terms: Term[] = [];
  if (words.length > 1) {
    for (const word of words) {
      const trimmed = word.replace(wordEdges, "");
      const key = fold(trimmed);
      if (!carriesMeaning(key) || seen.has(key)) continue;
      seen.add(key);
      terms.push(term(trimmed, true));
      if (terms.length === maxTerms) break;
    }
  }
  if (terms.length === 0) {
    // One word, or small words only: the query as typed (a lone word without its punctuation, so
    // "bigquery?" is "bigquery").
    const word = words.length === 1 ? text.replace(wordEdges, "") || text : text;
    terms.push(term(word, false));
  }
  if (!folded) return undefined;
  return { text, folded, terms };
}
