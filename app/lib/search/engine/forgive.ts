/**
 * Search that forgives a misspelling: a word of the query that no page holds is read as the
 * index's own word (correct.ts over the index's lexicon: the nearest word by its letters, the words
 * it runs together, the word it sounds like, an initialism spelt out), shown back as the pages
 * write it. Exact matches are never mixed with corrections: a query whose words all match is
 * searched as typed.
 */
import { language } from "../../language";
import { fold } from "../../language/fold";
import { spelledLetters } from "../../language/sound";
import { wordPattern } from "../../language/tokens";
import { correctBySound, correctWord, splitJoined } from "../correct";
import { formQuality, holds } from "./match";
import type { SearchIndex } from "./prepare";
import { escapeRegExp, parseQuery, wordEdges, type Query } from "./query";
import { search, type SearchOptions, type SearchResult } from "./rank";

/** How the index writes a folded word, lowercased ("permissao" → "permissão"), to show it back. */
function spelling(index: SearchIndex, folded: string): string {
  for (const { document, vocabulary } of index.documents) {
    if (formQuality(vocabulary, folded) !== 1) continue;
    const texts = [document.title, ...document.keywords, document.description];
    for (const text of [...texts, ...document.sections.flatMap((section) => [section.heading, section.text])])
      for (const [word] of text.matchAll(wordPattern)) if (fold(word) === folded) return word.toLowerCase();
  }
  return folded;
}

/** True when some item has these words side by side, apart by a space or a hyphen ("self-hosted"). */
function written(index: SearchIndex, words: readonly string[]): boolean {
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join("[ -]")}(?![\\p{L}\\p{N}])`,
    "u",
  );
  return index.documents.some((document) => pattern.test(document.all));
}

/**
 * A word no item holds, read as the index's own: the nearest word by its letters ("bigqeury"),
 * the words it runs together ("dominiopersonalizado": no edit, so before a sound), the word it
 * sounds like ("guguel"), the initialism it spells out by the letters' names ("aidi": "id"); the
 * first that applies.
 */
function correction(index: SearchIndex, folded: string): string | undefined {
  const word = correctWord(index.lexicon, folded);
  if (word) return spelling(index, word);
  const pieces = splitJoined(index.lexicon, folded, (words) => written(index, words));
  if (pieces)
    return pieces
      .split(" ")
      .map((piece) => spelling(index, piece))
      .join(" ");
  const alike = correctBySound(index.lexicon, folded, language.soundOf);
  if (alike) return spelling(index, alike);
  return spelledLetters(language.letterNames, folded).find((letters) => written(index, [letters]));
}

/**
 * The query with each word that no item holds corrected to a word of the index (`correction`), or
 * `undefined` when no word needed or found a correction.
 */
export function correctQuery(index: SearchIndex, query: Query): Query | undefined {
  const corrections = new Map<string, string>();
  for (const term of query.terms) {
    if (index.documents.some((document) => holds(document, term))) continue;
    const corrected = correction(index, term.folded);
    if (corrected) corrections.set(term.folded, corrected);
  }
  return withCorrections(query, corrections);
}

/** The query with its words replaced by their corrections (folded word → spelling), or `undefined` when there are none. */
export function withCorrections(query: Query, corrections: ReadonlyMap<string, string>): Query | undefined {
  if (corrections.size === 0) return undefined;
  const text = query.text
    .split(" ")
    .map((word) => {
      const core = word.replace(wordEdges, "");
      const correction = core && corrections.get(fold(core));
      return correction ? word.replace(core, correction) : word;
    })
    .join(" ");
  return parseQuery(text);
}

export interface ForgivingResults {
  results: SearchResult[];
  /** The corrected query the results are for, when a word was misspelt and its correction found some. */
  corrected?: Query;
}

/**
 * The results of the query as typed, or, when a word of it is in no item and its correction
 * (`correctQuery`) finds results, those of the corrected query. Exact matches are never mixed
 * with corrections: a query whose words all match is not corrected.
 */
export function searchForgiving(
  index: SearchIndex,
  query: Query,
  options: SearchOptions | number = {},
): ForgivingResults {
  const corrected = correctQuery(index, query);
  if (corrected) {
    const forgiven = search(index, corrected, options);
    if (forgiven.length > 0) return { results: forgiven, corrected };
  }
  return { results: search(index, query, options) };
}
