import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsNear } from "./near";
import { escapeRegExp, needles, parseQuery, type Term } from "./query";

const termsOf = (query: string) => parseQuery(query)!.terms;

/** The same rule as a regular expression: what the scan must answer, field for field. */
function asPattern(terms: readonly Term[]): RegExp {
  const gap = "[^\\p{L}\\p{N}]+(?:[\\p{L}\\p{N}]+[^\\p{L}\\p{N}]+){0,2}";
  return new RegExp(
    terms.map((term) => `(?:${needles(term).map(escapeRegExp).join("|")})[\\p{L}\\p{N}]*`).join(gap),
    "u",
  );
}

describe("the words side by side", () => {
  const terms = termsOf("como conectar o bigquery");

  it("finds the words in the query's order with at most two words between them, in any form", () => {
    expect(holdsNear("conectar o bigquery", terms)).toBe(true);
    expect(holdsNear("conectando seu novo bigquery", terms)).toBe(true);
    expect(holdsNear("connect to bigquery", terms)).toBe(true);
    expect(holdsNear("conectar a um novo bigquery", terms)).toBe(false);
    expect(holdsNear("bigquery: conectar", terms)).toBe(false);
  });

  it("lets the first word start inside another, and each next one only at a word's start", () => {
    const nodes = termsOf("query conectar");
    expect(holdsNear("bigquery, conectar", nodes)).toBe(true);
    expect(holdsNear("query reconectar", nodes)).toBe(false);
  });

  it("is false for a query of one term", () => {
    expect(holdsNear("bigquery bigquery", termsOf("bigquery"))).toBe(false);
  });

  it("reads the query's words literally, never as a pattern", () => {
    const literal = termsOf("node.js bigquery");
    expect(holdsNear("node.js e bigquery", literal)).toBe(true);
    expect(holdsNear("nodexjs e bigquery", literal)).toBe(false);
  });

  it("answers as the regular expression of the same rule, on any field and query", () => {
    const word = fc.constantFrom(
      "conectar",
      "conectando",
      "bigquery",
      "o",
      "a",
      "um",
      "novo",
      "query",
      "dados",
      "banco",
      "ção",
      "𝒜bc",
      "c++",
    );
    const separator = fc.constantFrom(" ", ", ", " - ", ": ", "\n", "—", "🙂", ".", "");
    const field = fc
      .array(fc.tuple(word, separator), { maxLength: 12 })
      .map((parts) => parts.map(([w, s]) => w + s).join(""));
    const query = fc
      .array(word, { minLength: 2, maxLength: 4 })
      .map((words) => words.join(" "))
      .filter((text) => (parseQuery(text)?.terms.length ?? 0) > 1);
    const answers = new Set<boolean>();
    fc.assert(
      fc.property(field, query, (text, typed) => {
        const { terms } = parseQuery(typed)!;
        const folded = parseQuery(text)?.folded ?? "";
        const holds = holdsNear(folded, terms);
        answers.add(holds);
        expect(holds).toBe(asPattern(terms).test(folded));
      }),
      { numRuns: 600 },
    );
    // Both answers came up: the fields and queries are alike enough to be side by side at times.
    expect([...answers].sort()).toEqual([false, true]);
  });
});
