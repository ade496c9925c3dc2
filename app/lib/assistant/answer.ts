/**
 * Composes the assistant's offline answer: a short lead that answers, drawn from the help centre's
 * own text (the number, the list, the path, the limit), then the sections that answer, quoted
 * whole (a list with its introduction, a table row with its header), each with a link to its
 * article and section; or, when the help centre does not cover the question, a plain statement
 * with the closest articles.
 */
import type { Lang } from "~/lib/i18n";
import { language } from "~/lib/language";
import { href, firstFallback } from "~/lib/urls";
import { compose, quoteText } from "./compose";
import { readQuestion } from "./question";
import type { Reading } from "~/lib/language/read";
import { correctQuestion, retrieve, type Corpus, type Passage, type Retrieved } from "./retrieval";
import { answering } from "./tuning";
import type { QuoteBlock } from "./units";

export interface Citation {
  passage: Passage;
  /** What is quoted from the section: sentences, whole lists, table rows with their header. */
  quote: QuoteBlock[];
  /** The quote as plain text. */
  excerpt: string;
  /** The article and section in the corpus language. */
  href: string;
}

export type Answer =
  | { kind: "answer"; lang: Lang; lead: string; citations: Citation[] }
  | { kind: "not-covered"; lang: Lang; related: { title: string; href: string }[] };

const { judge: limits, retrieval: retrievalTuning } = answering;

/** What the reader reads of an answer: the lead and the quotes (not the links). */
export function answerText(answer: Answer): string {
  if (answer.kind !== "answer") return "";
  return [answer.lead, ...answer.citations.map((citation) => citation.excerpt)].join(" ");
}

export type Corpora = Partial<Record<Lang, Corpus>>;

/**
 * Ranks sections with the question in both languages (a reader's words may be in either; section
 * ids are shared) and returns them in `lang`, the language the answer is shown in.
 */
function bilingualRetrieve(question: Reading<Lang>, corpora: Corpora, lang: Lang) {
  const shown = corpora[lang];
  if (!shown) return undefined;
  const own = retrieve(shown, question, retrievalTuning.perLanguage, corpora[firstFallback(lang)]);
  const merged = new Map(
    own.results.map((item) => [`${item.passage.route}#${item.passage.sectionId}`, item]),
  );
  const otherCorpus = corpora[firstFallback(lang)];
  if (otherCorpus) {
    const byKey = new Map(
      shown.passages.map(({ passage }) => [`${passage.route}#${passage.sectionId}`, passage]),
    );
    for (const item of retrieve(otherCorpus, question, retrievalTuning.perLanguage, shown).results) {
      const key = `${item.passage.route}#${item.passage.sectionId}`;
      const passage = byKey.get(key);
      const current = merged.get(key);
      // The question's words may be in either language: a section covers it as well as its better
      // version does.
      if (passage) {
        merged.set(key, {
          passage,
          score: Math.max(item.score * retrievalTuning.otherLanguage, current?.score ?? 0),
          confidence: Math.max(item.confidence, current?.confidence ?? 0),
          asked: Math.max(item.asked, current?.asked ?? 0),
        });
      }
    }
  }
  return {
    lang,
    queryTerms: own.queryTerms,
    familiar: own.familiar,
    results: [...merged.values()].sort((a, b) => b.score - a.score).slice(0, retrievalTuning.limit),
  };
}

/**
 * The assistant's judgement of a question, before any text is composed: the sections that answer
 * it (ranked, and the composed quotes the offline answer shows), or that the help centre does not
 * cover it, with the closest articles. The offline answer and the server's answering service both
 * decide here, so they decline the same questions.
 */
export type Judgement =
  | {
      kind: "covered";
      lang: Lang;
      /** The sections that answer, best first (those the offline answer may quote from). */
      sections: Retrieved[];
      composed: NonNullable<ReturnType<typeof compose>>;
    }
  | { kind: "not-covered"; lang: Lang; related: { title: string; href: string }[] };

