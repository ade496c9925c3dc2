import { describe, expect, it } from "vitest";
import {
  allowedEdits,
  bestReading,
  correctBySound,
  correctWord,
  editDistance,
  lexiconOf,
  splitJoined,
} from "./correct";
import { soundReader } from "../language/sound";

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

  it("passes over a nearer word that does not fit the query's other words for a farther one that does", () => {
    // "pards": "parts" is nearest and starts alike, but only "cards" stands beside the other words.
    expect(correctWord(lexicon, "pards", undefined, ([word]) => word === "cards")).toBe("cards");
    // "bigqeury" → "bigquery" at one edit; nothing else is within reach, so nothing fits.
    expect(correctWord(lexicon, "bigqeury", undefined, () => false)).toBeUndefined();
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

describe("a word run together", () => {
  const lexicon = lexiconOf(
    ["dominio", "personalizado", "contas", "servico", "knowledge", "base", "bases", "sign"].map(
      (word) => [word, 1] as const,
    ),
  );
  const text = "dominio personalizado; contas de servico; knowledge base; single sign-on";
  const together = (pieces: readonly string[]) =>
    new RegExp(`(?<![a-z])${pieces.join("[ -]")}(?![a-z])`).test(text);

  it("is split into the words the text writes side by side, small words between them too", () => {
    expect(splitJoined(lexicon, "dominiopersonalizado", together)).toBe("dominio personalizado");
    expect(splitJoined(lexicon, "knowledgebase", together)).toBe("knowledge base");
    expect(splitJoined(lexicon, "contasdeservico", together)).toBe("contas de servico");
    expect(splitJoined(lexicon, "signon", together)).toBe("sign on");
  });

  it("is not split into words the text never puts together, nor into pieces it does not know", () => {
    expect(splitJoined(lexicon, "servicocontas", together)).toBeUndefined();
    expect(splitJoined(lexicon, "dominioxyzabc", together)).toBeUndefined();
    // Too short to be two words.
    expect(splitJoined(lexicon, "basex", () => true)).toBeUndefined();
  });
});

describe("a word spelt as it sounds", () => {
  const soundOf = soundReader({ ce: "se", ci: "si", c: "k", oo: "u", gue: "ge", le$: "el", wh: "u" });
  const lexicon = lexiconOf([
    ["google", 5],
    ["certificado", 3],
    ["whatsapp", 4],
    ["goggles", 1],
  ] as const);

  it("reads spellings as their sounds, a spelling held to the end only there, doubled letters as one", () => {
    expect(soundOf("google")).toBe("gugel");
    expect(soundOf("guguel")).toBe("gugel");
    expect(soundOf("sertificado")).toBe(soundOf("certificado"));
    expect(soundOf("lemon")).toBe("lemon");
  });

  it("is corrected to the word that sounds alike, or within an edit of its sound", () => {
    expect(correctBySound(lexicon, "guguel", soundOf)).toBe("google");
    expect(correctBySound(lexicon, "sertificado", soundOf)).toBe("certificado");
    expect(correctBySound(lexicon, "whatsup", soundOf)).toBe("whatsapp");
    expect(correctBySound(lexicon, "google", soundOf)).toBeUndefined();
    expect(correctBySound(lexicon, "xyzzyq", soundOf)).toBeUndefined();
  });
});

describe("choosing how a misspelt word is read", () => {
  const ways = [() => ["cidi"], () => undefined, () => ["id"]] as const;

  it("alone in its query, reads it the first way that finds a reading", () => {
    expect(bestReading(ways)).toEqual(["cidi"]);
  });

  it("beside other words, reads it as what the most pages hold beside them, the earlier way among as many", () => {
    const pages = new Map([
      ["cidi", 1],
      ["id", 12],
    ]);
    expect(bestReading(ways, { count: ([word]) => pages.get(word!) ?? 0, most: 20 })).toEqual(["id"]);
    expect(bestReading(ways, { count: () => 3, most: 20 })).toEqual(["cidi"]);
    // No page holds any reading beside the other words: none is read.
    expect(bestReading(ways, { count: () => 0, most: 20 })).toBeUndefined();
  });

  it("tries no later way once a reading stands on every page holding the other words", () => {
    const tried: string[] = [];
    const way = (word: string) => () => (tried.push(word), [word]);
    expect(bestReading([way("cidi"), way("id")], { count: () => 2, most: 2 })).toEqual(["cidi"]);
    expect(tried).toEqual(["cidi"]);
  });
});
