import { describe, expect, it } from "vitest";
import { parseQuery, search } from "./engine";
import { groupByCategory, shownOrder } from "./group";
import { testContent } from "../../../tests/support/content";
import { contentIndexes } from "../../../tests/support/search-indexes";

const { en } = contentIndexes(testContent());

describe("results grouped by category", () => {
  const results = search(en.index, parseQuery("token")!);
  const groups = groupByCategory(results);

  it("starts with the best result's category and keeps each result once", () => {
    expect(groups[0]!.results[0]).toBe(results[0]);
    expect(shownOrder(groups)).toHaveLength(results.length);
    expect(new Set(shownOrder(groups))).toEqual(new Set(results));
  });

  it("orders groups by their best result, results by rank inside a group", () => {
    const rank = (result: (typeof results)[number]) => results.indexOf(result);
    for (const group of groups) {
      const ranks = group.results.map(rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    const firsts = groups.map((group) => rank(group.results[0]!));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
  });

  it("puts a category's own page in its group, under its title", () => {
    const withCategory = groupByCategory(search(en.index, parseQuery("organization")!));
    const organization = withCategory.find((group) => group.title === "Organization")!;
    expect(organization.results.some((result) => result.document.type === "category")).toBe(true);
    expect(organization.results.every((result) => result.document.route.startsWith("/organizacao"))).toBe(
      true,
    );
  });
});
