/**
 * What a result shows: its title, the section it links to (the one that matches most of the
 * query, unless the title or description already says what was asked) and a passage of about a
 * line around the first match, with every match marked. A mark covers whole words, never a piece
 * of one, and is placed on the original text (accents, case, emoji kept) through the folded text's
 * position map; a cut never splits a character.
 */
import { fold, foldWithMap, mergeRanges, toOriginalRange, type Range } from "../../language/fold";
import { isWordChar } from "../../language/tokens";
import { inSection, matchQuality, termQuality } from "./match";
import type { PreparedDocument, PreparedSection } from "./prepare";
import { needles, type Term } from "./query";
import { ranking } from "./tuning";

export interface Highlighted {
  text: string;
  /** Ranges of `text` to mark, sorted and not overlapping. */
  ranges: Range[];
}

/** What a result shows of its page, marked where the query matched. */
export interface ResultText {
  /** The section the best body match is in, when it is not the intro: the result links to it. */
  sectionId?: string;
  title: Highlighted;
  /** The matching section's heading, shown as "Article › Section". */
  section?: Highlighted;
  /** A short passage around the match, or the description. */
  excerpt: Highlighted;
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

export const excerptLength = 160;

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

/**
 * What a result shows of a page its `matched` terms found (each as the page matched it), with
 * `marks` on it: the description when it holds one of the words or the title and keywords hold
 * them all; otherwise the section that matches most of them, which the result then links to.
 */
export function resultText(
  document: PreparedDocument,
  matched: readonly Term[],
  marks: readonly Term[],
  length: number,
): ResultText {
  const descriptionMatches = matched.some((term) => termQuality(document.description, term) > 0);
  const titleMatches = matched.every(
    (term) =>
      termQuality(document.title, term) > 0 ||
      document.keywords.some((keyword) => termQuality(keyword, term) > 0),
  );
  const section = descriptionMatches || titleMatches ? undefined : bestSection(document, matched);
  return {
    ...(section?.id ? { sectionId: section.id } : {}),
    title: highlight(document.document.title, marks),
    ...(section?.heading ? { section: highlight(section.heading, marks) } : {}),
    excerpt: section
      ? section.text
        ? excerpt(section.text, marks, section.foldedText, length)
        : excerpt(section.heading, marks, section.foldedHeading, length)
      : excerpt(document.document.description, marks, document.description.folded, length),
  };
}
