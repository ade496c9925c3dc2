/**
 * The help centre's search: every item whose fields contain each word of the query (case- and
 * accent-insensitive substrings, so 'query' finds BigQuery and 'integracao' finds 'Integração'),
 * ranked the way a reader would: title over keywords over description over section headings over
 * body text; whole word over word start over inside a word; exact accents first among equals.
 */
import { fold, foldWithMap, mergeRanges, toOriginalRange, type Range } from "./fold";
import type { SearchDocument } from "./types";

export const resultLimit = 30;
/** More words than this add nothing but work; the rest of a very long query is ignored. */
const maxTerms = 12;

export interface Term {
  /** As typed, lowercased (accents kept), for the exact-accent tie-break. */
  exact: string;
  folded: string;
}

export interface Query {
  /** The query as shown back to the reader: trimmed, inner whitespace collapsed. */
  text: string;
  folded: string;
  terms: Term[];
}

/** Trims and normalises a query; `undefined` when nothing searchable is left (blank). */
export function parseQuery(raw: string): Query | undefined {
  const text = raw.normalize("NFC").replace(/\s+/gu, " ").trim();
  const seen = new Set<string>();
  const terms: Term[] = [];
  for (const word of text.split(" ")) {
    const folded = fold(word);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    terms.push({ exact: word.toLowerCase(), folded });
    if (terms.length === maxTerms) break;
  }
  if (terms.length === 0) return undefined;
  return { text, folded: fold(text), terms };
}

export interface Highlighted {
  text: string;
  /** Ranges of `text` to mark, sorted and not overlapping. */
  ranges: Range[];
}

export interface SearchResult {
  document: SearchDocument;
  score: number;
  /** The section the best body match is in, when it is not the intro: the result links to it. */
  sectionId?: string;
  title: Highlighted;
  /** The matching section's heading, shown as "Article › Section". */
  section?: Highlighted;
  /** A short passage around the match, or the description. */
  excerpt: Highlighted;
}

interface PreparedSection {
  id: string;
  heading: string;
  text: string;
  foldedHeading: string;
  foldedText: string;
}

interface PreparedDocument {
  document: SearchDocument;
  order: number;
  title: string;
  keywords: string[];
  description: string;
  exactFields: string;
  sections: PreparedSection[];
  /** Every section heading, folded, one per line: one scan answers "is it in a heading?". */
  headings: string;
  /** Every section's text, folded, one per line. */
  body: string;
}

export interface SearchIndex {
  documents: PreparedDocument[];
}

/** Folds every field once, so each keystroke only scans. */
export function prepareIndex(documents: SearchDocument[]): SearchIndex {
  return {
    documents: documents.map((document, order) => {
      const sections = document.sections.map((section) => ({
        ...section,
        foldedHeading: fold(section.heading),
        foldedText: fold(section.text),
      }));
      return {
        document,
        order,
        title: fold(document.title),
        keywords: document.keywords.map(fold),
        description: fold(document.description),
        exactFields: [document.title, ...document.keywords, document.description].join("\n").toLowerCase(),
        sections,
        headings: sections.map((section) => section.foldedHeading).join("\n"),
        body: sections.map((section) => section.foldedText).join("\n"),
      };
    }),
  };
}

const weights = { title: 100, keyword: 70, description: 40, heading: 30, body: 12 } as const;
const wordChar = /[\p{L}\p{N}]/u;

/** How well `term` occurs in `field`: 1 whole word, 0.8 word start, 0.5 inside a word, 0 not at all. */
export function matchQuality(field: string, term: string): number {
  let best = 0;
  let from = 0;
  for (let seen = 0; seen < 50; seen++) {
    const at = field.indexOf(term, from);
    if (at < 0) break;
    const startsWord = at === 0 || !wordChar.test(field[at - 1]!);
    const endsWord = at + term.length >= field.length || !wordChar.test(field[at + term.length]!);
    const quality = startsWord ? (endsWord ? 1 : 0.8) : 0.5;
    if (quality > best) best = quality;
    if (best === 1) break;
    from = at + 1;
  }
  return best;
}

/** How often a term occurs in the body and headings, capped: among equals, the page about it wins. */
function bodyFrequency(document: PreparedDocument, term: Term): number {
  let count = 0;
  for (const field of [document.headings, document.body]) {
    for (
      let at = field.indexOf(term.folded);
      at >= 0 && count < 12;
      at = field.indexOf(term.folded, at + term.folded.length)
    ) {
      count++;
    }
  }
  return count;
}

function termScore(document: PreparedDocument, term: Term): number {
  let best = weights.title * matchQuality(document.title, term.folded);
  for (const keyword of document.keywords)
    best = Math.max(best, weights.keyword * matchQuality(keyword, term.folded));
  best = Math.max(best, weights.description * matchQuality(document.description, term.folded));
  if (best >= weights.description) return best;
  return Math.max(
    best,
    weights.heading * matchQuality(document.headings, term.folded),
    weights.body * matchQuality(document.body, term.folded),
  );
}

