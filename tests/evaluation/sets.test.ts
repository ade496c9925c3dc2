/**
 * The evaluation and relevance sets are what the figures are measured on: they must be large enough
 * for a share to mean something (60 queries, half in each language; 80 questions; 30 sentences; 80
 * fact questions: one case is then one to two points), and name pages and sections that exist, or a
 * renamed article would quietly turn into a miss.
 */
import { describe, expect, it } from "vitest";
import { testContent } from "../support/content";
import {
  answerFacts,
  answerFactsHoldout,
  evalHoldout,
  evalSet,
  misspellings,
  misspellingsHoldout,
  relevanceSet,
} from "../support/sets";

const { registry } = testContent();
const routes = new Set([...registry.categories, ...registry.articles].map((page) => page.route));
const sections = new Map(
  registry.articles.map((article) => [
    article.route,
    new Set(["", ...article.headings.pt.map((heading) => heading.id)]),
  ]),
);

const byLang = <T extends { lang: string }>(items: readonly T[], lang: string) =>
  items.filter((item) => item.lang === lang).length;

function repeated(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe("the relevance set", () => {
  it("has at least 60 queries, half in each language, and 30 sentences, half in each language", () => {
    expect(byLang(relevanceSet, "pt")).toBeGreaterThanOrEqual(30);
    expect(byLang(relevanceSet, "en")).toBeGreaterThanOrEqual(30);
    const sentences = relevanceSet.filter((item) => item.sentence);
    expect(byLang(sentences, "pt")).toBeGreaterThanOrEqual(15);
    expect(byLang(sentences, "en")).toBeGreaterThanOrEqual(15);
  });

  it("expects only pages that exist, and asks each query once per language", () => {
    const missing = relevanceSet.flatMap((item) => item.expect.filter((route) => !routes.has(route)));
    expect(missing, "routes that are no page").toEqual([]);
    expect(repeated(relevanceSet.map((item) => `${item.lang}: ${item.query}`))).toEqual([]);
  });
});

describe("the misspelling sets", () => {
  it("expect only pages that exist, and ask each query once per language", () => {
    const all = [...misspellings, ...misspellingsHoldout];
    const missing = all.flatMap((item) => item.expect.filter((route) => !routes.has(route)));
    expect(missing, "routes that are no page").toEqual([]);
    expect(repeated(all.map((item) => `${item.lang}: ${item.query}`))).toEqual([]);
  });
});

describe("the assistant's evaluation sets", () => {
  it("have at least 80 on-topic questions each, half in each language, and some off-topic ones", () => {
    for (const set of [evalSet, evalHoldout]) {
      const onTopic = set.filter((item) => item.route !== null);
      expect(byLang(onTopic, "pt")).toBeGreaterThanOrEqual(40);
      expect(byLang(onTopic, "en")).toBeGreaterThanOrEqual(40);
      expect(set.filter((item) => item.route === null).length).toBeGreaterThanOrEqual(10);
    }
  });

  it("name articles and sections that exist, and share no question", () => {
    for (const set of [evalSet, evalHoldout]) {
      const unknown = set
        .filter((item) => item.route !== null)
        .filter((item) => !sections.get(item.route!)?.has(item.section ?? ""))
        .map((item) => `${item.question} → ${item.route}#${item.section}`);
      expect(unknown, "an article or section that does not exist").toEqual([]);
    }
    expect(repeated([...evalSet, ...evalHoldout].map((item) => item.question))).toEqual([]);
  });
});

describe("the answer-fact sets", () => {
  it("have at least 40 questions each, half in each language", () => {
    for (const set of [answerFacts, answerFactsHoldout]) {
      expect(byLang(set, "pt")).toBeGreaterThanOrEqual(20);
      expect(byLang(set, "en")).toBeGreaterThanOrEqual(20);
    }
  });

  it("give every question its own id, and the halves share no question", () => {
    const all = [...answerFacts, ...answerFactsHoldout];
    expect(repeated(all.map((item) => item.id))).toEqual([]);
    expect(repeated(all.map((item) => item.question))).toEqual([]);
  });
});
