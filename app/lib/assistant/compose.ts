/**
 * From the sections retrieval found to what the assistant says: the unit of text (sentence, list
 * with its introduction, table row with its header) that holds most of what was asked, and of the
 * kind asked for (a duration for "how long", a path for "where", a list for "which"), becomes the
 * answer's lead; the sections that answer are quoted beneath it.
 */
import { fold } from "~/lib/language/fold";
import { coverage, cueScore, type Question } from "./question";
import type { Passage } from "./retrieval";
import { language } from "~/lib/language";
import { answering } from "./tuning";
import { quoteText, rowLead, unitsOf, type QuoteBlock, type Unit } from "./units";

/** A section retrieval found, with its score. */
export interface Candidate {
  passage: Passage;
  score: number;
}

interface ScoredUnit {
  unit: Unit;
  candidate: Candidate;
  score: number;
  coverage: number;
}

const { terms } = language;
const tuning = answering.compose;
const { weights } = tuning;

/** A section's units and the terms of each, read once per section (passages live as long as the corpus). */
const cache = new WeakMap<Passage, { units: Unit[]; terms: Map<Unit, Set<string>> }>();

function readSection(passage: Passage) {
  let read = cache.get(passage);
  if (!read) {
    const units = unitsOf(passage.text);
    const prefix = passage.heading ? `${passage.heading} ` : "";
    read = { units, terms: new Map(units.map((unit) => [unit, new Set(terms(prefix + unit.text))])) };
    cache.set(passage, read);
  }
  return read;
}

/** The terms of a unit's own text, read once per unit (a section's units are read once: `readSection`). */
const textTerms = new WeakMap<Unit, string[]>();

function unitTerms(unit: Unit): string[] {
  let found = textTerms.get(unit);
  if (!found) {
    found = terms(unit.text);
    textTerms.set(unit, found);
  }
  return found;
}

/**
 * The units of a section. Its heading leads on its own only when it is the kind of answer asked
 * for ("Three suggestions for a better prompt" for "how many tips").
 */
function sectionUnits(question: Question, passage: Passage): Unit[] {
  const units = readSection(passage).units;
  if (!passage.heading || cueScore(question, passage.heading) === 0) return units;
  const heading: Unit = {
    kind: "heading",
    blocks: [{ kind: "text", text: passage.heading }],
    text: passage.heading,
    order: -1,
    leads: [passage.heading],
    keys: [`h:${passage.heading}`],
  };
  return [heading, ...units];
}

function scoreUnits(question: Question, candidates: readonly Candidate[]): ScoredUnit[] {
  const top = Math.max(...candidates.map((candidate) => candidate.score), 0) || 1;
  const asksAll = wantsList(question);
  const scored: ScoredUnit[] = [];
  for (const candidate of candidates) {
    const heading = coverage(question, `${candidate.passage.articleTitle} ${candidate.passage.heading}`);
    const section = readSection(candidate.passage);
    for (const unit of sectionUnits(question, candidate.passage)) {
      // A unit is read under its section's heading: the table under "Relational databases" lists them.
      const held = coverage(question, section.terms.get(unit) ?? `${candidate.passage.heading} ${unit.text}`);
      if (held === 0) continue;
      // A whole table holds every word of its cells: it answers a question about all of it, a
      // row a question about one thing.
      const whole = unit.kind === "table" || (unit.kind === "introduced" && unit.blocks[1]?.kind === "table");
      scored.push({
        unit,
        candidate,
        coverage: held,
        score:
          weights.coverage * held +
          weights.heading * heading +
          weights.prior * (candidate.score / top) +
          weights.cue * cueScore(question, unit.text) -
          (unit.text.length > tuning.longUnit ? tuning.longPenalty : 0) -
          (whole && !asksAll ? tuning.wholeTablePenalty : 0) +
          // An article opens with a one-paragraph answer: for "how do I", its first sentence.
          (question.howTo && candidate.passage.sectionId === "" && unit.order === 0
            ? tuning.summaryBonus
            : 0),
      });
    }
  }
  return scored.sort((a, b) => b.score - a.score || a.unit.order - b.unit.order);
}

type Table = Extract<QuoteBlock, { kind: "table" }>;

const wantsList = (question: Question) => question.cues.some((cue) => cue.name === "list");