/** Every range where any term occurs in `text`, on the original text. */
export function highlight(text: string, terms: readonly Term[]): Highlighted {
  const folded = foldWithMap(text);
  const ranges: Range[] = [];
  for (const { folded: term } of terms) {
    let from = 0;
    for (;;) {
      const at = folded.folded.indexOf(term, from);
      if (at < 0) break;
      ranges.push(toOriginalRange(folded, at, at + term.length));
      from = at + term.length;
    }
  }
  return { text, ranges: mergeRanges(ranges) };
}

const excerptLength = 160;

/** Moves an index off the second half of a surrogate pair, so a cut never splits a character. */
function safeCut(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index - 1 : index;
}

/**
 * About `excerptLength` characters of `text` around its first match, cut at word boundaries.
 * Only that window is folded with a position map: `foldedText` (the whole text folded, from the
 * index) finds the match, and folding keeps positions close enough to place the window.
 */
export function excerpt(text: string, terms: readonly Term[], foldedText = fold(text)): Highlighted {
  if (text.length <= excerptLength) return highlight(text, terms);
  let first = Infinity;
  for (const term of terms) {
    const at = foldedText.indexOf(term.folded);
    if (at >= 0 && at < first) first = at;
  }
  let start = first === Infinity ? 0 : Math.min(Math.max(0, first - 50), text.length - 1);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space >= 0 && space < start + 40) start = space + 1;
  }
  start = safeCut(text, start);
  let end = Math.min(text.length, start + excerptLength);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start + excerptLength / 2 ? space : safeCut(text, end);
  }
  const window = highlight(text.slice(start, end), terms);
  const prefix = start > 0 ? "…" : "";
  const suffix = end < text.length ? "…" : "";
  return {
    text: prefix + window.text + suffix,
    ranges: window.ranges.map(([rangeStart, rangeEnd]): Range => [
      rangeStart + prefix.length,
      rangeEnd + prefix.length,
    ]),
  };
}

/** The section that matches most words (then the strongest match); undefined when none does. */
function bestSection(document: PreparedDocument, terms: readonly Term[]): PreparedSection | undefined {
  let best: PreparedSection | undefined;
  let bestScore = 0;
  for (const section of document.sections) {
    let score = 0;
    for (const term of terms) {
      const quality = Math.max(
        matchQuality(section.foldedHeading, term.folded) * 1.5,
        matchQuality(section.foldedText, term.folded),
      );
      if (quality > 0) score += 10 + quality;
    }
    if (score > bestScore) {
      best = section;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Items matching the words of the query, best first. An item needs at least half of the words;
 * one missing some keeps only that share of its score, so complete matches lead, yet
 * "dominio proprio" still finds "Domínio personalizado" by its title.
 */
export function search(index: SearchIndex, query: Query, limit = resultLimit): SearchResult[] {
  const scored: { document: PreparedDocument; score: number; matched: number }[] = [];
  const needed = Math.ceil(query.terms.length / 2);
  for (const document of index.documents) {
    let score = 0;
    let matched = 0;
    for (const term of query.terms) {
      const points = termScore(document, term);
      if (points === 0) continue;
      matched++;
      score += points + bodyFrequency(document, term);
      if (document.exactFields.includes(term.exact)) score += 3;
    }
    if (matched < needed) continue;
    // Every word in one section is a passage about them, not words scattered over a long page.
    if (
      matched === query.terms.length &&
      query.terms.length > 1 &&
      document.sections.some((section) =>
        query.terms.every(
          (term) => section.foldedHeading.includes(term.folded) || section.foldedText.includes(term.folded),
        ),
      )
    ) {
      score += 30;
    }
    if (query.terms.length > 1) {
      if (document.title.includes(query.folded)) score += 40;
      else if (document.keywords.some((keyword) => keyword.includes(query.folded))) score += 25;
      else if (document.description.includes(query.folded)) score += 15;
    }
    scored.push({ document, score, matched });
  }
  // An item missing some words keeps the share of its score that the words it has earn.
  const all = query.terms.length;
  const ranked = scored.map((item) => ({ ...item, score: (item.score * item.matched) / all }));
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      b.matched - a.matched ||
      a.document.title.length - b.document.title.length ||
      a.document.order - b.document.order,
  );

  return ranked.slice(0, limit).map(({ document, score }) => {
    const descriptionMatches = query.terms.some((term) => document.description.includes(term.folded));
    const titleMatches = query.terms.every(
      (term) =>
        document.title.includes(term.folded) ||
        document.keywords.some((keyword) => keyword.includes(term.folded)),
    );
    const section = descriptionMatches || titleMatches ? undefined : bestSection(document, query.terms);
    return {
      document: document.document,
      score,
      ...(section?.id ? { sectionId: section.id } : {}),
      title: highlight(document.document.title, query.terms),
      ...(section?.heading ? { section: highlight(section.heading, query.terms) } : {}),
      excerpt: section
        ? section.text
          ? excerpt(section.text, query.terms, section.foldedText)
          : excerpt(section.heading, query.terms, section.foldedHeading)
        : excerpt(document.document.description, query.terms, document.description),
    };
  });
}
