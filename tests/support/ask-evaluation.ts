/**
 * Scores the answering service (POST /api/ask of a running server, against whatever model it is
 * configured with) on the evaluation sets, as the offline assistant is scored:
 * - fact share: answers whose own text (links' targets aside) holds every fact asked for
 *   (answer-facts.json and its holdout, the rule of tests/evaluation/assistant-facts.test.ts);
 * - first-citation share: on-topic questions of assistant-eval.json (and its holdout) whose answer's
 *   first link to the help centre is the article that answers;
 * - declines: questions declined without a model call, on-topic (a miss) and off-topic (right).
 * Used by `npm run eval:ask` (scripts/eval-ask.ts); a unit test runs it against the fake model.
 */
import { fold } from "../../app/lib/language/fold";
import { stripLang } from "../../app/lib/urls";
import type { EvalCase, FactCase } from "./sets";

export interface AskReply {
  kind: "answer" | "declined" | "error" | "refused";
  text: string;
  detail?: string;
}

/** One question through /api/ask: the answer's text, or how it ended otherwise. */
export async function ask(base: string, question: string, lang: string): Promise<AskReply> {
  const response = await fetch(`${base}/api/ask`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ question, lang }),
  });
  if (response.status !== 200) {
    const body = await response.text();
    return { kind: "refused", text: "", detail: `HTTP ${response.status} ${body.slice(0, 200)}` };
  }
  let text = "";
  for (const line of (await response.text()).split("\n")) {
    if (!line.trim()) continue;
    const value = JSON.parse(line) as { type: string; text?: string; reason?: string };
    if (value.type === "declined") return { kind: "declined", text: "" };
    if (value.type === "delta") text += value.text ?? "";
    if (value.type === "error") return { kind: "error", text, detail: value.reason };
    if (value.type === "done") return { kind: "answer", text };
  }
  return { kind: "error", text, detail: "the stream ended without done" };
}

/** The answer's words, without the targets of its Markdown links. */
const readable = (text: string) => text.replace(/\]\([^)]*\)/g, "]");

/** The Portuguese route of the answer's first link into the help centre. */
function firstCitedRoute(text: string): string | undefined {
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    let target = match[1]!;
    try {
      const url = new URL(target, "http://site.invalid");
      if (url.origin !== "http://site.invalid" && !/^https?:/.test(target)) continue;
      target = url.pathname;
    } catch {
      continue;
    }
    if (target.startsWith("/")) return stripLang(target.replace(/\/$/, "") || "/");
  }
  return undefined;
}

export interface AskEvaluation {
  facts: { total: number; held: number; declined: number; failed: number; misses: string[] };
  citations: {
    onTopic: number;
    first: number;
    declinedOnTopic: number;
    offTopic: number;
    declinedOffTopic: number;
  };
}

export async function evaluateAsk(
  base: string,
  { facts, citations }: { facts: readonly FactCase[]; citations: readonly EvalCase[] },
  onProgress?: (done: number, total: number) => void,
): Promise<AskEvaluation> {
  const result: AskEvaluation = {
    facts: { total: facts.length, held: 0, declined: 0, failed: 0, misses: [] },
    citations: { onTopic: 0, first: 0, declinedOnTopic: 0, offTopic: 0, declinedOffTopic: 0 },
  };
  const total = facts.length + citations.length;
  let done = 0;
  for (const item of facts) {
    const reply = await ask(base, item.question, item.lang);
    onProgress?.(++done, total);
    if (reply.kind === "declined") result.facts.declined++;
    if (reply.kind === "error" || reply.kind === "refused") result.facts.failed++;
    const text = fold(readable(reply.text));
    const missing = item.facts.filter((group) => !group.some((word) => text.includes(fold(word))));
    if (reply.kind === "answer" && missing.length === 0) result.facts.held++;
    else
      result.facts.misses.push(
        `${item.id} ${item.question} → ${reply.kind === "answer" ? `missing ${missing.map((group) => group.join("|")).join(", ")}` : `${reply.kind}${reply.detail ? ` (${reply.detail})` : ""}`}`,
      );
  }
  for (const item of citations) {
    const reply = await ask(base, item.question, item.lang);
    onProgress?.(++done, total);
    if (item.route === null) {
      result.citations.offTopic++;
      if (reply.kind === "declined") result.citations.declinedOffTopic++;
      continue;
    }
    result.citations.onTopic++;
    if (reply.kind === "declined") result.citations.declinedOnTopic++;
    if (reply.kind === "answer" && firstCitedRoute(reply.text) === item.route) result.citations.first++;
  }
  return result;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : "n/a");

/** The figures as lines of text. */
export function describeAskEvaluation(name: string, evaluation: AskEvaluation): string[] {
  const { facts, citations } = evaluation;
  return [
    `${name}: fact share ${percent(facts.held, facts.total)} (${facts.held}/${facts.total}; ${facts.declined} declined, ${facts.failed} failed)`,
    `${name}: first-citation share ${percent(citations.first, citations.onTopic)} (${citations.first}/${citations.onTopic} on-topic; ${citations.declinedOnTopic} on-topic declined)`,
    `${name}: off-topic declined ${percent(citations.declinedOffTopic, citations.offTopic)} (${citations.declinedOffTopic}/${citations.offTopic})`,
  ];
}
