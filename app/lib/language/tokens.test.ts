import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countWords, wordSeparators, wordsOf } from "./tokens";

/** The words as the pattern splits them: what every reader of text agreed on before the scan. */
const bySplit = (text: string) => text.split(wordSeparators).filter(Boolean);

describe("wordsOf", () => {
  it("splits as the Unicode pattern does, outside the basic plane and lone surrogates included", () => {
    const pieces = fc.constantFrom(
      "a",
      "Z",
      "7",
      " ",
      "-",
      "ç",
      "ã",
      "ñ",
      "ß",
      "σ",
      "日",
      "١",
      "😀",
      "𝐀",
      "𝟘",
      "\u0301",
      "\uD835",
      "\uDC00",
      "_",
      "'",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(wordsOf(text)).toEqual(bySplit(text));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(wordsOf(text)).toEqual(bySplit(text));
      }),
    );
  });

  it("counts each word's occurrences", () => {
    expect([...countWords("a b a 𝐀x 𝐀x-1")]).toEqual([
      ["a", 2],
      ["b", 1],
      ["𝐀x", 2],
      ["1", 1],
    ]);
  });
});
