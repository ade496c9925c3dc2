/**
 * The help centre's search: every item whose fields contain the query (case- and accent-insensitive
 * substrings, so 'query' finds BigQuery and 'integracao' finds 'Integração'), ranked the way a
 * reader would: title over keywords over description over section headings over body text; whole
 * word over word start over inside a word; rarer words over common ones; exact accents first among
 * equals.
 *
 * A query of one word, or of small words only ("o que"), is matched as typed, by the spec's
 * substring rule. A query of several words is read as a sentence: every word that carries meaning
 * must match, in any order and any field; words of one or two letters and stop words ("como",
 * "the") neither match nor highlight on their own, so "como conectar o bigquery" needs "conectar"
 * and "bigquery", and "bigquery xyzq" finds nothing.
 */
import { flattenSectionText } from "../content/section-text";
import { correctBySound, correctWord, lexiconOf, splitJoined, type Lexicon } from "./correct";
import { language } from "../language";
import { fold, foldWithMap, mergeRanges, toOriginalRange, type Range } from "../language/fold";
import { spelledLetters } from "../language/sound";
import type { Reading } from "../language/read";
import { countWords, isWordChar, wordPattern, wordSeparators, type WordCounts } from "../language/tokens";
import { lowerBound } from "./sorted";
import type { SearchDocument } from "./types";

export const resultLimit = 30;
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
  /**
   * Several words in the query's order with at most two small words between them ("conectar o
   * BigQuery" for "como conectar o bigquery"): a passage saying what was asked. Absent for one term.
   */
  near?: RegExp;
}

const edges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
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
const needles = (term: Term): readonly string[] => [term.folded, ...(term.alternatives ?? [])];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function nearPattern(terms: readonly Term[]): RegExp {
  const gap = "[^\\p{L}\\p{N}]+(?:[\\p{L}\\p{N}]+[^\\p{L}\\p{N}]+){0,2}";
  return new RegExp(
    terms.map((term) => `(?:${needles(term).map(escape).join("|")})[\\p{L}\\p{N}]*`).join(gap),
    "u",
  );
}

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
      const trimmed = word.replace(edges, "");
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
    const word = words.length === 1 ? text.replace(edges, "") || text : text;
    terms.push(term(word, false));
  }
  if (!folded) return undefined;
  return { text, folded, terms, ...(terms.length > 1 ? { near: nearPattern(terms) } : {}) };
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

/** The distinct words of a field, sorted, with how often each occurs: prefix look-ups by bisection. */
interface Vocabulary {
  words: string[];
  counts: number[];
}

/**
 * A folded field: its text for substring matching, its words for matching other forms. The words
 * are counted when first looked up (see `prepareIndex`).
 */
interface Field {
  folded: string;
  readonly vocabulary: Vocabulary;
}

/** The counts of several parts of a page together, each part's words read once. */
function mergeCounts(parts: readonly WordCounts[]): WordCounts {
  const merged: WordCounts = new Map();
  for (const part of parts)
    for (const [word, count] of part) merged.set(word, (merged.get(word) ?? 0) + count);
  return merged;
}

function vocabularyOf(counts: WordCounts): Vocabulary {
  const words = [...counts.keys()].sort();
  return { words, counts: words.map((word) => counts.get(word)!) };
}

/** `make()`, made on the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function field(folded: string, vocabulary: () => Vocabulary): Field {
  return {
    folded,
    get vocabulary() {
      return vocabulary();
    },
  };
}

interface PreparedSection {
  id: string;
  heading: string;
  text: string;
  foldedHeading: string;
  foldedText: string;
  /** Heading and text together, for matching other forms. */
  readonly vocabulary: Vocabulary;
}

/** A page's words, field by field: what its fields' and sections' vocabularies are. */
interface PageWords {
  title: Vocabulary;
  keywords: Vocabulary[];
  description: Vocabulary;
  headings: Vocabulary;
  body: Vocabulary;
  sections: Vocabulary[];
  all: Vocabulary;
}

