import { describe, expect, it } from "vitest";
import { searchDocument as doc } from "../../../tests/support/search-document";
import { buildCorpus, keptArticles, ordinaryWeight, retrieve } from "./retrieval";

/** An article of one untitled section. */
const article = (route: string, title: string, text: string) =>
  doc(route, { title, sections: [{ id: "", heading: "", text }] });

/** Articles about exporting a canvas, and others about other things. */
const articles = [
  article("/export", "Export a canvas", "Export the canvas as an image."),
  article("/share", "Share a canvas", "Share the canvas with the team."),
  article("/team", "Invite your team", "Invite people by email."),
  article("/email", "Email settings", "Change the sender email."),
];

/** A word of made-up letters, its own for each seed and place: copies that share no word with the articles nor each other. */
const madeUp = (seed: number, at: number) =>
  `zq${[...(seed * 6 + at).toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join("")}`;

/** The articles, and `copies` times as many others that share none of their words. */
function withCopies(copies: number) {
  const others = Array.from({ length: copies * articles.length }, (_, seed) =>
    article(
      `/copy-${seed}`,
      `${madeUp(seed, 0)} ${madeUp(seed, 1)}`,
      [2, 3, 4, 5].map((at) => madeUp(seed, at)).join(" "),
    ),
  );
  return buildCorpus([...articles, ...others]);
}

describe("an ordinary word's weight", () => {
  it("is the IDF of the median word's document frequency", () => {
    // Three words in 1 bag, one in 3, one in 4, of 4: the median word is in 1 bag.
    const frequencies = new Map([
      ["a", 1],
      ["b", 1],
      ["c", 1],
      ["d", 3],
      ["e", 4],
    ]);
    expect(ordinaryWeight(frequencies, 4)).toBeCloseTo(Math.log(1 + 3.5 / 1.5));
    expect(ordinaryWeight(new Map(), 4)).toBe(0);
  });

  it("grows as unrelated articles make every word rarer", () => {
    expect(withCopies(9).articleIndex.ordinary).toBeGreaterThan(
      buildCorpus(articles).articleIndex.ordinary + 1,
    );
  });
});

describe("a question's word the help centre never uses", () => {
  // "pdf" is used nowhere: it weighs as an ordinary word, so the article about exporting a canvas
  // holds the same share of the question however many unrelated articles surround it.
  const share = (copies: number) => retrieve(withCopies(copies), "export canvas pdf").results[0]!.confidence;

  it("keeps its share of the question as the help centre grows", () => {
    const small = share(0);
    expect(small).toBeLessThan(1);
    expect(Math.abs(share(9) - small)).toBeLessThan(0.1);
  });
});

describe("an article read for several corpora", () => {
  const questions = { "/team": { "": ["how do I add a coworker"] } };

  it("is read once: the corpora share its passages and bags", () => {
    const [first, second] = [buildCorpus(articles, questions), buildCorpus(articles.slice(1), questions)];
    expect(second.passages[1]!.passage).toBe(first.passages[2]!.passage);
    expect(second.sectionIndex.bags[1]).toBe(first.sectionIndex.bags[2]);
    expect(second.articleIndex.bags[1]).toBe(first.articleIndex.bags[2]);
    // A stored question's bag is its corpus's own: its weight depends on the corpus.
    expect(second.questionIndex.bags[0]).not.toBe(first.questionIndex.bags[0]);
  });

  it("is read again once as many other articles as are kept were read after it", () => {
    const first = buildCorpus(articles);
    const others = Array.from({ length: keptArticles }, (_, at) =>
      article(`/other-${at}`, "Other", `Text ${at}.`),
    );
    expect(buildCorpus(articles).passages[0]!.passage).toBe(first.passages[0]!.passage);
    buildCorpus(others);
    expect(buildCorpus(articles).passages[0]!.passage).not.toBe(first.passages[0]!.passage);
    expect(buildCorpus(articles).passages[0]!.passage).toEqual(first.passages[0]!.passage);
  });

  it("is read again with other stored questions", () => {
    const without = buildCorpus(articles);
    const withQuestions = buildCorpus(articles, questions);
    expect(without.questionIndex.bags).toHaveLength(0);
    expect(withQuestions.questionIndex.bags).toHaveLength(1);
    expect(withQuestions.articleIndex.bags[2]).not.toBe(without.articleIndex.bags[2]);
    expect(withQuestions.articleIndex.bags[2]!.length).toBeGreaterThan(without.articleIndex.bags[2]!.length);
    expect(retrieve(withQuestions, "add a coworker").results[0]!.passage.route).toBe("/team");
    expect(buildCorpus(articles).articleIndex.bags[2]!.length).toBe(without.articleIndex.bags[2]!.length);
  });
});
