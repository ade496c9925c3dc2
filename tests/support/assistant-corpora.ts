/**
 * The assistant's real corpora of `content/`, built as the browser builds them, for tests and the
 * bench. Built once per content object, like the search indexes they are made from.
 */
import type { Corpora } from "../../app/lib/assistant/answer";
import { buildQuestionsFile, type QuestionsFile } from "../../app/lib/assistant/questions-file";
import { buildCorpus } from "../../app/lib/assistant/retrieval";
import type { BuiltContent } from "../../pipeline/content/build-registry";
import type { Lang } from "../../app/lib/content/types";
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
    result = {
      pt: { documents: indexes.pt.file.documents, questions: buildQuestionsFile(content, "pt").articles },
      en: { documents: indexes.en.file.documents, questions: buildQuestionsFile(content, "en").articles },
    };
    files.set(content, result);
  }
  return result;
}

export function contentCorpora(content: BuiltContent = loadedContent()): Required<Corpora> {
  let result = corpora.get(content);
  if (!result) {
    const { pt, en } = contentCorpusFiles(content);
    result = { pt: buildCorpus(pt.documents, pt.questions), en: buildCorpus(en.documents, en.questions) };
    corpora.set(content, result);
  }
  return result;
}
