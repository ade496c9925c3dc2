/**
 * What answering a question needs beyond the dialog: the site's answering service, the articles'
 * corpora and the retrieval over them, the offline answer composed from them, and the further
 * articles offered when an answer did not help. It is code the dialog does not need to appear (a
 * fifth of the bytes a press on the assistant's button waited for on a phone network), so it loads
 * apart (load-answering.ts): once the dialog is open, or with the first question.
 */
import { answerOf, judgeLoading } from "~/lib/assistant/answer";
import type { Lang } from "~/lib/i18n";
import { assistantCorpora } from "~/lib/assistant/load-corpora";
import { furtherArticles, type FurtherArticle } from "./further-reading";

export { answerText } from "~/lib/assistant/answer";
export { ask, ServiceOff, serviceKnownOff } from "~/lib/assistant/ask-service";

/** Starts loading what any question in `lang` reads, so that the first question does not wait for it. */
export function prefetchCorpus(lang: Lang): void {
  assistantCorpora.prefetch(lang);
}

/** The offline answer to `question` on a page in `lang`, from the corpora it reads (assistant/corpora.ts). */
export async function offlineAnswer(question: string, lang: Lang) {
  return answerOf(await judgeLoading(question, lang, (langs) => assistantCorpora.for(question, langs)));
}

/** The articles of `lang` closest to `question` that the answer did not cite (its links, `cited`). */
export async function furtherArticlesFor(
  question: string,
  lang: Lang,
  cited: readonly string[],
): Promise<FurtherArticle[]> {
  return furtherArticles(question, await assistantCorpora.corpus(question, lang), lang, cited);
}
