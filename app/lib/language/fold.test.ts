import { describe, expect, it } from "vitest";
import { fold, foldWithMap, mergeRanges, toOriginalRange } from "./fold";

describe("folding", () => {
  // A property test found it: a whole word lowercases its last capital sigma to "ς", a character
  // alone to "σ", and a query folded whole then never matched the text folded by character.
  it("reads a final sigma as a sigma, whole or character by character", () => {
    expect(fold("ΟΔΟΣ")).toBe("οδοσ");
    expect(foldWithMap("ΟΔΟΣ tail").folded).toBe("οδοσ tail");
    expect(fold("οδος")).toBe("οδοσ");
  });
  it("ignores case and diacritics", () => {
    expect(fold("INTEGRAÇÃO")).toBe("integracao");
    expect(fold("integração")).toBe(fold("integracao"));
    expect(fold("Ações Rápidas")).toBe("acoes rapidas");
  });

  it("maps folded positions back onto the original text, accents kept", () => {
    const text = "Configurações de integração";
    const folded = foldWithMap(text);
    const at = folded.folded.indexOf("integracao");
    const [start, end] = toOriginalRange(folded, at, at + "integracao".length);
    expect(text.slice(start, end)).toBe("integração");
  });

  it("maps characters made of several code units (emoji, decomposed accents)", () => {
    const text = "🚀 Cafe\u0301 rápido";
    const folded = foldWithMap(text);
    const at = folded.folded.indexOf("cafe");
    const [start, end] = toOriginalRange(folded, at, at + 4);
    expect(text.slice(start, end)).toBe("Cafe\u0301".slice(0, 4));
    const fast = folded.folded.indexOf("rapido");
    const [from, to] = toOriginalRange(folded, fast, fast + "rapido".length);
    expect(text.slice(from, to)).toBe("rápido");
  });

  it("merges overlapping ranges", () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [1, 3],
        [8, 9],
      ]),
    ).toEqual([
      [0, 3],
      [5, 9],
    ]);
  });
});
