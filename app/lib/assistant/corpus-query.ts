import questionsUrls from "virtual:assistant-questions";
import type { Lang } from "~/lib/i18n";
import { fetchIndexFile, SearchIndexError } from "~/lib/search/load-index";
import type { QuestionsFile } from "./questions-file";
import { buildCorpus } from "./retrieval";

async function fetchQuestionsFile(lang: Lang, signal: AbortSignal): Promise<QuestionsFile> {
  const response = await fetch(questionsUrls[lang], { signal });
  if (!response.ok) throw new SearchIndexError(`Assistant questions for ${lang}: HTTP ${response.status}`);
  const file = (await response.json()) as QuestionsFile;
  if (typeof file.articles !== "object" || file.articles === null)
    throw new SearchIndexError(`Assistant questions for ${lang} are malformed`);
  return file;
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
