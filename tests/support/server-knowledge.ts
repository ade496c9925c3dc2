/**
 * The server's knowledge of the real `content/`, built as the build builds it (the search index and
 * readers' questions of each language, the tree of articles), for tests of the answering service.
 */
import { brand } from "../../app/config/brand";
import { languages } from "../../app/lib/content/types";
import { tp } from "../../app/lib/page-messages";
import { createKnowledge, type Knowledge } from "../../app/lib/knowledge/knowledge";
import { buildQuestionsFile } from "../../app/lib/assistant/questions-file";
import { catalogue } from "../../pipeline/server-knowledge";
import { contentIndexes, loadedContent } from "./search-indexes";
import type { BuiltContent } from "../../pipeline/content/build-registry";

export function contentKnowledge(content: BuiltContent = loadedContent()): Knowledge {
  const indexes = contentIndexes(content);
  return createKnowledge({
    siteUrl: brand.siteUrl,
    productName: brand.name,
    languages: Object.fromEntries(
      languages.map((lang) => [
        lang,
        {
          index: indexes[lang].file,
          questions: buildQuestionsFile(content, lang),
          description: tp(lang, "homeDescription"),
          catalogue: catalogue(content.registry, lang),
        },
      ]),
    ),
  });
}
