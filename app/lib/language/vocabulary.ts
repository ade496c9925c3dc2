/**
 * The shape of a language's vocabulary (`content/<lang>/vocabulary.yaml`): the words search and the
 * assistant read text with. Pure data, validated at build time (pipeline/content/vocabulary.ts), so
 * the app ships the words and not the validator.
 */

/** The kinds of answer a question may call for; which words ask for each is a language's data. */
export const cueNames = [
  "duration",
  "price",
  "size",
  "format",
  "number",
  "path",
  "where",
  "yesNo",
  "list",
] as const;
export type CueName = (typeof cueNames)[number];

/**
 * The words of one kind of answer, in one language. A word or phrase ending in `*` stands for any
 * ending ("demora*": "demora", "demorar", "demorado").
 */
export interface CueWords {
  /** Anywhere in the question ("quanto tempo"). */
  asks?: string[];
  /** At the start of the question ("posso", "can"). */
  opens?: string[];
  /** In a text that answers ("sim", "only"). */
  answers?: string[];
  /** Units a number is counted in: time for a duration ("horas", "days"), money for a price ("reais"). */
  units?: string[];
  /** Words for "a few" before a unit ("alguns dias"). */
  few?: string[];
}

export interface Vocabulary {
  /** Words that say little on their own, folded. */
  stopWords: string[];
  /** More small words that search (not the assistant) leaves out of a query of several words. */
  searchStopWords: string[];
  /** Endings the stemmer may take off a folded word. */
  stemEndings: string[];
  /** Words for the usual actions, by a key every language shares ("create": "criar", "crie"…). */
  actions: Record<string, string[]>;
  /** Everyday words and phrases for the product's ideas, by a key every language shares. */
  ideas: Record<string, string[]>;
  /** Words that say what kind of answer is wanted, not what it is about. */
  askingWords: string[];
  question: {
    /** Openings of a "how do I" question. */
    howTo: string[];
    /** Numbers written as words ("três", "three"). */
    numbers: string[];
    cues: Partial<Record<CueName, CueWords>>;
  };
  /**
   * How letters sound, for a word spelt as it sounds ("sertificado", "guguel"): a spelling and what
   * it is read as ("ce": "se", "oo": "u"); a `$` after the spelling holds it to a word's end ("le$":
   * "el"). Every language's apply to every word, so a spelling reads the same in each file.
   */
  sounds?: Record<string, string>;
  /**
   * The names of letters as readers write them when they spell out an initialism by ear ("aidi"
   * for "ID"): a letter and the ways its name is written.
   */
  letterNames?: Record<string, string[]>;
  languageGuess: {
    /** Small words that tell a text is in this language, lowercase as written (accents kept). */
    markers: string[];
    /** Letters that point to this language ("ãõç"). */
    letters?: string;
  };
}
