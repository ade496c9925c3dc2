/**
 * What answering a question needs beyond the dialog: the site's answering service, the articles'
 * corpora and the retrieval over them, the offline answer composed from them, and the further
 * articles offered when an answer did not help. It is code the dialog does not need to appear (a
 * fifth of the bytes a press on the assistant's button waited for on a phone network), so it loads
 * apart (load-answering.ts): once the dialog is open, or with the first question.
 */
import { answer, type Corpora } from "~/lib/assistant/answer";
import { assistantCorpus } from "~/lib/assistant/corpus-query";
import { dataCache } from "~/lib/data-cache";
import type { Lang } from "~/lib/i18n";
import { language } from "~/lib/language";
import { lookupOrder } from "~/lib/languages";
import { firstFallback } from "~/lib/urls";
import { furtherArticles, type FurtherArticle } from "./further-reading";

export { answerText } from "~/lib/assistant/answer";
export { ask, ServiceOff, serviceKnownOff } from "~/lib/assistant/ask-service";

/** Starts loading the corpus of `lang`, so that the first question does not wait for it. */
export function prefetchCorpus(lang: Lang): void {
  dataCache.prefetch(assistantCorpus(lang));
}

async function loadCorpora(langs: Lang[]): Promise<Corpora> {
  const entries = await Promise.all(
    langs.map(async (lang) => [lang, await dataCache.fetch(assistantCorpus(lang))] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * The corpora an offline answer reads: the page's language and its fallbacks, and, for a question
 * plainly written in another language (answered in that language: answer.ts), that language's and
 * its first fallback's.
 */
function corporaFor(question: string, lang: Lang): Lang[] {
  const asked = language.guessLanguage(question);
  return [...new Set([...lookupOrder(lang), ...(asked ? [asked, firstFallback(asked)] : [])])];
}

/** The offline answer to `question` on a page in `lang`, from the corpora it reads. */
export async function offlineAnswer(question: string, lang: Lang) {
  return answer(question, await loadCorpora(corporaFor(question, lang)), lang);
}

/** The articles of `lang` closest to `question` that the answer did not cite (its links, `cited`). */
export async function furtherArticlesFor(
  question: string,
  lang: Lang,
  cited: readonly string[],
): Promise<FurtherArticle[]> {
  return furtherArticles(question, await dataCache.fetch(assistantCorpus(lang)), lang, cited);
}
