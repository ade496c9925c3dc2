/**
 * The pages holding every term of a query, ranked the way a reader would: title over keywords over
 * description over section headings over body text; whole word over word start over inside a word;
 * rarer words over common ones; the page that talks most about a word over one that mentions it;
 * the words together (in one section, side by side, as the title) over words scattered; exact
 * accents first among equals. Every figure is in the `ranking` table (tuning.ts).
 */
import type { SearchDocument } from "../types";
import { excerptLength, resultText, type ResultText } from "./excerpt";
import { formCount, inSection, narrow, termQuality } from "./match";
import { holdsNear } from "./near";
import type { PreparedDocument, SearchIndex } from "./prepare";
import { needles, type Query, type Term } from "./query";
import { ranking } from "./tuning";

export const resultLimit = 30;

/** A page that holds the query: its score and what it shows. */
export interface SearchResult extends ResultText {
  document: SearchDocument;
  score: number;
}

/** How often a term (or else its other forms) occurs in the body and headings, up to a cap. */
function bodyFrequency(document: PreparedDocument, term: Term): number {
  let count = 0;
  for (const { folded } of [document.headings, document.body]) {
    for (
      let at = folded.indexOf(term.folded);
      at >= 0 && count < ranking.mostMentions;
      at = folded.indexOf(term.folded, at + term.folded.length)
    )
      count++;
  }
  if (count > 0 || !term.alternatives) return count;
  for (const form of term.alternatives)
    count += formCount(document.headings.vocabulary, form) + formCount(document.body.vocabulary, form);
  return Math.min(count, ranking.mostMentions);
}

function termScore(document: PreparedDocument, term: Term): number {
  let best = ranking.field.title * termQuality(document.title, term);
  for (const keyword of document.keywords)
    best = Math.max(best, ranking.field.keyword * termQuality(keyword, term));
  best = Math.max(best, ranking.field.description * termQuality(document.description, term));
  if (best >= ranking.field.description) return best;
  return Math.max(
    best,
    ranking.field.heading * termQuality(document.headings, term),
    ranking.field.body * termQuality(document.body, term),
  );
}

/**
 * Whether `field` holds some form of every term: what the words side by side need, checked first.
 * Most fields fail it.
 */
const mayBeNear = (field: string, terms: readonly Term[]) =>
  terms.every((term) => needles(term).some((form) => field.includes(form)));

/**
 * Points for the query's words side by side, by the most telling field they are found in. The body
 * is not scanned: a pattern over every article's whole text would cost more than it tells.
 */
function nearBonus(document: PreparedDocument, terms: readonly Term[]): number {
  const test = (field: string) => mayBeNear(field, terms) && holdsNear(field, terms);
  if (test(document.title.folded)) return ranking.near.title;
  if (test(document.description.folded) || document.keywords.some((keyword) => test(keyword.folded)))
    return ranking.near.descriptionOrKeyword;
  const intro = document.sections[0]?.id === "" ? document.sections[0].foldedText : "";
  return test(document.headings.folded) || test(intro) ? ranking.near.headingOrIntro : 0;
}

/** True when a title's word is a query word, in any of its forms (as a field matches it). */
function wordMatches(word: string, term: Term): boolean {
  return word.includes(term.folded) || needles(term).some((form) => word.startsWith(form));
}

/**
 * Points for a title that holds every word of the query, as much as the weakest holds it (a word
 * inside a longer one, "query" in "BigQuery", less than a whole word); more when the query is the title, or
 * nearly (each meaningful word of the title is one of the query's, whatever the order or form).
 */
function titleBonus(document: PreparedDocument, terms: readonly Term[]): number {
  const quality = Math.min(...terms.map((term) => termQuality(document.title, term)));
  if (quality === 0) return 0;
  const words = document.titleWords;
  const isTitle =
    words.length > 0 &&
    words.every((word) => terms.some((term) => wordMatches(word, term))) &&
    terms.every((term) => words.some((word) => wordMatches(word, term)));
  return isTitle ? ranking.isTitle : ranking.inTitle * quality;
}

export interface SearchOptions {
  /** At most this many results (the panel's 30; the results page shows them all). */
  limit?: number;
  /** Length of an excerpt, in characters. */
  excerptLength?: number;
  /**
   * How the whole language uses each term, when `index` holds only some of its pages (the ones a
   * sharded search fetched to rank): the rarity and the most mentions are read against every page.
   */
  corpus?: CorpusStats;
}

