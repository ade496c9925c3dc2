/** Scores the assistant against an evaluation set; shared by the evaluation tests and the bench. */
import { answer, answerText, type Corpora } from "../../app/lib/assistant/answer";
import { fold } from "../../app/lib/language/fold";
import type { Lang } from "../../app/lib/languages";
import type { EvalCase, FactCase } from "./sets";

/** The corpora every question reads, or those a question reads (a sharded language's: assistant/corpora.ts). */
export type CorporaOf = Corpora | ((question: string, lang: Lang) => Corpora);

const corporaFor = (corpora: CorporaOf, question: string, lang: Lang) =>
  typeof corpora === "function" ? corpora(question, lang) : corpora;

export interface Evaluation {
  /** On-topic questions (those with a route). */
  onTopic: number;
  /** Right article cited first, cited at all, right section cited: counts of on-topic questions. */
  first: number;
  cited: number;
  section: number;
  offTopic: number;
  /** Off-topic questions answered "not covered". */
  declined: number;
  /** On-topic questions whose article was not cited, with what was, for reading a failed run. */
  misses: string[];
}

export function evaluate(set: readonly EvalCase[], corpora: CorporaOf): Evaluation {
  const result: Evaluation = {
    onTopic: 0,
    first: 0,
    cited: 0,
    section: 0,
    offTopic: 0,
    declined: 0,
    misses: [],
  };
  for (const item of set) {
    const reply = answer(item.question, corporaFor(corpora, item.question, item.lang), item.lang);
    const citations = reply.kind === "answer" ? reply.citations.map((citation) => citation.passage) : [];
    if (item.route === null) {
      result.offTopic++;
      if (reply.kind === "not-covered") result.declined++;
      continue;
    }
    result.onTopic++;
    if (citations[0]?.route === item.route) result.first++;
    if (citations.some((passage) => passage.route === item.route)) result.cited++;
    else
      result.misses.push(
        `${item.lang}: ${item.question} → ${citations.map((passage) => passage.route).join(", ") || reply.kind}`,
      );
    if (citations.some((passage) => passage.route === item.route && passage.sectionId === item.section))
      result.section++;
  }
  return result;
}

/** "89.6%": a count as a share of the on-topic questions. */
export function share(count: number, evaluation: Evaluation): string {
  return `${((100 * count) / evaluation.onTopic).toFixed(1)}%`;
}

export interface FactEvaluation {
  total: number;
  /** Answers whose own text (lead and quotes, not the links) holds every fact asked for. */
  held: number;
  /** The others: the question and the facts missing, for reading a run. */
  misses: string[];
}

export function evaluateFacts(set: readonly FactCase[], corpora: CorporaOf): FactEvaluation {
  const result: FactEvaluation = { total: set.length, held: 0, misses: [] };
  for (const item of set) {
    const text = fold(
      answerText(answer(item.question, corporaFor(corpora, item.question, item.lang), item.lang)),
    );
    const missing = item.facts.filter((group) => !group.some((word) => text.includes(fold(word))));
    if (missing.length === 0) result.held++;
    else
      result.misses.push(
        `${item.id} ${item.question} → missing ${missing.map((group) => group.join("|")).join(", ")}`,
      );
  }
  return result;
}

/** "92.3%": the share of answers that hold their facts. */
export function factShare(evaluation: FactEvaluation): string {
  return `${((100 * evaluation.held) / evaluation.total).toFixed(1)}%`;
}
