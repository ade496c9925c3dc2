import type { Lang } from "~/lib/i18n";
import { fetchIndexFile } from "~/lib/search/load-index";
import { buildCorpus } from "./retrieval";

/** The assistant's corpus of a language, through the shared query client (retries, cache policy). */
export function corpusQuery(lang: Lang) {
  return {
    queryKey: ["assistant-corpus", lang] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      buildCorpus((await fetchIndexFile(lang, signal)).documents),
    staleTime: Infinity,
  };
}
