/**
 * Composes the assistant's offline answer: the most relevant passages, each trimmed to the sentences
 * that answer, with a link to its article and section; or, when the help centre does not cover the
 * question, a plain statement with the closest articles.
 */
import { localizePath, type Lang } from "~/lib/i18n";
import { retrieve, type Corpus, type Passage, type Retrieved } from "./retrieval";
import { terms } from "./text";

export interface Citation {
  passage: Passage;
  /** The sentences of the section that answer, as plain text. */
  excerpt: string;
  /** The article and section in the corpus language. */
  href: string;
}

export type Answer =
  | { kind: "answer"; lang: Lang; citations: Citation[] }
  | { kind: "not-covered"; lang: Lang; related: { title: string; href: string }[] };

/** Below this share of the question's weight, the best article is not about the question. */
const minConfidence = 0.4;
const minScore = 3;
const maxCitations = 3;
const excerptBudget = 360;

function hrefOf(passage: Passage, lang: Lang): string {
  return localizePath(passage.route, lang) + (passage.sectionId ? `#${passage.sectionId}` : "");
}

/** The sentences of `text` that hold most of the question's terms, in reading order, within budget. */
export function answeringSentences(text: string, questionTerms: readonly string[]): string {
  const sentences = text.split(/(?<=[.!?:])\s+(?=[\p{Lu}\d"“(])/u).filter(Boolean);
  const wanted = new Set(questionTerms);
  const ranked = sentences
    .map((sentence, index) => ({
      sentence,
      index,
      hits: new Set(terms(sentence).filter((term) => wanted.has(term))).size,
    }))
    .sort((a, b) => b.hits - a.hits || a.index - b.index);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const candidate of ranked) {
    if (chosen.length > 0 && (candidate.hits === 0 || length + candidate.sentence.length > excerptBudget))
      continue;
    chosen.push(candidate);
    length += candidate.sentence.length;
    if (length >= excerptBudget * 0.6) break;
  }
  const text2 = chosen
    .sort((a, b) => a.index - b.index)
    .map((item) => item.sentence)
    .join(" ");
  return text2.length > excerptBudget * 1.6
    ? `${text2.slice(0, excerptBudget * 1.6).replace(/\s+\S*$/, "")}…`
    : text2;
}

function strength(results: Retrieved[]): number {
  const top = results[0];
  return top ? top.score * top.confidence : 0;
}

export interface Corpora {
  pt?: Corpus;
  en?: Corpus;
}

export function answer(question: string, corpora: Corpora, pageLang: Lang): Answer {
  let best: { lang: Lang; results: Retrieved[]; queryTerms: string[] } | undefined;
  for (const lang of [pageLang, pageLang === "pt" ? "en" : "pt"] as const) {
    const corpus = corpora[lang];
    if (!corpus) continue;
    const found = retrieve(corpus, question, 8, corpora[lang === "pt" ? "en" : "pt"]);
    if (!best || strength(found.results) > strength(best.results) * 1.15) best = { lang, ...found };
  }
  const lang = best?.lang ?? pageLang;
  const results = best?.results ?? [];
  const top = results[0];
  if (!top || top.confidence < minConfidence || top.score < minScore) {
    const seen = new Set<string>();
    const related = results
      .filter((item) => !seen.has(item.passage.route) && seen.add(item.passage.route))
      .slice(0, 3)
      .map((item) => ({ title: item.passage.articleTitle, href: localizePath(item.passage.route, lang) }));
    return { kind: "not-covered", lang, related };
  }
  // The best passage, then the best of other articles: one more angle is worth more than a second
  // section of the same page (which the first link already opens).
  const seen = new Set<string>();
  const citations = results
    .filter(
      (item) =>
        item.score >= top.score * 0.35 &&
        item.confidence >= minConfidence &&
        !seen.has(item.passage.route) &&
        seen.add(item.passage.route),
    )
    .slice(0, maxCitations)
    .map((item) => ({
      passage: item.passage,
      excerpt: answeringSentences(item.passage.text || item.passage.heading, best!.queryTerms),
      href: hrefOf(item.passage, lang),
    }));
  return { kind: "answer", lang, citations };
}
