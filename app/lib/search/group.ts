/**
 * Results grouped by category, for the search panel: a category's page goes with its articles,
 * groups come in the order of their best result, and results keep their rank inside a group. The
 * first result shown is still the best one.
 */
import type { SearchResult } from "./engine";

export interface ResultGroup {
  /** The category's title, as the reader sees it. */
  title: string;
  results: SearchResult[];
}

export function groupByCategory(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const result of results) {
    const { document } = result;
    const title = document.type === "category" ? document.title : (document.categoryTitle ?? "");
    const group = groups.get(title);
    if (group) group.results.push(result);
    else groups.set(title, { title, results: [result] });
  }
  return [...groups.values()];
}

/** The results in the order the groups show them: the order the keyboard moves through. */
export function shownOrder(groups: readonly ResultGroup[]): SearchResult[] {
  return groups.flatMap((group) => group.results);
}
