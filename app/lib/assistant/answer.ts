/**
 * Composes the assistant's offline answer: the most relevant passages, each trimmed to the sentences
 * that answer, with a link to its article and section; or, when the help centre does not cover the
 * question, a plain statement with the closest articles.
 */
import { localizePath, type Lang } from "~/lib/i18n";
import { retrieve, type Corpus, type Passage } from "./retrieval";
import { guessLanguage, terms } from "./text";

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
const minConfidence = 0.3;
/**
 * A question most of whose words the help centre never uses ("receita de bolo", "weather in
 * Lisbon") is about something else, even when one of its words matches.
 */
const minFamiliar = 0.5;
const minScore = 3;
const maxCitations = 3;
/** A section found through the other language's words counts a little less than through the reader's. */
const otherLanguageWeight = 0.9;
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

export interface Corpora {
  pt?: Corpus;
  en?: Corpus;
}

/**
 * Ranks sections with the question in both languages (a reader's words may be in either; section
 * ids are shared) and returns them in `lang`, the language the answer is shown in.
 */
function bilingualRetrieve(question: string, corpora: Corpora, lang: Lang) {
  const shown = corpora[lang];
  if (!shown) return undefined;
  const otherLang: Lang = lang === "pt" ? "en" : "pt";
  const own = retrieve(shown, question, 12, corpora[otherLang]);
  const merged = new Map(
    own.results.map((item) => [`${item.passage.route}#${item.passage.sectionId}`, item]),
  );
  const otherCorpus = corpora[otherLang];
  if (otherCorpus) {
    const byKey = new Map(
      shown.passages.map(({ passage }) => [`${passage.route}#${passage.sectionId}`, passage]),
    );
    for (const item of retrieve(otherCorpus, question, 12, shown).results) {
      const key = `${item.passage.route}#${item.passage.sectionId}`;
      const passage = byKey.get(key);
      const current = merged.get(key);
      // The question's words may be in either language: a section covers it as well as its better
      // version does.
      if (passage) {
        merged.set(key, {
          passage,
          score: Math.max(item.score * otherLanguageWeight, current?.score ?? 0),
          confidence: Math.max(item.confidence, current?.confidence ?? 0),
        });
      }
    }
  }
  return {
    lang,
    queryTerms: own.queryTerms,
    familiar: own.familiar,
    results: [...merged.values()].sort((a, b) => b.score - a.score).slice(0, 8),
  };
}

export function answer(question: string, corpora: Corpora, pageLang: Lang): Answer {
  // Answer from the page's language, unless the question is plainly written in the other one.
  const other: Lang = pageLang === "pt" ? "en" : "pt";
  const lang = guessLanguage(question) === other && corpora[other] ? other : pageLang;
  const best = bilingualRetrieve(question, corpora, lang);
  const results = best?.results ?? [];
  const top = results[0];
  const familiar = best?.familiar ?? 0;
  if (!top || top.confidence < minConfidence || top.score < minScore || familiar <= minFamiliar) {
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
