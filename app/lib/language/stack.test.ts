import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { language } from "./index";
import { languageStack } from "./stack";
import { stemmer } from "./stem";
import type { Vocabulary } from "./vocabulary";

/** A vocabulary of a few words, for a language made up for the test. */
const vocabulary = (words: Partial<Vocabulary>): Vocabulary => ({
  stopWords: ["zz"],
  searchStopWords: [],
  stemEndings: ["s"],
  actions: {},
  ideas: {},
  askingWords: [],
  question: { howTo: [], numbers: [], cues: {} },
  languageGuess: { markers: ["zz"] },
  ...words,
});

describe("the stemmer", () => {
  it("takes off the longest ending that leaves four letters, once", () => {
    const stem = stemmer(["s", "es", "oes", "acoes"]);
    expect(stem("integracoes")).toBe("integr");
    expect(stem("permissoes")).toBe("permiss");
    // "acoes" would leave three letters: the next longest that fits comes off.
    expect(stem("exacoes")).toBe("exac");
    expect(stem("rota")).toBe("rota");
  });
});

describe("the stemmer over the real endings", () => {
  it("takes off what trying every ending, longest first, would", () => {
    const endings = [...language.endings];
    const longestFirst = [...endings].sort((a, b) => b.length - a.length);
    const tryingEvery = (word: string) => {
      const ending = longestFirst.find((each) => word.length - each.length >= 4 && word.endsWith(each));
      return ending === undefined ? word : word.slice(0, word.length - ending.length);
    };
    const stem = stemmer(endings);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."aceinorsõã"), maxLength: 8 }),
        fc.constantFrom(...endings),
        (start, ending) => {
          const word = start + ending;
          expect(stem(word)).toBe(tryingEvery(word));
          expect(stem(start)).toBe(tryingEvery(start));
        },
      ),
    );
  });
});

describe("a language stack from any number of vocabularies", () => {
  const stack = languageStack({
    aa: vocabulary({
      stopWords: ["ka"],
      languageGuess: { markers: ["ka", "ki"], letters: "ø" },
      ideas: { door: ["porta", "entrada"] },
      actions: { open: ["abra"] },
    }),
    bb: vocabulary({
      stopWords: ["lo"],
      languageGuess: { markers: ["lo", "li"] },
      ideas: { door: ["gate"] },
    }),
    cc: vocabulary({
      stopWords: ["mu"],
      stemEndings: ["ing"],
      languageGuess: { markers: ["mu"] },
      actions: { open: ["open"] },
    }),
  });

  it("guesses among all of them, and says unclear on a tie", () => {
    expect(stack.guessLanguage("ka porta ki")).toBe("aa");
    expect(stack.guessLanguage("lo gate li")).toBe("bb");
    expect(stack.guessLanguage("mu")).toBe("cc");
    expect(stack.guessLanguage("ka lo")).toBeUndefined();
    // A letter only one language writes counts more than a small word.
    expect(stack.guessLanguage("lo gøte")).toBe("aa");
  });

  it("applies every language's stop words and endings, and joins ideas and actions by key", () => {
    expect(stack.terms("ka lo mu opening gates")).toEqual(["open", "gate"]);
    expect(stack.relatedTerms("gate")).toEqual(expect.arrayContaining(["porta", "entrad", "gate"]));
    expect(stack.actions.get("open")).toEqual(["abra", "open"]);
  });
});