/** A unit that names its items one by one: a list or a table, whole, with or without its introduction. */
const enumerates = (unit: Unit) =>
  unit.kind === "list" || unit.kind === "table" || unit.kind === "introduced";

/** Rows of one table next to each other become one table, under one header. */
function joinTables(blocks: readonly QuoteBlock[]): QuoteBlock[] {
  const joined: QuoteBlock[] = [];
  for (const block of blocks) {
    const last = joined.at(-1);
    if (
      block.kind === "table" &&
      last?.kind === "table" &&
      last.header.join("\t") === block.header.join("\t")
    )
      joined[joined.length - 1] = { ...last, rows: [...last.rows, ...block.rows] };
    else joined.push(block);
  }
  return joined;
}

/** The unit's best reading as a lead; table rows keep only the columns the question names. */
function leadOf(question: Question, units: readonly Unit[], context: readonly Unit[] = []): string {
  const rows = units.filter((unit) => unit.kind === "row");
  if (rows.length > 0 && rows.length === units.length) {
    const { header } = rows[0]!.blocks[0] as Table;
    const named = header
      .map((title, index) => ({ index, held: coverage(question, title) }))
      .filter(({ index, held }) => index > 0 && held > 0)
      .map(({ index }) => index);
    return rows
      .map((unit) => rowLead(header, (unit.blocks[0] as Table).rows[0]!, named.length ? named : undefined))
      .join(" ");
  }
  // A question for all of them gets a table's first cells, in one line.
  if (units[0]!.kind === "table" && question.cues.some((cue) => cue.name === "list"))
    return units[0]!.leads[0]!;
  // The answering unit's readings, and those of the sentences quoted with it, a little behind.
  const readings = [
    ...units[0]!.leads.map((lead) => ({ lead, handicap: 0 })),
    ...context
      .filter((unit) => unit.kind === "sentence")
      .flatMap((unit) => unit.leads.map((lead) => ({ lead, handicap: tuning.lead.contextHandicap }))),
  ];
  let best = units[0]!.leads[0] ?? units[0]!.text;
  let bestScore = -Infinity;
  for (const { lead, handicap } of readings) {
    const score =
      coverage(question, lead) +
      tuning.lead.cue * cueScore(question, lead) -
      lead.length / tuning.lead.charactersPerPoint -
      handicap;
    if (score > bestScore) [best, bestScore] = [lead, score];
  }
  const { maxLength } = tuning.lead;
  return best.length > maxLength ? `${best.slice(0, maxLength).replace(/\s+\S*$/, "")}…` : best;
}

export interface Composed {
  lead: string;
  citations: { passage: Passage; quote: QuoteBlock[] }[];
  /** How much of the question the lead's unit holds, 0 to 1 (0: no unit shares a word with it). */
  coverage: number;
}

/** Rows of the same table that answer about as well as a row that answers (at most `limit`). */
function siblingRows(
  of: ScoredUnit,
  scored: readonly ScoredUnit[],
  limit: number = tuning.siblingRow.limit,
): Unit[] {
  if (of.unit.kind !== "row") return [];
  const header = (of.unit.blocks[0] as Table).header.join("\t");
  return scored
    .filter(
      (other) =>
        other !== of &&
        other.candidate === of.candidate &&
        other.unit.kind === "row" &&
        (other.unit.blocks[0] as Table).header.join("\t") === header &&
        other.coverage >= tuning.siblingRow.coverage * of.coverage &&
        other.score >= tuning.siblingRow.score * of.score,
    )
    .slice(0, limit)
    .map(({ unit }) => unit);
}

/**
 * What a citation quotes of its section: the unit that answers (with the rows of its table that
 * answer about as well), what follows it in the section while it fits, and other units of the
 * section that hold words of the question the quote lacks.
 */
