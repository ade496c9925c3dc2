/** The real search indexes of `content/`, built as the build builds them, for tests and the bench. */
import { loadContent } from "../../../pipeline/content/content-source";
import type { BuiltContent } from "../../../pipeline/content/build-registry";
import { languages, type Lang } from "../content/types";
import { buildSearchIndex } from "./build-index";
import { prepareIndex, type SearchIndex } from "./engine";
import type { SearchIndexFile } from "./types";

export function contentIndexes(
  { registry, bodies }: BuiltContent = loadContent(),
): Record<Lang, { file: SearchIndexFile; index: SearchIndex }> {
  const entries = languages.map((lang) => {
    const file = buildSearchIndex(registry, bodies, lang);
    return [lang, { file, index: prepareIndex(file.documents) }] as const;
  });
  return Object.fromEntries(entries) as Record<Lang, { file: SearchIndexFile; index: SearchIndex }>;
}
