/**
 * One language stack for search and the assistant, built from every language's vocabulary
 * (`content/<lang>/vocabulary.yaml`): stop words, the stemmer, action groups and ideas, the words
 * of question cues, and the language guess. Every language's words apply to every text, because
 * readers mix languages ("como faço o login"); an action or idea joins the words every language
 * lists under the same key, so "convidar" and "invite" are one idea.
 */
import { fold } from "./fold";
import { reader, withCorrections, type Reading } from "./read";
import { letterNamesOf, soundReader, type LetterNames } from "./sound";
import { stemmer, type Stemmer } from "./stem";
import { forEachWord } from "./tokens";
import { cueNames, type CueName, type CueWords, type Vocabulary } from "./vocabulary";

/** A retrieval term is cut to this many letters, after its ending: "integracao", "integrate" → "integr". */
export const termLength = 6;

export interface LanguageStack<L extends string = string> {
  languages: readonly L[];
  /** Words that say little, in every language. */
  stopWords: ReadonlySet<string>;
  /** Stop words, and the small words search also leaves out ("precisa", "needs"). */
  searchStopWords: ReadonlySet<string>;
  /** Every ending a stem may lose, in every language. */
  endings: ReadonlySet<string>;
  stem: Stemmer;
  /** A folded word as a retrieval term: stemmed, then cut to `termLength` letters. */
  term: (folded: string) => string;
  /** For each action word, every word of its action (itself included), in every language. */
  actions: ReadonlyMap<string, readonly string[]>;
  /** The retrieval terms of a text, in order, repeats kept (frequencies matter). */
  terms: (text: string) => string[];
  /** The term and the terms of its ideas ("dimens": "size", "tamanh"…); the term alone when it has none. */
  relatedTerms: (term: string) => readonly string[];
  /** Terms that ask for a kind of answer ("lista", "size"), not for a subject. */
  askingTerms: ReadonlySet<string>;
  /** Every language's words of each kind of answer, joined. */
  cues: Record<CueName, Required<CueWords>>;
  /** Openings of a "how do I" question, folded, in every language. */
  howTo: readonly string[];
  /** Numbers written as words, folded, in every language. */
  numbers: readonly string[];
  /** A folded word as it sounds, by every language's spellings: "sertificado" and "certificado" alike. */
  soundOf: (folded: string) => string;
  /** Every language's names of letters as written ("ai": "i"), for an initialism spelt out. */
  letterNames: LetterNames;
  /** The language a text is written in, by its small words and letters; undefined when unclear. */
  guessLanguage: (text: string) => L | undefined;
  /** A query or question read once, for search, retrieval and composition to share. */
  read: (text: string) => Reading<L>;
  /** The reading with some words read as others (spelling corrections). */
  correct: (reading: Reading<L>, corrections: ReadonlyMap<string, string>) => Reading<L>;
}

export function languageStack<L extends string>(
  vocabularies: Readonly<Record<L, Vocabulary>>,
): LanguageStack<L> {
  const languages = Object.keys(vocabularies) as L[];
  const all = languages.map((lang) => vocabularies[lang]);
  const stopWords = new Set(all.flatMap((vocabulary) => vocabulary.stopWords));
  const searchStopWords = new Set([...stopWords, ...all.flatMap((vocabulary) => vocabulary.searchStopWords)]);
  const endings = new Set(all.flatMap((vocabulary) => vocabulary.stemEndings));
  const stem = stemmer(endings);

  const term = (folded: string): string => {
    const stemmed = stem(folded);
    return stemmed.length > termLength ? stemmed.slice(0, termLength) : stemmed;
  };
  const terms = (text: string): string[] => {
    const result: string[] = [];
    forEachWord(fold(text), (word) => {
      if (word.length >= 2 && !stopWords.has(word)) result.push(term(word));
    });
    return result;
  };

  /** Every language's words under each key of a keyed list (actions, ideas). */
  const joined = (pick: (vocabulary: Vocabulary) => Record<string, string[]>) => {
    const groups = new Map<string, string[]>();
    for (const vocabulary of all)
      for (const [key, words] of Object.entries(pick(vocabulary)))
        groups.set(key, [...(groups.get(key) ?? []), ...words]);
    return [...groups.values()].map((words) => [...new Set(words)]);
  };

  const actions = new Map<string, readonly string[]>();
  for (const group of joined((vocabulary) => vocabulary.actions))
    for (const word of group) actions.set(word, [...new Set([...(actions.get(word) ?? []), ...group])]);

  const expansions = new Map<string, string[]>();
  for (const idea of joined((vocabulary) => vocabulary.ideas)) {
    const stems = [...new Set(idea.flatMap(terms))];
    for (const stemmed of stems)
      expansions.set(stemmed, [...new Set([...(expansions.get(stemmed) ?? []), ...stems])]);
  }

  const cueWords = (name: CueName, kind: keyof CueWords) => [
    ...new Set(all.flatMap((vocabulary) => vocabulary.question.cues[name]?.[kind] ?? [])),
  ];
  const cues = Object.fromEntries(
    cueNames.map((name) => [
      name,
      {
        asks: cueWords(name, "asks"),
        opens: cueWords(name, "opens"),
        answers: cueWords(name, "answers"),
        units: cueWords(name, "units"),
        few: cueWords(name, "few"),
      },
    ]),
  ) as Record<CueName, Required<CueWords>>;

  const markers = languages.map((lang) => new Set(vocabularies[lang].languageGuess.markers));
  const letters = languages.map((lang) => {
    const written = vocabularies[lang].languageGuess.letters;
    return written ? new RegExp(`[${written}]`, "iu") : undefined;
  });
  const guessLanguage = (text: string): L | undefined => {
    const scores = languages.map(() => 0);
    for (const word of text.toLowerCase().split(/[^\p{L}]+/u))
      markers.forEach((set, which) => {
        if (set.has(word)) scores[which]!++;
      });
    // A letter only some languages write tells more than one small word.
    letters.forEach((pattern, which) => {
      if (pattern?.test(text)) scores[which]! += 2;
    });
    const best = Math.max(...scores);
    const leaders = scores.filter((score) => score === best).length;
    return leaders === 1 ? languages[scores.indexOf(best)] : undefined;
  };

  const isStopWord = (word: string) => stopWords.has(word);
  const read = reader({ isStopWord, term, guessLanguage });

  return {
    languages,
    stopWords,
    searchStopWords,
    endings,
    stem,
    term,
    actions,
    terms,
    relatedTerms: (term) => expansions.get(term) ?? [term],
    askingTerms: new Set(all.flatMap((vocabulary) => vocabulary.askingWords.flatMap(terms))),
    cues,
    howTo: [...new Set(all.flatMap((vocabulary) => vocabulary.question.howTo))],
    numbers: [...new Set(all.flatMap((vocabulary) => vocabulary.question.numbers))],
    soundOf: soundReader(
      Object.fromEntries(all.flatMap((vocabulary) => Object.entries(vocabulary.sounds ?? {}))),
    ),
    letterNames: letterNamesOf(all.map((vocabulary) => vocabulary.letterNames ?? {})),
    guessLanguage,
    read,
    correct: (reading, corrections) => withCorrections(reading, corrections, { isStopWord, term }),
  };
}
