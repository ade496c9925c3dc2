/**
 * The first step of a sharded search: from the postings of a query's words alone (the term
 * shards), which pages hold every term, how well, and how the whole language uses each term. It
 * scores each term as the engine does (engine/match.ts and rank.ts: where the word is, whole word over word start
 * over inside a word, its other forms when the word itself is missing, how often the page
 * mentions it), so the pages it puts first are those the engine would; the engine then ranks those
 * few on their text (the phrase, the words side by side, the title) and cuts their excerpts.
 *
 * A word is found from inside ("query" in "bigquery") when it is a word of some title, keyword or
 * description: the tails of those words are in the shards. A word used only in articles' bodies is
 * found by its start. A term of one or two letters is found as a whole word only.
 */
import { language } from "../../language";
import { ranking, termWeights, type CorpusStats, type Query, type Term } from "../engine";
import { fieldBits, mostCounted, type Postings, type TermShard } from "./format";
import { forEachPosting } from "./postings";
import { lowerBound } from "../sorted";
import { shortestPrefix } from "./prefix";

export { shortestPrefix };

/** Field bits by the engine's points for a word found there, best first. */
const fieldPoints: readonly [bit: number, points: number][] = [
  [fieldBits.title, ranking.field.title],
  [fieldBits.keyword, ranking.field.keyword],
  [fieldBits.description, ranking.field.description],
  [fieldBits.heading, ranking.field.heading],
  [fieldBits.body, ranking.field.body],
];
const fieldCount = fieldPoints.length;

/** Calls `visit(word, postings)` for each word of the shards starting with `prefix`. */
function wordsStarting(
  shards: readonly TermShard[],
  prefix: string,
  visit: (word: string, postings: Postings) => void,
): void {
  for (const shard of shards)
    for (let at = lowerBound(shard.words, prefix); shard.words[at]?.startsWith(prefix); at++)
      visit(shard.words[at]!, shard.postings[at]!);
}

/** The pages using `word` itself, from the shards holding it. */
export function pagesOf(shards: readonly TermShard[], word: string): Set<number> {
  const pages = new Set<number>();
  for (const shard of shards) {
    const at = lowerBound(shard.words, word);
    if (shard.words[at] === word) forEachPosting(shard.postings[at]!, (page) => pages.add(page));
  }
  return pages;
}

/**
 * How much `word` weighs as a correction, from its postings: a page per page using it, two more per
 * page naming it in its title or keywords (write.ts counts each of those fields; 0: not a word).
 */
export function weightOf(shards: readonly TermShard[], word: string): number {
  let weight = 0;
  for (const shard of shards) {
    const at = lowerBound(shard.words, word);
    if (shard.words[at] === word)
      forEachPosting(shard.postings[at]!, (_page, fields) => {
        weight += fields & (fieldBits.title | fieldBits.keyword) ? 3 : 1;
      });
  }
  return weight;
}

/** Calls `visit(word, postings)` for each title, keyword or description word with `part` inside it, not at its start. */
function wordsHolding(
  shards: readonly TermShard[],
  part: string,
  visit: (word: string, postings: Postings) => void,
): void {
  for (const shard of shards)
    for (let at = lowerBound(shard.tails, part); shard.tails[at]?.startsWith(part); at++)
      visit(shard.tailWords[at]!, shard.tailPostings[at]!);
}

/** How one page holds one term: per field, the quality of the word itself and of its other forms. */
interface Holding {
  direct: Float64Array;
  other: Float64Array;
  /** Mentions in the headings and body, of the word itself and of its other forms. */
  count: number;
  otherCount: number;
  /** The page uses one of the term's other forms (engine/match.ts `narrow`). */
  hasOther: boolean;
}

function holding(): Holding {
  return {
    direct: new Float64Array(fieldCount),
    other: new Float64Array(fieldCount),
    count: 0,
    otherCount: 0,
    hasOther: false,
  };
}

/** Raises each field's quality where `fields` holds it. */
function raise(qualities: Float64Array, fields: number, quality: number): void {
  fieldPoints.forEach(([bit], at) => {
    if (fields & bit && quality > qualities[at]!) qualities[at] = quality;
  });
}

/**
 * How an other form matches a word of the page (engine/match.ts `formScore`): the same word with another
 * ending, the form as a word of its own, or the start of a longer word.
 */
function formQuality(word: string, form: string): number {
  if (language.endings.has(word.slice(form.length))) return ranking.sameWord;
  return word === form ? ranking.alternative : 0.8 * ranking.alternative;
}

/** Every page holding `term` in the shards' postings, and how. */
function holdingsOf(shards: readonly TermShard[], term: Term): Map<number, Holding> {
  const pages = new Map<number, Holding>();
  const at = (page: number) => {
    let found = pages.get(page);
    if (!found) pages.set(page, (found = holding()));
    return found;
  };
  const seen = new Set<string>();
  const direct = (word: string, postings: Postings) => {
    if (seen.has(word)) return;
    seen.add(word);
    const quality = word === term.folded ? 1 : word.startsWith(term.folded) ? 0.8 : 0.5;
    forEachPosting(postings, (page, fields, count) => {
      const found = at(page);
      raise(found.direct, fields, quality);
      found.count = Math.min(mostCounted, found.count + count);
    });
  };
  if (term.folded.length < shortestPrefix) {
    // One or two letters: the word itself, not every word they start (a reader still typing).
    wordsStarting(shards, term.folded, (word, postings) => {
      if (word === term.folded) direct(word, postings);
    });
  } else {
    wordsStarting(shards, term.folded, direct);
    wordsHolding(shards, term.folded, direct);
  }
  for (const form of term.alternatives ?? [])
    wordsStarting(shards, form, (word, postings) => {
      const quality = formQuality(word, form);
      forEachPosting(postings, (page, fields, count) => {
        const found = at(page);
        found.hasOther = true;
        raise(found.other, fields, quality);
        found.otherCount += count;
      });
    });
  return pages;
}

