import { describe, expect, it } from "vitest";
import { parseQuery, search } from "./engine";
import { relevanceSet } from "./relevance-set";
import { testContent } from "../../../tests/support/content";
import { contentIndexes } from "./test-index";

const indexes = contentIndexes(testContent());

function rankOf(lang: "pt" | "en", query: string, expected: string[]): number {
  const results = search(indexes[lang].index, parseQuery(query)!);
  const rank = results.findIndex((result) => expected.includes(result.document.route));
  return rank < 0 ? Infinity : rank + 1;
}

describe("the relevance set", () => {
  it("has at least 60 queries, half in each language", () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(60);
    expect(relevanceSet.filter((item) => item.lang === "pt").length).toBeGreaterThanOrEqual(30);
    expect(relevanceSet.filter((item) => item.lang === "en").length).toBeGreaterThanOrEqual(30);
  });

  it("has at least 30 sentence-like queries, in both languages", () => {
    const sentences = relevanceSet.filter((item) => item.sentence);
    expect(sentences.length).toBeGreaterThanOrEqual(30);
    expect(sentences.filter((item) => item.lang === "pt").length).toBeGreaterThanOrEqual(15);
    expect(sentences.filter((item) => item.lang === "en").length).toBeGreaterThanOrEqual(15);
  });

  it("finds the page a reader wants in the top 3 for every query, and first for at least 90%", () => {
    const ranks = relevanceSet.map((item) => ({ ...item, rank: rankOf(item.lang, item.query, item.expect) }));
    const top3 = ranks.filter((item) => item.rank <= 3).length / ranks.length;
    const first = ranks.filter((item) => item.rank === 1).length / ranks.length;
    const sentences = ranks.filter((item) => item.sentence);
    const sentencesFirst = sentences.filter((item) => item.rank === 1).length / sentences.length;
    console.log(
      `search relevance: ${(first * 100).toFixed(1)}% at rank 1, ${(top3 * 100).toFixed(1)}% in the top 3 (${ranks.length} queries); sentences ${(sentencesFirst * 100).toFixed(1)}% at rank 1 (${sentences.length})`,
    );
    expect(
      ranks.filter((item) => item.rank > 3).map(({ lang, query, rank }) => `${lang}: ${query} → ${rank}`),
    ).toEqual([]);
    expect(first).toBeGreaterThanOrEqual(0.9);
    expect(sentencesFirst).toBeGreaterThanOrEqual(0.9);
  });

  it("puts the BigQuery guide first for 'como conectar o bigquery', and finds nothing for an unknown word", () => {
    expect(rankOf("pt", "como conectar o bigquery", ["/conexoes-integracoes/integracao-bigquery"])).toBe(1);
    expect(search(indexes.pt.index, parseQuery("bigquery xyzq")!)).toEqual([]);
  });
});
