import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rangeOf, termShardsFor, type ShardedEntry } from "./format";
import { separator } from "./write";

describe("separator", () => {
  it("is the shortest start of the first word that sorts after the word before", () => {
    expect(separator("apple", "banana")).toBe("b");
    expect(separator("bigquery", "bilhete")).toBe("bil");
    expect(separator("conta", "contas")).toBe("contas");
  });

  it("finds every word's range, and every range holding a prefix's words, as the first words would", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "á"), minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 2, maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (list, size) => {
          const words = [...list].sort();
          const runs: string[][] = [];
          for (let at = 0; at < words.length; at += size) runs.push(words.slice(at, at + size));
          const terms = runs.map((run, index) =>
            index === 0 ? "" : separator(runs[index - 1]!.at(-1)!, run[0]!),
          );
          const entry = { terms } as ShardedEntry;
          runs.forEach((run, index) => {
            for (const held of run) expect(rangeOf(terms, held)).toBe(index);
          });
          for (const held of words)
            for (let length = 1; length <= held.length; length++) {
              const prefix = held.slice(0, length);
              const holding = runs.flatMap((run, index) =>
                run.some((w) => w.startsWith(prefix)) ? [index] : [],
              );
              expect(termShardsFor(entry, prefix)).toEqual(expect.arrayContaining(holding));
            }
        },
      ),
    );
  });
});