/** The engine's points for a term on a page (engine/rank.ts `termScore`), from its field qualities. */
function points(found: Holding): number {
  const quality = (field: number) => (found.direct[field]! > 0 ? found.direct[field]! : found.other[field]!);
  let best = 0;
  for (let field = 0; field < 3; field++) best = Math.max(best, fieldPoints[field]![1] * quality(field));
  if (best >= ranking.field.description) return best;
  for (let field = 3; field < fieldCount; field++)
    best = Math.max(best, fieldPoints[field]![1] * quality(field));
  return best;
}

/** How often a page mentions a term (engine/rank.ts `bodyFrequency`). */
function frequency(found: Holding): number {
  return found.count > 0 ? found.count : Math.min(found.otherCount, ranking.mostMentions);
}

/** Whether the page holds the term in a field (by its index in `fieldPoints`), as the word or another form. */
const inField = (found: Holding, field: number) => found.direct[field]! > 0 || found.other[field]! > 0;

/**
 * The most a page can gain on its text beyond its terms' points (engine/rank.ts `search`), from where
 * its terms are: the accents as typed; for several words, every word in one section and the words
 * side by side in a field holding them all; the title, when it holds every word; the phrase, in a
 * field holding every word.
 */
function mostOnText(query: Query, found: readonly Holding[]): number {
  const everywhere = (field: number) => found.every((holding) => inField(holding, field));
  const [title, keyword, description, heading, body] = [0, 1, 2, 3, 4].map(everywhere);
  let most = ranking.exactAccents * found.length;
  if (found.length > 1) {
    most += ranking.oneSection;
    most += title
      ? ranking.near.title
      : keyword || description
        ? ranking.near.descriptionOrKeyword
        : heading || body
          ? ranking.near.headingOrIntro
          : 0;
  }
  if (title) most += Math.max(ranking.isTitle, ranking.inTitle);
  if (query.text.includes(" "))
    most += title
      ? ranking.phrase.title
      : keyword
        ? ranking.phrase.keyword
        : description
          ? ranking.phrase.description
          : 0;
  return most;
}

export interface Candidate {
  page: number;
  /** The score from the postings alone. */
  score: number;
  /** The most the page's text may add to it (the phrase, the words side by side, the title). */
  most: number;
}

export interface Matched {
  /** Pages holding every term, best first (then in page order). */
  candidates: Candidate[];
  corpus: CorpusStats;
  /**
   * By term, how some page holds it (engine/match.ts `holding`): `"word"` as the word or the start
   * of one, or the same word with another ending; `"inside"` only inside longer words (the tails of
   * a title's, keyword's or description's words); `undefined` not at all.
   */
  held: ("word" | "inside" | undefined)[];
  /** By term: the pages holding it. */
  holding: Set<number>[];
}

/** The pages of `pages` in all that hold every term of `query`, from the term shards its words fall in. */
export function matchPostings(shards: readonly TermShard[], query: Query, pages: number): Matched {
  const holdings = query.terms.map((term) => holdingsOf(shards, term));
  const pointsOf = holdings.map(
    (byPage) => new Map([...byPage].map(([page, found]) => [page, points(found)])),
  );
  const holders = pointsOf.map((byPage) => [...byPage.values()].filter((value) => value > 0).length);
  const mostFrequent = holdings.map((byPage) =>
    Math.max(1, ...[...byPage.values()].map((found) => frequency(found))),
  );
  const weight = termWeights(query.terms, pages, holders);
  const held = holdings.map((byPage) => {
    const found = [...byPage.values()];
    if (
      found.some(
        (holding) =>
          holding.direct.some((quality) => quality >= 0.8) ||
          holding.other.some((quality) => quality >= ranking.alternative),
      )
    )
      return "word" as const;
    return found.some((holding) => holding.direct.some((quality) => quality > 0))
      ? ("inside" as const)
      : undefined;
  });

  const candidates: Candidate[] = [];
  const [first, ...rest] = pointsOf;
  for (const [page, firstPoints] of first ?? []) {
    if (firstPoints === 0 || rest.some((byPage) => !(byPage.get(page)! > 0))) continue;
    let score = 0;
    const found = holdings.map((byPage) => byPage.get(page)!);
    found.forEach((holding, which) => {
      score +=
        weight[which]! *
        (pointsOf[which]!.get(page)! + (ranking.about * frequency(holding)) / mostFrequent[which]!);
    });
    candidates.push({ page, score, most: mostOnText(query, found) });
  }
  candidates.sort((a, b) => b.score - a.score || a.page - b.page);
  const holding = pointsOf.map(
    (byPage) => new Set([...byPage].filter(([, value]) => value > 0).map(([page]) => page)),
  );
  return { candidates, corpus: { pages, holders, mostFrequent }, held, holding };
}

/** Every prefix a query's shards must cover: each term's word and its other forms. */
export function prefixesOf(query: Query): string[] {
  return [...new Set(query.terms.flatMap((term) => [term.folded, ...(term.alternatives ?? [])]))];
}
