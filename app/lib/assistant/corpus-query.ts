import questionsUrls from "virtual:assistant-questions";
import type { Lang } from "~/lib/i18n";
import { fetchGeneratedFile, fetchIndexFile } from "~/lib/search/load-index";
import type { QuestionsFile } from "./questions-file";
import { buildCorpus } from "./retrieval";

function fetchQuestionsFile(lang: Lang, signal: AbortSignal): Promise<QuestionsFile> {
  return fetchGeneratedFile<QuestionsFile>(
    questionsUrls[lang],
    `Readers' questions for ${lang}`,
    (file) => typeof file.articles === "object" && file.articles !== null,
    signal,
  );
}

/**
 * The assistant's corpus of a language, through the shared query client (retries, cache policy):
 * the search index file (already in the browser's cache when the reader has searched) and the
 * readers' questions by section. Without the questions the assistant still answers, from the
 * articles' own words, so their failure does not fail the corpus.
 */
export function corpusQuery(lang: Lang) {
  return {
    queryKey: ["assistant-corpus", lang] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const [index, questions] = await Promise.all([
        fetchIndexFile(lang, signal),
        fetchQuestionsFile(lang, signal).catch((error: unknown) => {
          if (signal.aborted) throw error;
          return undefined;
        }),
      ]);
      return buildCorpus(index.documents, questions?.articles);
    },
    staleTime: Infinity,
  };
}
