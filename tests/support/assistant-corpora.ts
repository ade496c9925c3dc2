/**
 * The assistant's real corpora of `content/`, built as the browser builds them, for tests and the
 * bench. Built once per content object, like the search indexes they are made from.
 */
import type { Corpora } from "../../app/lib/assistant/answer";
import { buildQuestionsFile, type QuestionsFile } from "../../app/lib/assistant/questions-file";
import { buildCorpus } from "../../app/lib/assistant/retrieval";
import type { BuiltContent } from "../../pipeline/content/build-registry";
import { perLanguage, type Lang } from "../../app/lib/languages";
import type { SearchDocument } from "../../app/lib/search/types";
import { contentIndexes, loadedContent } from "./search-indexes";

export type CorpusFiles = Record<Lang, { documents: SearchDocument[]; questions: QuestionsFile["articles"] }>;

const files = new WeakMap<BuiltContent, CorpusFiles>();
const corpora = new WeakMap<BuiltContent, Required<Corpora>>();

/** What the browser downloads for each language: the search index's documents and the questions. */
export function contentCorpusFiles(content: BuiltContent = loadedContent()): CorpusFiles {
  let result = files.get(content);
  if (!result) {
    const indexes = contentIndexes(content);
    result = perLanguage((lang) => ({
      documents: indexes[lang].file.documents,
      questions: buildQuestionsFile(content, lang).articles,
    }));
    files.set(content, result);
  }
  return result;
}

export function contentCorpora(content: BuiltContent = loadedContent()): Required<Corpora> {
  let result = corpora.get(content);
  if (!result) {
    const byLang = contentCorpusFiles(content);
    result = perLanguage((lang) => buildCorpus(byLang[lang].documents, byLang[lang].questions));
    corpora.set(content, result);
  }
  return result;
}
