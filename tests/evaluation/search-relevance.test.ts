/**
 * Does search put the page a reader wants on top? Each query of the relevance set names the pages a
 * reader would accept. Targets: every query finds one in the top 3 (what a reader reads before
 * typing again), and at least 90% find it first, sentence-like queries included. The figures are also compared with the
 * committed baseline, within its tolerance: one query is about one point of the whole set, and 2.4
 * of the sentences.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Lang } from "../../app/lib/languages";
import { parseQuery, searchForgiving } from "../../app/lib/search/engine";
import { checkFigures, shareOf, type Figure } from "../support/baseline";
import { testContent } from "../support/content";
import { contentIndexes } from "../support/search-indexes";
import { readData, relevanceSet } from "../support/sets";

const source = "tests/data/search-relevance-baseline.json";
const baseline = readData(
  "search-relevance-baseline.json",
  z.strictObject({
    measured: z.string(),
    tolerance: z.number(),
    first: z.number(),
    topThree: z.number(),
    sentencesFirst: z.number(),
  }),
);

const indexes = contentIndexes(testContent());

function rankOf(lang: Lang, query: string, expected: string[]): number {
  const { results } = searchForgiving(indexes[lang].index, parseQuery(query)!);
  const rank = results.findIndex((result) => expected.includes(result.document.route));
  return rank < 0 ? Infinity : rank + 1;
}

describe("search relevance", () => {
  // A hundred queries take seconds on a busy 2-core machine; time is the bench's to measure.
  it(
    "finds the page a reader wants in the top 3 for every query, and first for at least 90%",
    { timeout: 60_000 },
    () => {
      const ranks = relevanceSet.map((item) => ({
        ...item,
        rank: rankOf(item.lang, item.query, item.expect),
      }));
      const sentences = ranks.filter((item) => item.sentence);
      const shareFirst = (items: typeof ranks) =>
        items.filter((item) => item.rank === 1).length / items.length;
      const common = shareOf(baseline.tolerance);
      const figures: Figure[] = [
        {
          name: `at rank 1, all ${ranks.length} queries`,
          value: shareFirst(ranks),
          baseline: baseline.first,
          target: 0.9,
          ...common,
        },
        {
          name: `in the top 3, all ${ranks.length} queries`,
          value: ranks.filter((item) => item.rank <= 3).length / ranks.length,
          baseline: baseline.topThree,
          target: 1,
          ...common,
        },
        {
          name: `at rank 1, ${sentences.length} sentences`,
          value: shareFirst(sentences),
          baseline: baseline.sentencesFirst,
          target: 0.9,
          ...common,
        },
      ];
      const failures = checkFigures("search relevance", source, figures);
      expect(
        ranks.filter((item) => item.rank > 3).map(({ lang, query, rank }) => `${lang}: ${query} → ${rank}`),
        "queries whose page is not in the top 3",
      ).toEqual([]);
      expect(failures).toEqual([]);
    },
  );

  it("puts the BigQuery guide first for 'como conectar o bigquery', and finds nothing for an unknown word", () => {
    expect(rankOf("pt", "como conectar o bigquery", ["/conexoes-integracoes/integracao-bigquery"])).toBe(1);
    expect(searchForgiving(indexes.pt.index, parseQuery("bigquery xyzq")!).results).toEqual([]);
  });
});