export interface PreparedDocument {
  document: SearchDocument;
  order: number;
  title: Field;
  /** The title's words that carry meaning, in order: what a query must hold to be the title. */
  titleWords: string[];
  keywords: Field[];
  description: Field;
  exactFields: string;
  sections: PreparedSection[];
  /** Every section heading, folded, one per line: one scan answers "is it in a heading?". */
  headings: Field;
  /** Every section's text, folded, one per line. */
  body: Field;
  /** Every field, folded, one per line, and every word of them: what is in none is looked up in none. */
  all: string;
  readonly vocabulary: Vocabulary;
  /** Counts the page's words, once: every vocabulary above reads them. */
  words: () => PageWords;
}

export interface SearchIndex {
  documents: PreparedDocument[];
  /** Every word of the index, what a misspelt word is corrected to (correct.ts). */
  readonly lexicon: Lexicon;
}

/**
 * How much a word weighs as a correction: one per page that uses it, and more per page whose title
 * or keywords hold it (the words a reader comes looking for).
 */
const lexiconWeights = { page: 1, titleOrKeyword: 2 } as const;

function lexiconOfDocuments(documents: readonly PreparedDocument[]): Lexicon {
  const weights: [string, number][] = [];
  for (const document of documents) {
    for (const word of document.vocabulary.words) weights.push([word, lexiconWeights.page]);
    for (const field of [document.title, ...document.keywords])
      for (const word of field.vocabulary.words) weights.push([word, lexiconWeights.titleOrKeyword]);
  }
  return lexiconOf(weights);
}

/** The words of a page's folded fields, counted once and merged the ways the search looks them up. */
function pageWords(
  title: string,
  keywords: readonly string[],
  description: string,
  sections: readonly { foldedHeading: string; foldedText: string }[],
): PageWords {
  const headingCounts = sections.map((section) => countWords(section.foldedHeading));
  const textCounts = sections.map((section) => countWords(section.foldedText));
  const titleCounts = countWords(title);
  const keywordCounts = keywords.map((keyword) => countWords(keyword));
  const descriptionCounts = countWords(description);
  const headings = mergeCounts(headingCounts);
  const body = mergeCounts(textCounts);
  return {
    title: vocabularyOf(titleCounts),
    keywords: keywordCounts.map(vocabularyOf),
    description: vocabularyOf(descriptionCounts),
    headings: vocabularyOf(headings),
    body: vocabularyOf(body),
    sections: sections.map((_, at) => vocabularyOf(mergeCounts([headingCounts[at]!, textCounts[at]!]))),
    all: vocabularyOf(mergeCounts([titleCounts, ...keywordCounts, descriptionCounts, headings, body])),
  };
}

/**
 * Folds every field once, so each keystroke only scans and looks up. The words of each page
 * (what other forms of a word and corrections are looked up in) are counted when a query first
 * needs them, or ahead of that with `preparationLeft`: most first queries need only the folded
 * text, and counting every page's words is most of the preparation.
 */
export function prepareIndex(documents: SearchDocument[]): SearchIndex {
  return indexOf(documents.map((document, order) => prepareDocument(document, order)));
}

/** One page prepared for matching; `order` breaks ties between equal results (the build's page order). */
export function prepareDocument(document: SearchDocument, order: number): PreparedDocument {
  const sections = document.sections.map((section) => {
    // The index keeps lists and tables line by line; search reads and shows plain sentences.
    const text = flattenSectionText(section.text);
    return { ...section, text, foldedHeading: fold(section.heading), foldedText: fold(text) };
  });
  const title = fold(document.title);
  const keywords = document.keywords.map(fold);
  const description = fold(document.description);
  const words = once(() => pageWords(title, keywords, description, sections));
  const all = [title, ...keywords, description, ...sections.map((section) => section.foldedHeading)]
    .concat(sections.map((section) => section.foldedText))
    .join("\n");
  return {
    document,
    order,
    title: field(title, () => words().title),
    titleWords: title.split(wordSeparators).filter(carriesMeaning),
    keywords: keywords.map((keyword, at) => field(keyword, () => words().keywords[at]!)),
    description: field(description, () => words().description),
    exactFields: [document.title, ...document.keywords, document.description].join("\n").toLowerCase(),
    sections: sections.map((section, at) => ({
      ...section,
      get vocabulary() {
        return words().sections[at]!;
      },
    })),
    headings: field(sections.map((section) => section.foldedHeading).join("\n"), () => words().headings),
    body: field(sections.map((section) => section.foldedText).join("\n"), () => words().body),
    all,
    get vocabulary() {
      return words().all;
    },
    words,
  };
}

