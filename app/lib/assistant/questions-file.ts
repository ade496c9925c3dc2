/**
 * The assistant's second file per language: the questions readers ask for each article section
 * (frontmatter `questions`), written by the build next to the search index. Search does not need
 * them, so they travel in their own file, fetched only when the assistant opens.
 */
import type { BuiltContent } from "../../../pipeline/content/build-registry";
import type { Lang } from "../content/types";

export interface QuestionsFile {
  lang: Lang;
  /** By article (Portuguese route), then by section id ("" for the intro). */
  articles: Record<string, Record<string, string[]>>;
}

export function buildQuestionsFile({ registry, questions }: BuiltContent, lang: Lang): QuestionsFile {
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