function quoteOf(
  question: Question,
  of: ScoredUnit,
  scored: readonly ScoredUnit[],
  budget: number,
  /** The answer's first quote: for a question for all of them, it carries them all. */
  first = false,
) {
  const section = of.candidate;
  const rows = siblingRows(of, scored);
  const chosen: Unit[] = [of.unit, ...rows];
  const used = new Set(chosen.flatMap((unit) => unit.keys));
  let length = chosen.reduce((sum, unit) => sum + unit.text.length, 0);
  const take = (unit: Unit) => {
    if (unit.keys.some((key) => used.has(key)) || length + unit.text.length > budget) return false;
    chosen.push(unit);
    for (const key of unit.keys) used.add(key);
    length += unit.text.length;
    return true;
  };
  const units = readSection(section.passage).units;
  // A row of a small table travels with the other rows: they are the choices beside it ("Basic"
  // beside "Administrator"), which a reader asking about one wants to see.
  if (of.unit.kind === "row") {
    const table = units.find((unit) => unit.kind !== "row" && unit.keys.includes(of.unit.keys[0]!));
    const rowKeys = table?.keys.filter((key) => key.startsWith("r:")) ?? [];
    if (rowKeys.length <= tuning.smallTable)
      for (const unit of units)
        if (unit.kind === "row" && rowKeys.includes(unit.keys[0]!) && !used.has(unit.keys[0]!)) {
          // Past the budget if need be, as a whole table is.
          chosen.push(unit);
          used.add(unit.keys[0]!);
          length += unit.text.length;
        }
  }
  // What follows the answer in the section reads as its context (steps, a warning, the details,
  // a table whole).
  for (const unit of units.filter((unit) => unit.order > of.unit.order && unit.kind !== "row"))
    if (!take(unit)) break;
  // A question for all of them ("which roles") is answered by the list or table that names them,
  // not by a sentence about them ("besides these roles…"): the first quote carries the best of its
  // section's, past the budget as a whole table is.
  if (first && wantsList(question) && !chosen.some(enumerates)) {
    const all = scored.find(
      (other) =>
        other.candidate === section &&
        enumerates(other.unit) &&
        !other.unit.keys.some((key) => used.has(key)),
    );
    if (all) {
      chosen.push(all.unit);
      for (const key of all.unit.keys) used.add(key);
      length += all.unit.text.length;
    }
  }
  // Units further away that hold words of the question the quote does not.
  let held = new Set(chosen.flatMap(unitTerms));
  for (const other of scored) {
    if (other.candidate !== section || other.score < tuning.further * of.score) continue;
    if (!unitTerms(other.unit).some((term) => question.weights.has(term) && !held.has(term))) continue;
    if (take(other.unit)) held = new Set([...held, ...unitTerms(other.unit)]);
  }
  const lead = [of.unit, ...rows];
  const context = chosen.filter((unit) => !lead.includes(unit));
  const blocks = joinTables(
    chosen
      .filter((unit) => unit.kind !== "heading" || chosen.length === 1)
      .sort((a, b) => a.order - b.order)
      .flatMap((unit) => unit.blocks),
  );
  return { blocks, held, lead, context };
}

/**
 * The lead and the quotes, or `undefined` when no section holds an answer of the kind asked for
 * (a price the help centre does not give).
 */
