/**
 * What the assistant offers when a reader says an answer did not help: the articles closest to the
 * question beyond those the answer already cited, so the reader has somewhere new to look.
 */
import type { Lang } from "~/lib/i18n";
import { retrieve, type Corpus } from "~/lib/assistant/retrieval";
import { href, splitLink } from "~/lib/urls";

/** How many other articles are offered: a short list a reader scans at a glance. */
const maxArticles = 3;

export interface FurtherArticle {
  title: string;
  href: string;
}

/**
 * The articles of `corpus` closest to `question`, best first, leaving out those at the paths in
 * `cited` (links of the answer, `#section` and all, in `lang`).
 */
export function furtherArticles(
  question: string,
  corpus: Corpus,
  lang: Lang,
  cited: readonly string[],
): FurtherArticle[] {
  const seen = new Set(cited.map((link) => splitLink(link).route));
  const found: FurtherArticle[] = [];
  for (const { passage } of retrieve(corpus, question, 24).results) {
    const path = href(passage.route, lang);
    if (seen.has(path)) continue;
    seen.add(path);
    found.push({ title: passage.articleTitle, href: path });
    if (found.length === maxArticles) break;
  }
  return found;
}
