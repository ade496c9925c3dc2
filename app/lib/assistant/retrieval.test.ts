import { describe, expect, it } from "vitest";
import { searchDocument as doc } from "../../../tests/support/search-document";
import { languages } from "../content/types";
import type { ReadingFile } from "../search/shards/format";
import { contentCorpusFiles } from "../../../tests/support/assistant-corpora";
import { buildCorpus, keptArticles, ordinaryWeight, packReading, retrieve, type Bm25 } from "./retrieval";

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

describe("an article read from its reading file", () => {
  /** A corpus's bags and passages, as plain data to compare. */
  const shape = (corpus: ReturnType<typeof buildCorpus>) => {
    const bags = (index: Bm25) => index.bags.map(({ frequencies, length }) => [[...frequencies], length]);
    return {
      passages: corpus.passages,
      articles: bags(corpus.articleIndex),
      sections: bags(corpus.sectionIndex),
      questions: bags(corpus.questionIndex),
      questionPassage: corpus.questionPassage,
    };
  };

  it.each(languages)("reads every real article of %s as its text does", (lang) => {
    const { documents, questions } = contentCorpusFiles()[lang];
    const written = new Map<string, string>();
    const fromText = buildCorpus(documents, questions, undefined, {
      onRead: (document, read) => written.set(document.route, JSON.stringify(packReading(read))),
    });
    // Copies of the documents, as the server parses them from their files: none was read before.
    const copies = structuredClone(documents);
    const given = new Map(
      copies.flatMap((document) => {
        const text = written.get(document.route);
        return text === undefined ? [] : [[document, JSON.parse(text) as ReadingFile] as const];
      }),
    );
    expect(given.size).toBe(documents.filter((document) => document.type === "article").length);
    expect(shape(buildCorpus(copies, questions, undefined, { given }))).toEqual(shape(fromText));
  });

  it("is what the corpus counts, not the text", () => {
    const [first] = structuredClone(articles);
    const reading: ReadingFile = {
      terms: ["zqxvw", "zqyw"],
      counts: [3, 1],
      sections: [{ terms: [1, 0], counts: [1, 2], asked: [] }],
    };
    const corpus = buildCorpus([first!], undefined, undefined, { given: new Map([[first!, reading]]) });
    expect([...corpus.articleIndex.bags[0]!.frequencies]).toEqual([
      ["zqxvw", 3],
      ["zqyw", 1],
    ]);
    expect(corpus.articleIndex.bags[0]!.length).toBe(4);
    expect([...corpus.sectionIndex.bags[0]!.frequencies]).toEqual([
      ["zqyw", 1],
      ["zqxvw", 2],
    ]);
    expect(retrieve(corpus, "zqxvw").results[0]!.passage.route).toBe("/export");
  });

  it("holds a section's term its article's bag does not count", () => {
    const [first] = structuredClone(articles);
    const bag = (entries: [string, number][]) => ({
      frequencies: new Map(entries),
      length: entries.reduce((sum, [, count]) => sum + count, 0),
    });
    const reading = packReading({
      questions: undefined,
      bag: bag([["export", 2]]),
      sections: [
        {
          passage: buildCorpus(structuredClone(articles).slice(0, 1)).passages[0]!.passage,
          bag: bag([
            ["zqxvw", 1],
            ["export", 1],
          ]),
          asked: [],
        },
      ],
    });
    expect(reading.terms).toEqual(["export", "zqxvw"]);
    const corpus = buildCorpus([first!], undefined, undefined, {
      given: new Map([[first!, JSON.parse(JSON.stringify(reading)) as ReadingFile]]),
    });
    expect([...corpus.articleIndex.bags[0]!.frequencies]).toEqual([["export", 2]]);
    expect([...corpus.sectionIndex.bags[0]!.frequencies]).toEqual([
      ["zqxvw", 1],
      ["export", 1],
    ]);
  });

  it("is passed over for the text when it does not fit the article or its questions", () => {
    const [first] = structuredClone(articles);
    const questions = { "/export": { "": ["how do I save a picture of the canvas"] } };
    const fromText = shape(buildCorpus(structuredClone(articles).slice(0, 1), questions));
    const misfits: ReadingFile[] = [
      // Two sections for an article of one.
      { terms: [], counts: [], sections: [0, 1].map(() => ({ terms: [], counts: [], asked: [] })) },
      // No stored question's terms for a section that has one.
      { terms: [], counts: [], sections: [{ terms: [], counts: [], asked: [] }] },
    ];
    for (const reading of misfits) {
      const copy = structuredClone(first!);
      expect(shape(buildCorpus([copy], questions, undefined, { given: new Map([[copy, reading]]) }))).toEqual(
        fromText,
      );
    }
  });
});