/** How a language's pages use each term of a query, by the term's position. */
export interface CorpusStats {
  pages: number;
  /** How many pages hold the term. */
  holders: readonly number[];
  /** The most mentions of the term in one page's headings and body. */
  mostFrequent: readonly number[];
}

/** How much a term weighs: more the rarer it is among the pages, less for an action beside a subject. */
export function termWeights(terms: readonly Term[], pages: number, holders: readonly number[]): number[] {
  return terms.map((term, position) => {
    const held = holders[position]!;
    const rarity = terms.length > 1 && held > 0 ? 1 + ranking.rarity * Math.log(pages / held) : 1;
    return term.action && terms.some((other) => !other.action) ? rarity * ranking.action : rarity;
  });
}

/**
 * Items holding every term of the query, best first. A term's score is weighted by how rare it is
 * among the items: in "como conectar o bigquery", the page about BigQuery beats the page about
 * connecting in general.
 */
export function search(
  index: SearchIndex,
  query: Query,
  options: SearchOptions | number = {},
): SearchResult[] {
  const {
    limit = resultLimit,
    excerptLength: length = excerptLength,
    corpus,
  } = typeof options === "number" ? { limit: options } : options;
  const { terms } = query;
  // Each item's own version of the terms, its points for each, and how often it uses each.
  const matches = index.documents.map((document) => {
    const own = terms.map((term) => narrow(document, term));
    const points = own.map((term) => (term ? termScore(document, term) : 0));
    const frequency = own.map((term) => (term ? bodyFrequency(document, term) : 0));
    return { document, own, points, frequency };
  });
  const weight = corpus
    ? termWeights(terms, corpus.pages, corpus.holders)
    : termWeights(
        terms,
        index.documents.length,
        terms.map((_, position) => matches.filter((match) => match.points[position]! > 0).length),
      );
  const mostFrequent = terms.map((_, position) =>
    Math.max(1, corpus?.mostFrequent[position] ?? 0, ...matches.map((match) => match.frequency[position]!)),
  );
  const scored: { document: PreparedDocument; own: Term[]; score: number }[] = [];
  for (const { document, own, points, frequency } of matches) {
    if (points.some((value) => value === 0)) continue;
    const present = own as Term[];
    let score = 0;
    present.forEach((term, which) => {
      // Where the word is, and how much the page talks about it next to the page that talks most.
      score += weight[which]! * (points[which]! + (ranking.about * frequency[which]!) / mostFrequent[which]!);
      if (document.exactFields.includes(term.exact)) score += ranking.exactAccents;
    });
    // Every word in one section is a passage about them, not words scattered over a long page.
    if (
      present.length > 1 &&
      document.sections.some((section) => present.every((term) => inSection(section, term)))
    )
      score += ranking.oneSection;
    if (terms.length > 1) score += nearBonus(document, terms);
    score += titleBonus(document, present);
    if (query.text.includes(" ")) {
      if (document.title.folded.includes(query.folded)) score += ranking.phrase.title;
      else if (document.keywords.some((keyword) => keyword.folded.includes(query.folded)))
        score += ranking.phrase.keyword;
      else if (document.description.folded.includes(query.folded)) score += ranking.phrase.description;
    }
    scored.push({ document, own: present, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.document.title.folded.length - b.document.title.folded.length ||
      a.document.order - b.document.order,
  );

  // The whole query, when it is a phrase, is marked too ("conta de serviço" as one mark).
  const phrase: Term[] =
    query.text.includes(" ") && terms.length > 1 ? [{ exact: query.text, folded: query.folded }] : [];
  return scored
    .slice(0, limit)
    .map(({ document, own, score }) =>
      lazyResult(document.document, score, () => resultText(document, own, [...own, ...phrase], length)),
    );
}

/**
 * A result whose text (its section, marks and excerpt) is cut when first read, once: a caller that
 * shows its first results now and the rest later (the search panel, a key at a time) cuts only
 * what it shows, and a key's broad prefix ("c") no longer cuts thirty excerpts.
 */
function lazyResult(document: SearchDocument, score: number, cut: () => ResultText): SearchResult {
  let text: ResultText | undefined;
  const read = () => (text ??= cut());
  return {
    document,
    score,
    get sectionId() {
      return read().sectionId;
    },
    get title() {
      return read().title;
    },
    get section() {
      return read().section;
    },
    get excerpt() {
      return read().excerpt;
    },
  };
}