/** An index of prepared pages: all of a language's, or the few a sharded search ranks. */
export function indexOf(documents: PreparedDocument[]): SearchIndex {
  const lexicon = once(() => lexiconOfDocuments(documents));
  return {
    documents,
    get lexicon() {
      return lexicon();
    },
  };
}

/**
 * What `prepareIndex` left to do, as small steps (each page's words, then the lexicon), for a
 * caller to run while nothing else is: a query that needs them before then does them at once.
 */
export function preparationLeft(index: SearchIndex): (() => void)[] {
  return [...index.documents.map((document) => () => void document.words()), () => void index.lexicon];
}

/**
 * Every tuning constant of the ranking, by name: points a page earns for where and how a query's
 * words occur in it. Tuned on the relevance and misspelling sets (tests/data/).
 */
export const ranking = {
  /** Points for a word by the most telling field it is in. */
  field: { title: 100, keyword: 70, description: 40, heading: 30, body: 12 },
  /** Points for the page that mentions a word most; others get their share of it. */
  about: 30,
  /** A word found only as the same word with another ending ("permissões" for "permissão"). */
  sameWord: 0.9,
  /** A word found only through a looser other form (a stem inside a longer word, a synonym). */
  alternative: 0.7,
  /** An action's share of the ranking, beside the words that name the subject. */
  action: 0.5,
  /** How much rarer words weigh in a query of several: 1 + this × ln(pages / pages with the word). */
  rarity: 0.5,
  /** Every word of the query in the title: the page is about it (times the weakest word's quality). */
  inTitle: 35,
  /** The query is the title (or nearly: every meaningful word of each, in any form or order). */
  isTitle: 150,
  /** The word as typed, accents and all, in the title, keywords or description. */
  exactAccents: 3,
  /** Every word in one section: a passage about them, not words scattered over a long page. */
  oneSection: 30,
  /** The words side by side, by the field they are found in. */
  near: { title: 40, descriptionOrKeyword: 30, headingOrIntro: 25 },
  /** The whole query, as a phrase, inside a field. */
  phrase: { title: 40, keyword: 25, description: 15 },
  /** Mentions of a word in a page's body beyond this many tell nothing more. */
  mostMentions: 40,
  /**
   * The section a result links to: each word it holds counts `perWord` plus its match quality,
   * times `heading` in the section's heading.
   */
  section: { perWord: 10, heading: 1.5 },
} as const;

/** How well `term` occurs in `field`: 1 whole word, 0.8 word start, 0.5 inside a word, 0 not at all. */
export function matchQuality(field: string, term: string): number {
  let best = 0;
  let from = 0;
  for (let seen = 0; seen < 50; seen++) {
    const at = field.indexOf(term, from);
    if (at < 0) break;
    const startsWord = at === 0 || !isWordChar(field, at - 1);
    const endsWord = at + term.length >= field.length || !isWordChar(field, at + term.length);
    const quality = startsWord ? (endsWord ? 1 : 0.8) : 0.5;
    if (quality > best) best = quality;
    if (best === 1) break;
    from = at + 1;
  }
  return best;
}

/** 1 when `form` is one of the words, 0.8 when a word starts with it, 0 otherwise. */
function formQuality(vocabulary: Vocabulary, form: string): number {
  const word = vocabulary.words[lowerBound(vocabulary.words, form)];
  return word === form ? 1 : word?.startsWith(form) ? 0.8 : 0;
}

