/**
 * Does search forgive a reader's typo? Each query of the misspelling sets is misspelt as readers
 * misspell (dropped, doubled, swapped or wrong letters, missing accents, words spelt as they sound)
 * and names the pages a reader would accept. Targets on the tuning half: the right page first for
 * 90% and in the top 3 for all. The held-out half, written with it but never looked at while tuning,
 * is only reported; both halves are compared with the committed baseline, within its tolerance (one
 * query is about three points of a half, so the tolerance lets one query move).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseQuery, searchForgiving } from "../../app/lib/search/engine";
import { checkFigures, shareOf, type Figure } from "../support/baseline";
import { testContent } from "../support/content";
import { contentIndexes } from "../support/search-indexes";
import { misspellings, misspellingsHoldout, readData, type MisspellingCase } from "../support/sets";

const source = "tests/data/search-misspellings-baseline.json";
const half = z.strictObject({ first: z.number(), topThree: z.number() });
const baseline = readData(
  "search-misspellings-baseline.json",
  z.strictObject({ measured: z.string(), tolerance: z.number(), tuning: half, heldOut: half }),
);

const indexes = contentIndexes(testContent());

function rankOf({ lang, query, expect: accepted }: MisspellingCase): number {
  const { results } = searchForgiving(indexes[lang].index, parseQuery(query)!);
  const rank = results.findIndex((result) => accepted.includes(result.document.route));
  return rank < 0 ? Infinity : rank + 1;
}

function figuresOf(
  name: string,
  set: readonly MisspellingCase[],
  measured: z.infer<typeof half>,
  held: boolean,
) {
  const ranks = set.map((item) => ({ ...item, rank: rankOf(item) }));
  const share = (top: number) => ranks.filter((item) => item.rank <= top).length / ranks.length;
  const common = { ...shareOf(baseline.tolerance), ...(held ? { reportOnly: true as const } : {}) };
  const figures: Figure[] = [
    {
      name: `${name}: at rank 1 (${ranks.length})`,
      value: share(1),
      baseline: measured.first,
      ...common,
      ...(held ? {} : { target: 0.9 }),
    },
    {
      name: `${name}: in the top 3 (${ranks.length})`,
      value: share(3),
      baseline: measured.topThree,
      ...common,
      ...(held ? {} : { target: 1 }),
    },
  ];
  const misses = ranks
    .filter((item) => item.rank > 1)
    .map(({ lang, query, rank }) => `${lang}: ${query} → ${rank}`);
  return { figures, misses };
}

// Sixty-four searches with corrections take a while on a busy 2-core machine; time is the bench's.
const scoring = { timeout: 60_000 };

describe("search forgives misspellings", () => {
  it("puts the right page first for 90% of the tuning half, and in the top 3 for all", scoring, () => {
    const { figures, misses } = figuresOf("tuning half", misspellings, baseline.tuning, false);
    const failures = checkFigures("search misspellings, tuning half", source, figures);
    if (misses.length) console.log(`not first:\n${misses.join("\n")}`);
    expect(failures).toEqual([]);
  });

  it("reports the held-out half, within the baseline's tolerance", scoring, () => {
    const { figures, misses } = figuresOf("held-out half", misspellingsHoldout, baseline.heldOut, true);
    checkFigures("search misspellings, held-out half", source, figures);
    if (misses.length) console.log(`not first:\n${misses.join("\n")}`);
    expect(figures.every((figure) => figure.value >= figure.baseline - baseline.tolerance - 1e-9)).toBe(true);
  });
});