export function compose(
  question: Question,
  candidates: readonly Candidate[],
  maxCitations: number = answering.judge.maxCitations,
): Composed | undefined {
  const top = candidates[0];
  if (!top) return undefined;
  const scored = scoreUnits(question, candidates);

  // A kind of answer the help centre gives for one thing only (a price: the certificate's) is an
  // answer only about that thing: every word of the question, known or not, must be in the unit.
  for (const cue of question.cues.filter((cue) => cue.required)) {
    const found = scored.find(({ unit }) => cue.answers.test(fold(unit.text)));
    if (!found) return undefined;
    const strict =
      (found.coverage * question.total) / (question.total + tuning.unknownWeight * question.unknown);
    if (strict < tuning.minStrict) return undefined;
  }

  // Articles in retrieval's order: the first one's best unit leads (retrieval knows the article
  // best; the units, the place in it).
  const bestOf = new Map<string, ScoredUnit>();
  for (const item of scored)
    if (!bestOf.has(item.candidate.passage.route)) bestOf.set(item.candidate.passage.route, item);
  const articles = [...new Set(candidates.map((candidate) => candidate.passage.route))];
  const opening = readSection(top.passage).units[0];
  let first =
    bestOf.get(articles[0]!) ?? (opening && { unit: opening, candidate: top, score: 0, coverage: 0 });
  if (!first) return undefined;

  // A question for all of them ("which parts") gets the whole table its best row is in, unless
  // some of its rows answer better than the others ("application permissions").
  if (first.unit.kind === "row" && wantsList(question)) {
    const row = first.unit.keys[0]!;
    const table = scored.find(
      (other) =>
        other.candidate === first!.candidate && other.unit.kind !== "row" && other.unit.keys.includes(row),
    );
    const alike = siblingRows(first, scored, Infinity).length + 1;
    if (
      table &&
      table.score >= tuning.wholeTable * first.score &&
      (alike === 1 || alike >= tuning.alikeRows * table.unit.keys.length)
    )
      first = table;
  }
  // A question whose words are spread over a table's rows ("prerequisites for the WhatsApp
  // integration": the account on one row, WhatsApp Business on another) is about the table: when
  // the whole table holds clearly more of it than its best row, the table answers, whole.
  if (first.unit.kind === "row") {
    const row = first.unit.keys[0]!;
    const lead = first;
    const table = scored.find(
      (other) =>
        other.candidate === lead.candidate && other.unit.kind !== "row" && other.unit.keys.includes(row),
    );
    if (table && table.coverage >= lead.coverage + tuning.tableOverRow) first = table;
  }
  const firstQuote = quoteOf(question, first, scored, tuning.firstBudget, true);
  const citations = [{ passage: first.candidate.passage, quote: firstQuote.blocks }];
  const covered = new Set(firstQuote.held);
  const quoted = () =>
    fold(
      citations
        .flatMap((citation) => citation.quote)
        .map((block) => quoteText([block]))
        .join(" "),
    );
  // What a unit would add to the quotes: words of the question they lack (a share of its weight),
  // or the kind of answer asked for that they do not have yet.
  const adds = (unit: Unit) => {
    let weight = 0;
    for (const term of new Set(unitTerms(unit)))
      if (!covered.has(term)) weight += question.weights.get(term) ?? 0;
    const text = fold(unit.text);
    const lacking = question.cues.some((cue) => cue.answers.test(text) && !cue.answers.test(quoted()));
    return weight >= tuning.minAdded * question.total || lacking;
  };
  const cite = (other: ScoredUnit) => {
    const quote = quoteOf(question, other, scored, tuning.otherBudget);
    for (const term of quote.held) covered.add(term);
    citations.push({ passage: other.candidate.passage, quote: quote.blocks });
  };
  // The unit of the first article that holds the most of the question, when it is in another
  // section and holds at least as much as the lead's: retrieval ranks sections by the reader's
  // stored questions and the article's words, and the fact asked for is often elsewhere in the
  // article (the opening paragraph that says the key is shown once, the table row that says where
  // the logo shows). It is quoted as well, on top of the other articles' citations.
  const fullest = [...scored]
    .sort((a, b) => b.coverage - a.coverage || b.score - a.score)
    .find(
      (other) =>
        other.candidate.passage.route === first.candidate.passage.route &&
        other.candidate !== first.candidate &&
        other.coverage >= first.coverage,
    );
  if (fullest) cite(fullest);
  const others = () => citations.length - (fullest ? 1 : 0);
  // Other articles, in retrieval's order, when they add to what is quoted (a word of the question,
  // the kind of answer asked for) or retrieval ranks them close to the top one.
  for (const route of articles) {
    if (others() >= maxCitations) break;
    if (route === first.candidate.passage.route) continue;
    const other = bestOf.get(route);
    if (!other) continue;
    if (!adds(other.unit) && other.candidate.score < tuning.closeToTop * top.score) continue;
    cite(other);
  }
  // Another section of the first article, when it answers about as well and adds to the first,
  // and a citation is left.
  // The best section that does, not only the best other one: the fact asked for is often in the
  // section after the one that leads.
  const sibling = scored.find(
    (other) =>
      !citations.some((citation) => citation.passage === other.candidate.passage) &&
      other.candidate.passage.route === first.candidate.passage.route &&
      other.candidate !== first.candidate &&
      other.score >= tuning.sibling * first.score &&
      // It adds to the first, or its heading names more of the question than the first's: a
      // section about what was asked ("Add the API permissions"), after an opening that only
      // mentions it.
      (adds(other.unit) ||
        coverage(question, other.candidate.passage.heading) >
          coverage(question, first.candidate.passage.heading)),
  );
  if (citations.length < maxCitations && sibling) {
    const quote = quoteOf(question, sibling, scored, tuning.otherBudget);
    citations.splice(1, 0, { passage: sibling.candidate.passage, quote: quote.blocks });
  }
  return { lead: leadOf(question, firstQuote.lead, firstQuote.context), citations, coverage: first.coverage };
}

/** Plain text of a quote. */
export { quoteText };
