/**
 * The real search indexes of `content/`, built as the build builds them, for tests and the bench.
 * Built once per content object (so once per test file, whose modules Vitest keeps apart; and
 * once per bench run).
 */
import type { BuiltContent } from "../../pipeline/content/build-registry";
import { languages, type Lang } from "../../app/lib/content/types";
import { buildSearchIndex } from "../../app/lib/search/build-index";
import { prepareIndex, type SearchIndex } from "../../app/lib/search/engine";
import type { SearchIndexFile } from "../../app/lib/search/types";
import { loadContent } from "../../pipeline/content/content-source";

export type ContentIndexes = Record<Lang, { file: SearchIndexFile; index: SearchIndex }>;

const built = new WeakMap<BuiltContent, ContentIndexes>();
let loaded: BuiltContent | undefined;

/** `content/` read from disk, once: for the bench. Tests pass `testContent()`, parsed once per run. */
export function loadedContent(): BuiltContent {
  loaded ??= loadContent();
  return loaded;
}

export function contentIndexes(content: BuiltContent = loadedContent()): ContentIndexes {
  let indexes = built.get(content);
  if (!indexes) {
    const { registry, bodies } = content;
    indexes = Object.fromEntries(
      languages.map((lang) => {
        const file = buildSearchIndex(registry, bodies, lang);
        return [lang, { file, index: prepareIndex(file.documents) }] as const;
      }),
    ) as ContentIndexes;
    built.set(content, indexes);
  }
  return indexes;
}
