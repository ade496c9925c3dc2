import type { Resource } from "~/lib/data-cache";
import type { Lang } from "~/lib/i18n";
import { fetchDocumentsFile, fetchQuestionsFile } from "~/lib/search/load-index";
import { buildCorpus, type Corpus } from "./retrieval";

/**
 * The assistant's corpus of a language, through the page's data cache (retries, cache policy):
 * the language's documents (already in the browser's cache when search read them whole) and the
 * readers' questions by section. Without the questions the assistant still answers, from the
 * articles' own words, so their failure does not fail the corpus.
 */
export function assistantCorpus(lang: Lang): Resource<Corpus> {
  return {
    key: `assistant-corpus:${lang}`,
    load: async () => {
      const [index, questions] = await Promise.all([
        fetchDocumentsFile(lang),
        fetchQuestionsFile(lang).catch(() => undefined),
      ]);
      return buildCorpus(index.documents, questions?.articles);
    },
  };
}