/**
 * How well another form of a word matches in a field: as the same word with another ending
 * ("permiss" in "permissoes"), as a word of its own, or at the start of a longer word.
 */
function formScore(vocabulary: Vocabulary, form: string): number {
  const { words } = vocabulary;
  const first = lowerBound(words, form);
  if (!words[first]?.startsWith(form)) return 0;
  for (let at = first; words[at]?.startsWith(form); at++)
    if (language.endings.has(words[at]!.slice(form.length))) return ranking.sameWord;
  return words[first] === form ? ranking.alternative : 0.8 * ranking.alternative;
}

/** How many times words starting with `form` occur. */
function formCount(vocabulary: Vocabulary, form: string): number {
  let count = 0;
  for (let at = lowerBound(vocabulary.words, form); vocabulary.words[at]?.startsWith(form); at++)
    count += vocabulary.counts[at]!;
  return count;
}

/**
 * The quality of the word itself, anywhere in the field (the substring rule), or, failing that, a
 * reduced quality of its best other form at the start of a word.
 */
function termQuality(field: Field, term: Term): number {
  const quality = matchQuality(field.folded, term.folded);
  if (quality > 0 || !term.alternatives) return quality;
  let best = 0;
  for (const form of term.alternatives) {
    best = Math.max(best, formScore(field.vocabulary, form));
    if (best === ranking.sameWord) break;
  }
  return best;
}

/** How often a term (or else its other forms) occurs in the body and headings, up to a cap. */
function bodyFrequency(document: PreparedDocument, term: Term): number {
  let count = 0;
  for (const { folded } of [document.headings, document.body]) {
    for (
      let at = folded.indexOf(term.folded);
      at >= 0 && count < 40;
      at = folded.indexOf(term.folded, at + term.folded.length)
    )
      count++;
  }
  if (count > 0 || !term.alternatives) return count;
  for (const form of term.alternatives)
    count += formCount(document.headings.vocabulary, form) + formCount(document.body.vocabulary, form);
  return Math.min(count, ranking.mostMentions);
}

/**
 * The term as this item can match it: without the other forms the item has nowhere (so each field
 * looks up only those), or `undefined` when the item holds neither the word nor any other form.
 */
function narrow(document: PreparedDocument, term: Term): Term | undefined {
  const forms = term.alternatives?.filter((form) => formQuality(document.vocabulary, form) > 0);
  if (forms?.length) return { ...term, alternatives: forms };
  if (!document.all.includes(term.folded)) return undefined;
  return { exact: term.exact, folded: term.folded, ...(term.action ? { action: true } : {}) };
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

/** Widens [start, end) of a folded text to whole words, so a mark never splits a word. */
function wholeWords(folded: string, start: number, end: number): [number, number] {
  let from = start;
  let to = end;
  while (from > 0 && isWordChar(folded, from - 1)) from--;
  while (to < folded.length && isWordChar(folded, to)) to++;
  return [from, to];
}

/**
 * Every range where a term (or, for a word not found as typed, its other forms) occurs in `text`, widened
 * to whole words, on the original text.
 */
export function highlight(text: string, terms: readonly Term[]): Highlighted {
  const folded = foldWithMap(text);
  const ranges: Range[] = [];
  for (const term of terms) {
    const forms = folded.folded.includes(term.folded) ? [term.folded] : needles(term);
    for (const needle of forms) {
      if (!needle) continue;
      for (
        let at = folded.folded.indexOf(needle);
        at >= 0;
        at = folded.folded.indexOf(needle, at + needle.length)
      ) {
        const [start, end] = wholeWords(folded.folded, at, at + needle.length);
        ranges.push(toOriginalRange(folded, start, end));
      }
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

/** Where the first term (or other form) occurs in a folded text; -1 when none does. */
function firstMatch(folded: string, terms: readonly Term[]): number {
  let first = -1;
  for (const term of terms) {
    for (const needle of needles(term)) {
      const at = folded.indexOf(needle);
      if (at < 0) continue;
      if (first < 0 || at < first) first = at;
      break;
    }
  }
  return first;
}

/**
 * About `length` characters of `text` around its first match, cut at word boundaries. Only that
 * window is folded with a position map: `foldedText` (the whole text folded, from the index) finds
 * the match, and folding keeps positions close enough to place the window.
 */
export function excerpt(
  text: string,
  terms: readonly Term[],
  foldedText = fold(text),
  length = excerptLength,
): Highlighted {
  if (text.length <= length) return highlight(text, terms);
  const first = firstMatch(foldedText, terms);
  // The match near the start: a one-line snippet cut at the end must still show it.
  const lead = Math.min(50, Math.floor(length / 8));
  let start = first < 0 ? 0 : Math.min(Math.max(0, first - lead), text.length - 1);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space >= 0 && space < start + 40 && (first < 0 || space < first)) start = space + 1;
  }
  start = safeCut(text, start);
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start + length / 2 ? space : safeCut(text, end);
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
        matchQuality(section.foldedHeading, term.folded) * ranking.section.heading,
        matchQuality(section.foldedText, term.folded),
        inSection(section, term) ? ranking.alternative : 0,
      );
      if (quality > 0) score += ranking.section.perWord + quality;
    }
    if (score > bestScore) {
      best = section;
      bestScore = score;
    }
  }
  return best;
}

