import { describe, expect, it } from "vitest";
import { contentIndexes } from "../search/test-index";
import { answer } from "./answer";
import { evalSet } from "./eval-set";
import { buildCorpus } from "./retrieval";

const indexes = contentIndexes();
const corpora = { pt: buildCorpus(indexes.pt.file.documents), en: buildCorpus(indexes.en.file.documents) };

describe("the assistant's evaluation set", () => {
  it("has at least 80 questions, half in each language", () => {
    const onTopic = evalSet.filter((item) => item.route !== null);
    expect(onTopic.length).toBeGreaterThanOrEqual(80);
    expect(onTopic.filter((item) => item.lang === "pt").length).toBeGreaterThanOrEqual(40);
    expect(onTopic.filter((item) => item.lang === "en").length).toBeGreaterThanOrEqual(40);
  });

  // The targets are 85% first and 97% among the citations; until retrieval reaches them,
  // these floors keep what it achieves today (74.1% and 85.2%) from slipping.
  it("cites the right article first and among its citations, no worse than today", () => {
    const onTopic = evalSet.filter((item) => item.route !== null);
    let first = 0;
    let cited = 0;
    let section = 0;
    const misses: string[] = [];
    for (const item of onTopic) {
      const result = answer(item.question, corpora, item.lang);
      const routes =
        result.kind === "answer" ? result.citations.map((citation) => citation.passage.route) : [];
      if (routes[0] === item.route) first++;
      if (routes.includes(item.route!)) cited++;
      else misses.push(`${item.lang}: ${item.question} → ${routes.join(", ") || result.kind}`);
      if (
        result.kind === "answer" &&
        result.citations.some(
          (citation) => citation.passage.route === item.route && citation.passage.sectionId === item.section,
        )
      )
        section++;
    }
    const share = (count: number) => `${((100 * count) / onTopic.length).toFixed(1)}%`;
    console.log(
      `assistant: right article cited first ${share(first)}, among citations ${share(cited)}, right section cited ${share(section)} (${onTopic.length} questions)`,
    );
    if (misses.length) console.log(misses.join("\n"));
    expect(first / onTopic.length).toBeGreaterThanOrEqual(0.74);
    expect(cited / onTopic.length).toBeGreaterThanOrEqual(0.85);
  });

  it("says plainly when the help centre does not cover a question", () => {
    const offTopic = evalSet.filter((item) => item.route === null);
    expect(offTopic.length).toBeGreaterThanOrEqual(10);
    const wrong = offTopic.filter((item) => answer(item.question, corpora, item.lang).kind !== "not-covered");
    console.log(
      `assistant: ${offTopic.length - wrong.length} of ${offTopic.length} off-topic questions declined`,
    );
    // Floor of today's result (10 of 12); the aim is all of them.
    expect(offTopic.length - wrong.length).toBeGreaterThanOrEqual(10);
  });
});
