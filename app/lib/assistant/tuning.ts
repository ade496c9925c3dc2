/**
 * Every tuning constant of the assistant's answering, by name: how retrieval scores sections
 * (BM25 and the weights of articles, the other language and readers' stored questions), how
 * composition picks the lead and the quotes, and the thresholds under which it declines. Tuned on
 * the citation and answer-fact sets (tests/data/); search has its own table (`ranking` in
 * app/lib/search/engine/tuning.ts).
 */
export const answering = {
  retrieval: {
    /** BM25's term-frequency saturation and length normalisation. */
    bm25: { k1: 1.2, b: 0.75 },
    /**
     * How many times a field's words count in an article's bag (its sections' text, headings and
     * stored questions once) and a heading's in its section's (the article's title, the text once).
     */
    fields: { article: { title: 3, description: 2, keywords: 2 }, section: { heading: 2 } },
    /** A synonym brought in by a question word's idea, beside the reader's own words (1). */
    synonym: 0.4,
    /** How much an article's score counts in its sections' scores. */
    article: 0.5,
    /** How much the other language's version of an article counts. */
    companion: 0.3,
    /**
     * The weight of a question word the help centre never uses, as a share of an ordinary word's
     * IDF (retrieval.ts `ordinaryWeight`): an ordinary word's.
     */
    unknownWord: 1,
    /** How much the closest stored reader question counts in its section's score. */
    storedQuestion: 1,
    /** Sections retrieval returns for one language. */
    limit: 8,
    /**
     * Over a sharded language, how many articles a question's corpus holds: those its terms' postings
     * put first (corpora.ts), whose sections retrieval then ranks. The fewest for which every
     * citation and answer-fact set scores as over the whole corpus now that the answer's language
     * is read alone when it finds enough (at 10 a held-out question lost its citation; when both
     * languages were always read, their union of 10 each sufficed and 6 or 8 lost one).
     */
    candidates: 12,
    /**
     * Of those, the articles whose likelihood (corpora.ts `likeliestPages`) is at least this share
     * of the best one's: a question about one article fetches few files. At 0.4 every citation and
     * answer-fact set scores as over the whole corpus and as many questions read the fallback; at
     * 0.55 three citations and a fact were lost. Over the evaluation sets, a
     * question its language answers alone fetches 3.1 article files on average instead of 5.8.
     */
    candidateShare: 0.4,
    /** Sections each language's retrieval contributes to a bilingual ranking. */
    perLanguage: 12,
    /** A section found through the other language's words counts this much of its score. */
    otherLanguage: 0.9,
  },
  judge: {
    /**
     * The answer's language answers alone when its best section's article holds this share of the
     * question's weight; below it, its first fallback's corpus is loaded and read too (answer.ts
     * `foundEnough`). At 1, every citation and answer-fact set scores as when both are always read.
     */
    ownLanguageEnough: 1,
    /** Below this share of the question's weight, the best article is not about the question. */
    minConfidence: 0.3,
    /**
     * A question most of whose words the help centre never uses ("receita de bolo", "weather in
     * Lisbon") is about something else, even when one of its words matches.
     */
    minFamiliar: 0.5,
    /**
     * Below this score, the best section is not an answer: in an ordinary word's IDF among the
     * language's articles (retrieval.ts `ordinaryWeight`), so that a larger help centre, where
     * every word is rarer and scores higher, does not make a question look covered.
     */
    minScore: 1.2,
    /**
     * When no passage shares a word with the question, it was found through readers' stored
     * questions alone: it answers only when one of them holds this share of what the reader asks.
     */
    minAsked: 0.5,
    /** Sections scoring less than this share of the best one are not candidates. */
    candidateShare: 0.35,
    /**
     * Citations of an answer; the section of the first article that holds the most of the question
     * is quoted on top of them (compose.ts), so an answer cites at most one more.
     */
    maxCitations: 3,
  },
  compose: {
    /** A unit's score: what it holds of the question, its heading's, retrieval's rank, the kind of answer. */
    weights: { coverage: 1, heading: 0.3, prior: 1, cue: 0.3 },
    /** What the opening sentence of an article gains for a "how do I" question. */
    summaryBonus: 0.2,
    /** A unit longer than `longUnit` characters loses this much: a lead should be short. */
    longUnit: 420,
    longPenalty: 0.15,
    /** A whole table, when the question does not ask for a list, loses this much to its rows. */
    wholeTablePenalty: 0.25,
    /** Quote budget of the first citation and of the others, in characters (a whole list or table may exceed it). */
    firstBudget: 600,
    otherBudget: 300,
    /** A word of the question the help centre never uses weighs this much (an ordinary word's IDF). */
    unknownWeight: 1.5,
    /** Share of the question, unknown words counted, that a unit must hold to give a price. */
    minStrict: 0.5,
    /** Share of the question's weight a second source must add to the quotes (or be close to the top). */
    minAdded: 0.15,
    /** An article ranked this close to the top one by retrieval is cited even when it adds no new word. */
    closeToTop: 0.45,
    /** Another section of the first article is cited when it scores this share of the first. */
    sibling: 0.8,
    /** A unit further away in the section joins the quote when it scores this share of the lead. */
    further: 0.6,
    /** Rows of a table that answer about as well as the lead's: their share of its coverage and score. */
    siblingRow: { coverage: 0.75, score: 0.85, limit: 5 },
    /** A table of this many rows or fewer is quoted whole when one of its rows is. */
    smallTable: 3,
    /** A whole table answers, whatever was asked, when it holds this much more of the question than its best row. */
    tableOverRow: 0.2,
    /** A question for all of them gets the whole table when it scores this share of its best row… */
    wholeTable: 0.85,
    /** …unless fewer than this share of its rows answer alike. */
    alikeRows: 0.6,
    /** A lead's reading: its cue counts this much; each character costs 1/this; a context sentence's handicap. */
    lead: { cue: 0.5, charactersPerPoint: 2000, contextHandicap: 0.1, maxLength: 300 },
  },
} as const;