function inSection(section: PreparedSection, term: Term): boolean {
  return (
    section.foldedHeading.includes(term.folded) ||
    section.foldedText.includes(term.folded) ||
    (term.alternatives ?? []).some((form) => formQuality(section.vocabulary, form) > 0)
  );
}

/**
 * Points for the query's words side by side, by the most telling field they are found in. The body
 * is not scanned: a pattern over every article's whole text would cost more than it tells.
 */
function nearBonus(document: PreparedDocument, near: RegExp): number {
  if (near.test(document.title.folded)) return ranking.near.title;
  if (
    near.test(document.description.folded) ||
    document.keywords.some((keyword) => near.test(keyword.folded))
  )
    return ranking.near.descriptionOrKeyword;
  const intro = document.sections[0]?.id === "" ? document.sections[0].foldedText : "";
  return near.test(document.headings.folded) || near.test(intro) ? ranking.near.headingOrIntro : 0;
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
    if (query.near) score += nearBonus(document, query.near);
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
  return scored.slice(0, limit).map(({ document, own, score }) => {
    const marks = [...own, ...phrase];
    const descriptionMatches = own.some((term) => termQuality(document.description, term) > 0);
    const titleMatches = own.every(
      (term) =>
        termQuality(document.title, term) > 0 ||
        document.keywords.some((keyword) => termQuality(keyword, term) > 0),
    );
    const section = descriptionMatches || titleMatches ? undefined : bestSection(document, own);
    return {
      document: document.document,
      score,
      ...(section?.id ? { sectionId: section.id } : {}),
      title: highlight(document.document.title, marks),
      ...(section?.heading ? { section: highlight(section.heading, marks) } : {}),
      excerpt: section
        ? section.text
          ? excerpt(section.text, marks, section.foldedText, length)
          : excerpt(section.heading, marks, section.foldedHeading, length)
        : excerpt(document.document.description, marks, document.description.folded, length),
    };
  });
}

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

/**
 * True when an item holds the term: the word itself (the substring rule), or the same word with
 * another ending, or one of its other forms as a word. A stem only at the start of some longer word
 * ("permis" of a misspelt "permisao" in "permissoes") does not count: that word is corrected.
 */
function holds(document: PreparedDocument, term: Term): boolean {
  return (
    document.all.includes(term.folded) ||
    (term.alternatives ?? []).some((form) => formScore(document.vocabulary, form) >= ranking.alternative)
  );
}

/** True when some item has these words side by side, apart by a space or a hyphen ("self-hosted"). */
function written(index: SearchIndex, words: readonly string[]): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escape).join("[ -]")}(?![\\p{L}\\p{N}])`, "u");
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
      const core = word.replace(edges, "");
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
