/**
 * The assistant's corpora in the browser (corpora.ts), read through the page's search client
 * (search/load-index.ts) beside each language's readers' questions (virtual:assistant-questions).
 * Apart from the search client, so a search never loads the assistant's retrieval.
 */
import questionsUrls from "virtual:assistant-questions";
import type { Lang } from "~/lib/i18n";
import { fetchGeneratedFile, searchClient } from "../search/load-index";
import { AssistantCorpora } from "./corpora";
import type { QuestionsFile } from "./questions-file";

/** A whole language's readers' questions by section, which the assistant's retrieval reads beside its articles. */
export function fetchQuestionsFile(lang: Lang): Promise<QuestionsFile> {
  return fetchGeneratedFile<QuestionsFile>(
    questionsUrls[lang],
    `Readers' questions for ${lang}`,
    (file) => typeof file.articles === "object" && file.articles !== null,
  );
}

/** The assistant's corpora, read through the page's search client. */
export const assistantCorpora = new AssistantCorpora(searchClient, fetchQuestionsFile);
