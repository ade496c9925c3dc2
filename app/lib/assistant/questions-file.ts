/**
 * The assistant's second file per language: the questions readers ask for each article section
 * (frontmatter `questions`), written by the build next to the search index. Search does not need
 * them, so they travel in their own file, fetched only when the assistant opens.
 */
import type { Lang, Registry } from "../content/types";

export interface QuestionsFile {
  lang: Lang;
  /** By article (Portuguese route), then by section id ("" for the intro). */
  articles: Record<string, Record<string, string[]>>;
}

/** `questions`: by `<lang>/<key>`, then by section id, as the build reads them from frontmatter. */
export function buildQuestionsFile(
  {
    registry,
    questions,
  }: { registry: Registry; questions: ReadonlyMap<string, ReadonlyMap<string, string[]>> },
  lang: Lang,
): QuestionsFile {
  return {
    lang,
    articles: Object.fromEntries(
      registry.articles.map((article) => [
        article.route,
        Object.fromEntries(questions.get(`${lang}/${article.key}`) ?? []),
      ]),
    ),
  };
}
