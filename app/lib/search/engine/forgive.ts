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
import { bestReading, correctBySound, correctWord, fitsAnywhere, splitJoined, type Fits } from "../correct";
import { formQuality, holding } from "./match";
import type { PreparedDocument, SearchIndex } from "./prepare";
import { escapeRegExp, parseQuery, wordEdges, type Query, type Term } from "./query";
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
 * A word no item holds, read as the index's own (correct.ts `bestReading`): the nearest word by
 * its letters ("bigqeury"), the words it runs together ("dominiopersonalizado": no edit, so before
 * a sound), the word it sounds like ("guguel"), the initialism it spells out by the letters' names
 * ("aidi": "id"). Beside `others`, the query's other words, only a reading some item holds beside
 * them all; for a word some item holds (`held`, inside a longer word or apart from them), the
 * reading the most items hold so.
 */
function correction(
  index: SearchIndex,
  folded: string,
  others: readonly Term[],
  held: "inside" | "word" | undefined,
): string | undefined {
  let holdingOthers: PreparedDocument[] | undefined;
  // The items holding every other word, found when a reading is first weighed.
  const beside = () =>
    (holdingOthers ??= index.documents.filter((document) =>
      others.every((term) => holding(document, term) !== undefined),
    ));
  const besideCount = (words: readonly string[]) =>
    beside().filter((document) => words.every((word) => formQuality(document.vocabulary, word) === 1)).length;
  const fits: Fits = others.length === 0 ? fitsAnywhere : (words) => besideCount(words) > 0;
  const one = (word: string | undefined) => (word === undefined ? undefined : [word]);
  const words = bestReading(
    [
      () => one(correctWord(index.lexicon, folded, undefined, fits)),
      () =>
        splitJoined(index.lexicon, folded, (pieces) => written(index, pieces) && fits(pieces))?.split(" "),
      () => one(correctBySound(index.lexicon, folded, language.soundOf, fits)),
      () =>
        one(
          spelledLetters(language.letterNames, folded).find(
            (letters) => written(index, [letters]) && fits([letters]),
          ),
        ),
    ],
    others.length === 0 || held === undefined ? undefined : { count: besideCount, most: beside().length },
  );
  return words?.map((word) => spelling(index, word)).join(" ");
}

/**
 * The query with each word that no item holds corrected to a word of the index (`correction`)
 * that stands beside the query's other words, or `undefined` when no word needed or found a
 * correction. Two more words are read as corrections when the query has other words to confirm
 * them: a word found only inside longer words ("entra aidi" is "entra id", not a page's "caidib";
 * alone, "query" is searched as typed and finds "BigQuery"), and, when no item holds the whole
 * query, a word no item holds beside the others ("vea" of "mi equipo vea el agente nuevo", held only
 * as the start of words of pages about other things).
 */
export function correctQuery(index: SearchIndex, query: Query): Query | undefined {
  const held = query.terms.map((term) => {
    let found: "word" | "inside" | undefined;
    for (const document of index.documents) {
      found = holding(document, term) ?? found;
      if (found === "word") break;
    }
    return found;
  });
  const together = (terms: readonly Term[]) =>
    index.documents.some((document) => terms.every((term) => holding(document, term) !== undefined));
  let whole: boolean | undefined;
  const corrections = new Map<string, string>();
  query.terms.forEach((term, at) => {
    const others = query.terms.filter((_, other) => other !== at && held[other] !== undefined);
    if (held[at] !== undefined && others.length === 0) return;
    if (held[at] === "word" && (whole ??= together(query.terms))) return;
    if (held[at] === "word" && together([term, ...others])) return;
    const corrected = correction(index, term.folded, others, held[at]);
    if (corrected) corrections.set(term.folded, corrected);
  });
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
