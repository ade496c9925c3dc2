import { describe, expect, it } from "vitest";
import { allowedEdits, correctWord, editDistance, lexiconOf } from "./correct";

describe("edit distance", () => {
  it("counts insertions, deletions and substitutions as one edit each", () => {
    expect(editDistance("canvas", "canvas", 2)).toBe(0);
    expect(editDistance("canvs", "canvas", 2)).toBe(1);
    expect(editDistance("canvass", "canvas", 2)).toBe(1);
    expect(editDistance("canvaz", "canvas", 2)).toBe(1);
    expect(editDistance("servisso", "servico", 2)).toBe(2);
  });

  it("counts a swap of two neighbouring letters as one edit, not two", () => {
    expect(editDistance("tiwlio", "twilio", 2)).toBe(1);
    expect(editDistance("bigqeury", "bigquery", 2)).toBe(1);
    expect(editDistance("domian", "domain", 2)).toBe(1);
  });

  it("stops at the bound: anything farther is bound + 1", () => {
    expect(editDistance("autentificacao", "autenticacao", 1)).toBe(2);
    expect(editDistance("autentificacao", "autenticacao", 2)).toBe(2);
    expect(editDistance("bigquery", "whatsapp", 2)).toBe(3);
    expect(editDistance("abc", "abcdefgh", 2)).toBe(3);
  });
});

describe("how far a word may be corrected", () => {
  it("leaves words of three letters or fewer alone, allows one edit up to seven letters, two beyond", () => {
    expect([1, 2, 3].map((length) => allowedEdits(length))).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7].map((length) => allowedEdits(length))).toEqual([1, 1, 1, 1]);
    expect([8, 12, 20].map((length) => allowedEdits(length))).toEqual([2, 2, 2]);
  });
});

describe("correcting a word", () => {
  const lexicon = lexiconOf([
    ["bigquery", 3],
    ["canvas", 5],
    ["twilio", 2],
    ["permissao", 2],
    ["permissoes", 4],
    ["autenticacao", 6],
    ["api", 9],
    ["cards", 1],
    ["carts", 3],
    ["parts", 9],
    ["sql", 3],
    ["2fa", 4],
  ]);

  it("finds the nearest word of the vocabulary within the allowed edits", () => {
    expect(correctWord(lexicon, "bigqeury")).toBe("bigquery");
    expect(correctWord(lexicon, "canvs")).toBe("canvas");
    expect(correctWord(lexicon, "tiwlio")).toBe("twilio");
    expect(correctWord(lexicon, "permisao")).toBe("permissao");
    expect(correctWord(lexicon, "autentificacao")).toBe("autenticacao");
  });

  it("does not correct a word that is in the vocabulary, nor a short one, nor one too far", () => {
    expect(correctWord(lexicon, "canvas")).toBeUndefined();
    expect(correctWord(lexicon, "apj")).toBeUndefined();
    expect(correctWord(lexicon, "sqk")).toBeUndefined();
    // Two edits from "canvas", but a word of five letters may be one edit away only.
    expect(correctWord(lexicon, "cnvs")).toBeUndefined();
    // Three edits from "bigquery": too far even for a long word.
    expect(correctWord(lexicon, "bigqwxyz")).toBeUndefined();
    expect(correctWord(lexicon, "2faa")).toBeUndefined();
  });

  it("among equally near words, prefers the same first letter, then the heavier word", () => {
    // "carss" is one edit from both "cards" and "carts": the heavier wins.
    expect(correctWord(lexicon, "carss")).toBe("carts");
    // "xarts" is one edit from "carts" and "parts", neither with its first letter: the heavier.
    expect(correctWord(lexicon, "xarts")).toBe("parts");
    // "pards" is one edit from "cards" and from "parts": "parts" starts as the reader's word does.
    expect(correctWord(lexicon, "pards")).toBe("parts");
  });

  it("gives the same answer whatever order the vocabulary was built in", () => {
    const reversed = lexiconOf([
      ["carts", 3],
      ["cards", 3],
    ]);
    const forward = lexiconOf([
      ["cards", 3],
      ["carts", 3],
    ]);
    expect(correctWord(reversed, "carss")).toBe(correctWord(forward, "carss"));
    expect(correctWord(forward, "carss")).toBe("cards");
  });
});
