/**
 * The ranking's figures, a module of their own because several parts read them: matching (the
 * score of a word's other form), ranking, the choice of a result's section, and the sharded
 * search's first pass (shards/match.ts), which scores postings with the same figures so that the
 * pages it puts first are those the engine would.
 */

/**
 * Every tuning constant of the ranking, by name: points a page earns for where and how a query's
 * words occur in it. Tuned on the relevance and misspelling sets (tests/data/).
 */
export const ranking = {
  /** Points for a word by the most telling field it is in. */
  field: { title: 100, keyword: 70, description: 40, heading: 30, body: 12 },
  /** Points for the page that mentions a word most; others get their share of it. */
  about: 30,
  /** A word found only as the same word with another ending ("permissões" for "permissão"). */
  sameWord: 0.9,
  /** A word found only through a looser other form (a stem inside a longer word, a synonym). */
  alternative: 0.7,
  /** An action's share of the ranking, beside the words that name the subject. */
  action: 0.5,
  /** How much rarer words weigh in a query of several: 1 + this × ln(pages / pages with the word). */
  rarity: 0.5,
  /** Every word of the query in the title: the page is about it (times the weakest word's quality). */
  inTitle: 35,
  /** The query is the title (or nearly: every meaningful word of each, in any form or order). */
  isTitle: 150,
  /** The word as typed, accents and all, in the title, keywords or description. */
  exactAccents: 3,
  /** Every word in one section: a passage about them, not words scattered over a long page. */
  oneSection: 30,
  /** The words side by side, by the field they are found in. */
  near: { title: 40, descriptionOrKeyword: 30, headingOrIntro: 25 },
  /** The whole query, as a phrase, inside a field. */
  phrase: { title: 40, keyword: 25, description: 15 },
  /** Mentions of a word in a page's body beyond this many tell nothing more. */
  mostMentions: 40,
  /**
   * The section a result links to: each word it holds counts `perWord` plus its match quality,
   * times `heading` in the section's heading.
   */
  section: { perWord: 10, heading: 1.5 },
} as const;