/**
 * Whether the answer's language alone found enough to answer without its first fallback: its
 * best section's article holds the question's whole weight (retrieval's `confidence`). Below it,
 * a word of the question is one the language never uses (the reader may have written it in the
 * other) or the best article misses one, and the fallback's versions of the articles are read too.
 */
export const foundEnough = (judgement: Judgement): boolean =>
  judgement.kind === "covered" && judgement.sections[0]!.confidence >= limits.ownLanguageEnough;

/**
 * The language a question is answered in: the page's, unless the question is plainly written in
 * another language of the table that `has` (whichever the page's).
 */
export function answerLanguage(question: string, pageLang: Lang, has: (lang: Lang) => boolean): Lang {
  const asked = language.guessLanguage(question);
  return asked && has(asked) ? asked : pageLang;
}

/**
 * Judges `question` with the answer's language's corpus alone, then, when that finds too little
 * (`foundEnough`) and `corpora` holds it, with its first fallback's beside it.
 */
export function judge(question: string, corpora: Corpora, pageLang: Lang): Judgement {
  const lang = answerLanguage(question, pageLang, (other) => corpora[other] !== undefined);
  const own = judgeIn(question, { [lang]: corpora[lang] }, lang);
  const fallback = firstFallback(lang);
  return foundEnough(own) || !corpora[fallback] ? own : judgeIn(question, corpora, lang);
}

/**
 * `judge`, loading the corpora it reads (`load`, assistant/corpora.ts `for`): the answer's
 * language's first, and its first fallback's only when that found too little; only languages
 * `served` has.
 */
export async function judgeLoading(
  question: string,
  pageLang: Lang,
  load: (langs: readonly Lang[]) => Promise<Corpora>,
  served: (lang: Lang) => boolean = () => true,
): Promise<Judgement> {
  const answered = answerLanguage(question, pageLang, served);
  const own = judge(question, await load([answered]), pageLang);
  const fallback = firstFallback(answered);
  if (foundEnough(own) || fallback === answered || !served(fallback)) return own;
  return judge(question, await load([answered, fallback]), pageLang);
}

function judgeIn(question: string, corpora: Corpora, lang: Lang): Judgement {
  const read = language.read(question);
  // Read once, corrected once (the answer's language's words first): every step below shares it.
  const reading = corpora[lang] ? correctQuestion(corpora[lang], read, corpora[firstFallback(lang)]) : read;
  const best = bilingualRetrieve(reading, corpora, lang);
  const results = best?.results ?? [];
  const top = results[0];
  const familiar = best?.familiar ?? 0;
  const notCovered = (): Judgement => {
    const seen = new Set<string>();
    const related = results
      .filter((item) => !seen.has(item.passage.route) && seen.add(item.passage.route))
      .slice(0, 3)
      .map((item) => ({ title: item.passage.articleTitle, href: href(item.passage.route, lang) }));
    return { kind: "not-covered", lang, related };
  };
  if (
    !top ||
    top.confidence < limits.minConfidence ||
    top.score < limits.minScore * corpora[lang]!.articleIndex.ordinary ||
    familiar <= limits.minFamiliar
  )
    return notCovered();
  const candidates: Retrieved[] = results.filter(
    (item) => item.score >= top.score * limits.candidateShare && item.confidence >= limits.minConfidence,
  );
  const composed = compose(readQuestion(reading, corpora[lang]!), candidates, limits.maxCitations);
  if (!composed || (composed.coverage === 0 && top.asked < limits.minAsked)) return notCovered();
  return { kind: "covered", lang, sections: candidates, composed };
}

export function answer(question: string, corpora: Corpora, pageLang: Lang): Answer {
  return answerOf(judge(question, corpora, pageLang));
}

/** The offline answer a judgement composes: its lead and citations, or "not covered". */
export function answerOf(judgement: Judgement): Answer {
  if (judgement.kind === "not-covered") return judgement;
  const { lang, composed } = judgement;
  return {
    kind: "answer",
    lang,
    lead: composed.lead,
    citations: composed.citations.map(({ passage, quote }) => ({
      passage,
      quote,
      excerpt: quoteText(quote),
      href: href(passage.route, lang, passage.sectionId),
    })),
  };
}
