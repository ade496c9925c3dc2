/** The assistant's real corpora of `content/`, built as the browser builds them, for tests and the bench. */
import { loadContent } from "../../../pipeline/content/content-source";
import type { BuiltContent } from "../../../pipeline/content/build-registry";
import type { Lang } from "../content/types";
import { contentIndexes } from "../search/test-index";
import type { SearchDocument } from "../search/types";
import type { Corpora } from "./answer";
import { buildQuestionsFile, type QuestionsFile } from "./questions-file";
import { buildCorpus } from "./retrieval";

/** What the browser downloads for each language: the search index's documents and the questions. */
export function contentCorpusFiles(
  content: BuiltContent = loadContent(),
): Record<Lang, { documents: SearchDocument[]; questions: QuestionsFile["articles"] }> {
  const indexes = contentIndexes(content);
  return {
    pt: { documents: indexes.pt.file.documents, questions: buildQuestionsFile(content, "pt").articles },
    en: { documents: indexes.en.file.documents, questions: buildQuestionsFile(content, "en").articles },
  };
}

export function contentCorpora(content?: BuiltContent): Required<Corpora> {
  const files = contentCorpusFiles(content);
  return {
    pt: buildCorpus(files.pt.documents, files.pt.questions),
    en: buildCorpus(files.en.documents, files.en.questions),
  };
}
