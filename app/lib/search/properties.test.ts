import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerpt, highlight, parseQuery, searchForgiving } from "./engine";
import { foldWithMap } from "~/lib/language/fold";
import { testContent } from "../../../tests/support/content";
import { contentIndexes } from "../../../tests/support/search-indexes";

// Strings a hostile or careless reader can type: any Unicode, plus the pieces that break naive code.
const nasty = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "(.*)+$",
    "[a-",
    "\\",
    "a\u0301\u0302\u0303",
    "👩🏽‍💻🇧🇷",
    "\ud800",
    "\u0000",
    "İstanbul ß ﬁ",
  ),
  fc.string({ unit: "grapheme", minLength: 9000, maxLength: 10_000 }),
);

const { pt } = contentIndexes(testContent());

describe("search never breaks, whatever is typed", () => {
  it("folding keeps a position for every folded unit, inside the original", () => {
    fc.assert(
      fc.property(nasty, (text) => {
        const folded = foldWithMap(text);
        expect(folded.starts).toHaveLength(folded.folded.length);
        const bad = folded.starts.findIndex(
          (start, i) => start < 0 || start >= folded.ends[i]! || folded.ends[i]! > text.length,
        );
        expect(bad).toBe(-1);
      }),
      { numRuns: 200 },
    );
  });

  it("highlight ranges are sorted, disjoint and inside the original text", () => {
    fc.assert(
      fc.property(nasty, nasty, (text, query) => {
        const parsed = parseQuery(query);
        if (!parsed) return;
        for (const highlighted of [highlight(text, parsed.terms), excerpt(text, parsed.terms)]) {
          let previous = 0;
          for (const [start, end] of highlighted.ranges) {
            expect(start).toBeGreaterThanOrEqual(previous);
            expect(end).toBeGreaterThan(start);
            expect(end).toBeLessThanOrEqual(highlighted.text.length);
            previous = end;
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a marked range of the original text folds to a query word", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 60 }),
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }),
        (before, word) => {
          const parsed = parseQuery(word);
          if (!parsed) return;
          const text = `${before} ${word} tail`;
          const { ranges } = highlight(text, parsed.terms);
          expect(ranges.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("searching the real index (with corrections) never throws and returns at most 30 plain-data results", () => {
    fc.assert(
      fc.property(nasty, (query) => {
        const parsed = parseQuery(query);
        if (!parsed) return;
        const { results, corrected } = searchForgiving(pt.index, parsed);
        if (corrected) expect(typeof corrected.text).toBe("string");
        expect(results.length).toBeLessThanOrEqual(30);
        for (const result of results) {
          // Results carry text and numbers only: rendering them as React text cannot create markup.
          expect(typeof result.title.text).toBe("string");
          expect(result.title.text).toBe(result.document.title);
        }
      }),
      { numRuns: 150 },
    );
  });
});
