/**
 * The assistant over sharded files answers as it does over the whole corpora, on the real content:
 * every citation and answer-fact set, in every language, cites the right article and states the
 * asked fact at least as often, while a question loads only the shards it needs, never a language
 * whole.
 */
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { languages, type Lang } from "../content/types";
import { firstFallback } from "../urls";
import { defaultLang } from "../languages";
import { SearchClient, SearchUnavailable } from "../search/client";
import { withFiles, writeShards } from "../search/shards/write";
import { AssistantCorpora, questionCorpora } from "./corpora";
import { answer, answerLanguage, foundEnough, judge, judgeLoading } from "./answer";
import { answering } from "./tuning";
import { language } from "../language";
import { retrievalFigures } from "./figures";
import type { Corpora } from "./answer";
import { testContent } from "../../../tests/support/content";
import { contentCorpora, contentCorpusFiles } from "../../../tests/support/assistant-corpora";
import { evaluate, evaluateFacts } from "../../../tests/support/evaluate";
import {
  answerFacts,
  answerFactsHoldout,
  evalCase,
  evalHoldout,
  evalSet,
  factCase,
  readData,
} from "../../../tests/support/sets";
import { z } from "zod";
import { questions as supportQuestions } from "../../../tests/e2e/support-questions";

const offTopic = Object.fromEntries(
  Object.entries(supportQuestions).map(([lang, { offTopic: question }]) => [lang, question]),
);

const content = testContent();
const whole = contentCorpora(content);
const corpusFiles = contentCorpusFiles(content);

/** Every language's sharded search files, with the assistant's figures and questions, by URL. */
function shardedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of languages) {
    const { documents, questions } = corpusFiles[lang];
    const assistant = { figures: retrievalFigures(documents, questions), questions };
    const written = writeShards(lang, documents, { assistant });
    for (const [name, text] of written.files) files.set(`${lang}/${name}`, text);
    files.set(`${lang}/entry`, JSON.stringify(withFiles(written.entry, `${lang}/{name}`)));
  }
  return files;
}

const files = shardedFiles();

function clientOver(loaded: string[] = []) {
  return new SearchClient(
    (lang) => `${lang}/entry`,
    (url) => {
      loaded.push(url);
      const text = files.get(url);
      return text === undefined
        ? Promise.reject(new Error(`${url}: no such file`))
        : Promise.resolve(JSON.parse(text));
    },
  );
}

/** A client with every file in memory: a question's corpus is built at once, without waiting. */
const loadedClient = clientOver();
beforeAll(() => loadedClient.load([...files.keys()]));

/**
 * The corpora an answer reads over the shards: the answer's language's, and its first fallback's
 * beside it when that alone finds too little (as `judgeLoading` loads them).
 */
function shardedCorpora(question: string, lang: Lang): Corpora {
  const answered = answerLanguage(question, lang, () => true);
  const own = questionCorpora(loadedClient, question, [answered]);
  return foundEnough(judge(question, own, lang))
    ? own
    : questionCorpora(loadedClient, question, [answered, firstFallback(answered)]);
}

/** A language's own sets (`<set>.<lang>.json`, for a language the shared sets do not hold). */
function ownSets<T>(set: string, schema: z.ZodType<T>): T[] {
  return languages.flatMap((lang) =>
    existsSync(new URL(`../../../tests/data/${set}.${lang}.json`, import.meta.url))
      ? readData(`${set}.${lang}.json`, z.array(schema))
      : [],
  );
}

const citationSets = {
  tuning: [...evalSet, ...ownSets("assistant-eval", evalCase)],
  heldOut: [...evalHoldout, ...ownSets("assistant-eval-holdout", evalCase)],
};
const factSets = {
  tuning: [...answerFacts, ...ownSets("answer-facts", factCase)],
  heldOut: [...answerFactsHoldout, ...ownSets("answer-facts-holdout", factCase)],
};

describe("the assistant over shards", () => {
  it.each(Object.entries(citationSets))(
    "cites as the whole corpora do (%s half)",
    { timeout: 120_000 },
    (_, set) => {
      const before = evaluate(set, whole);
      const after = evaluate(set, shardedCorpora);
      console.log(
        `citations, ${set.length} questions: first ${before.first} → ${after.first}, cited ${before.cited} → ${after.cited}, section ${before.section} → ${after.section}, declined ${before.declined} → ${after.declined}`,
      );
      expect(after.first).toBeGreaterThanOrEqual(before.first);
      expect(after.cited).toBeGreaterThanOrEqual(before.cited);
      expect(after.declined).toBeGreaterThanOrEqual(before.declined);
    },
  );

  it.each(Object.entries(factSets))(
    "states the asked facts as the whole corpora do (%s half)",
    { timeout: 120_000 },
    (_, set) => {
      const before = evaluateFacts(set, whole);
      const after = evaluateFacts(set, shardedCorpora);
      console.log(`facts, ${set.length} questions: ${before.held} → ${after.held}`);
      expect(after.held).toBeGreaterThanOrEqual(before.held);
    },
  );
});

/** A client over `files` that records each round trip's URLs (those asked for in the same turn). */
function recordingClient(over: Map<string, string>, fail = (_url: string, _attempt: number) => false) {
  const trips: string[][] = [];
  const attempts = new Map<string, number>();
  let open: string[] | undefined;
  const client = new SearchClient(
    (lang) => `${lang}/entry`,
    (url) => {
      // A round trip's files are all asked for in one turn, and each arrives in a later one.
      if (!open) {
        open = [];
        trips.push(open);
        queueMicrotask(() => (open = undefined));
      }
      open.push(url);
      const attempt = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, attempt);
      const text = over.get(url);
      return new Promise((resolve, reject) =>
        setTimeout(() =>
          text === undefined || fail(url, attempt)
            ? reject(new Error(`${url} failed`))
            : resolve(JSON.parse(text)),
        ),
      );
    },
  );
  return { client, trips };
}

/** The questions below are Portuguese: their answers read Portuguese and its first fallback. */
const pair = [defaultLang, firstFallback(defaultLang)];

const noQuestionsFile = () => Promise.reject(new Error("a sharded language has no questions file"));

describe("what the assistant declines over shards", () => {
  // "previsão" is no article's word; a category page's "precisão" is near it, and a correction to
  // it made a weather question look covered.
  it.each(Object.values(offTopic))("declines %s, as over the whole corpora", (question) => {
    const lang = language.guessLanguage(question)!;
    expect(answer(question, whole, lang).kind).toBe("not-covered");
    expect(answer(question, shardedCorpora(question, lang), lang).kind).toBe("not-covered");
  });
});

describe("what a question loads", () => {
  it("only the shards it needs, in a few round trips", async () => {
    const { client, trips } = recordingClient(files);
    const corpora = await new AssistantCorpora(client, noQuestionsFile).for(
      "como conecto o bigquery com uma conta de serviço?",
      pair,
    );
    const loaded = trips.flat();
    const bytes = (urls: readonly string[]) => urls.reduce((sum, url) => sum + files.get(url)!.length, 0);
    const ofLanguages = [...files.keys()].filter((url) => pair.some((lang) => url.startsWith(`${lang}/`)));
    const pages = (urls: readonly string[]) => urls.filter((url) => url.includes("/article-")).length;
    console.log(
      `round trips: ${trips.map((trip) => trip.length).join(" + ")} files; ${bytes(loaded)} of ${bytes(ofLanguages)} bytes; ${pages(loaded)} of ${pages(ofLanguages)} article files`,
    );
    for (const kind of ["entry", "stems", "terms", "lexicon", "article"]) {
      const of = (urls: readonly string[]) => urls.filter((url) => url.includes(`/${kind}`));
      console.log(kind, bytes(of(loaded)), "of", bytes(of(ofLanguages)));
    }
    // Only the files of the likeliest pages of either language, and no term shard (search's).
    expect(loaded.filter((url) => url.includes("/terms-"))).toEqual([]);
    expect(pages(loaded)).toBeLessThan(pages(ofLanguages));
    for (const lang of pair)
      expect(pages(loaded.filter((url) => url.startsWith(`${lang}/`)))).toBeLessThanOrEqual(
        2 * answering.retrieval.candidates,
      );
    // The entries; the stem files of the question's words; the pages. No lexicon shard: every
    // word is one of the two languages' (a Portuguese word is not corrected into English).
    expect(loaded.filter((url) => url.includes("/lexicon-"))).toEqual([]);
    expect(trips.length).toBe(3);
    expect(corpora[defaultLang]!.articleRoutes).toContain("/conexoes-integracoes/integracao-bigquery");
    expect(corpora[defaultLang]!.articleRoutes.length).toBeLessThanOrEqual(
      2 * answering.retrieval.candidates,
    );
  });

  it("in the page's language alone: the entry, the question's words, their pages", async () => {
    const { client, trips } = recordingClient(files);
    await new AssistantCorpora(client, noQuestionsFile).for(
      "como conecto o bigquery com uma conta de serviço?",
      [defaultLang],
    );
    expect(trips.length).toBe(3);
  });

  it("only the articles not far below the likeliest: a question about one article reads few", async () => {
    const { client, trips } = recordingClient(files);
    const question = "como conecto o bigquery com uma conta de serviço?";
    const corpora = await new AssistantCorpora(client, noQuestionsFile).for(question, [defaultLang]);
    const articleFiles = trips.flat().filter((url) => url.includes("/article-"));
    expect(articleFiles.length).toBeGreaterThan(0);
    expect(articleFiles.length).toBeLessThan(answering.retrieval.candidates);
    const judgement = judge(question, corpora, defaultLang);
    expect(judgement.kind === "covered" && judgement.sections[0]!.passage.route).toBe(
      "/conexoes-integracoes/integracao-bigquery",
    );
  });

  it("the fallback's files only when the page's language finds too little", async () => {
    const fallback = firstFallback(defaultLang);
    const ofFallback = (urls: readonly string[]) => urls.filter((url) => url.startsWith(`${fallback}/`));
    // Every word of it in the article that answers: Portuguese alone answers.
    const alone = recordingClient(files);
    const aloneCorpora = new AssistantCorpora(alone.client, noQuestionsFile);
    const asked = "como conecto o bigquery com uma conta de serviço?";
    const answered = await judgeLoading(asked, defaultLang, (langs) => aloneCorpora.for(asked, langs));
    expect(foundEnough(answered)).toBe(true);
    expect(ofFallback(alone.trips.flat())).toEqual([]);
    // "full screen": words the Portuguese articles do not use; the English ones are read too.
    const mixed = recordingClient(files);
    const question = "quero deixar o canvas em full screen pra apresentar, onde fica?";
    const mixedCorpora = new AssistantCorpora(mixed.client, noQuestionsFile);
    const judgement = await judgeLoading(question, defaultLang, (langs) => mixedCorpora.for(question, langs));
    expect(ofFallback(mixed.trips.flat()).length).toBeGreaterThan(0);
    expect(judgement).toEqual(judge(question, whole, defaultLang));
    expect(judgement.kind === "covered" && judgement.sections[0]!.passage.route).toBe(
      "/chat-canvas/trabalhando-com-canvas",
    );
  });

  it("a misspelt word's lexicon shards too, in one more round trip", async () => {
    const { client, trips } = recordingClient(files);
    await new AssistantCorpora(client, noQuestionsFile).for("como conecto o bigqeury?", pair);
    expect(trips.flat().some((url) => url.includes("/lexicon-"))).toBe(true);
    expect(trips.length).toBeLessThanOrEqual(5);
  });

  it("fails when a shard fails for good, and loads it again for the next question", async () => {
    let failing = true;
    const { client } = recordingClient(files, (url) => failing && url.includes("/article-"));
    const corpora = new AssistantCorpora(client, noQuestionsFile);
    await expect(corpora.for("como conecto o bigquery?", [defaultLang])).rejects.toThrow(SearchUnavailable);
    failing = false;
    const again = await corpora.for("como conecto o bigquery?", [defaultLang]);
    expect(again[defaultLang]!.articleRoutes).toContain("/conexoes-integracoes/integracao-bigquery");
  });

  it("on the server, each article's reading file too, in the same round trip as its article file", async () => {
    const question = "como conecto o bigquery com uma conta de serviço?";
    const { client, trips } = recordingClient(files);
    const read = await new AssistantCorpora(client, noQuestionsFile, { readings: true }).for(question, pair);
    const fromText = await new AssistantCorpora(recordingClient(files).client, noQuestionsFile).for(
      question,
      pair,
    );
    expect(trips.length).toBe(3);
    const last = trips.at(-1)!;
    const named = (kind: string) =>
      last.filter((url) => url.includes(`/${kind}-`)).map((url) => url.split(`/${kind}-`).join("/"));
    expect(named("reading").length).toBeGreaterThan(0);
    expect(named("reading")).toEqual(named("article"));
    for (const lang of pair) {
      const [mine, theirs] = [read[lang]!, fromText[lang]!];
      expect(mine.articleRoutes).toEqual(theirs.articleRoutes);
      expect(mine.articleIndex.bags.map(({ frequencies }) => [...frequencies])).toEqual(
        theirs.articleIndex.bags.map(({ frequencies }) => [...frequencies]),
      );
      expect(mine.sectionIndex.bags).toEqual(theirs.sectionIndex.bags);
      expect(mine.questionIndex.bags).toEqual(theirs.questionIndex.bags);
    }
    expect(judge(question, read, defaultLang)).toEqual(judge(question, fromText, defaultLang));
  });

  it("reads the question against a language once, however many round trips its files take", async () => {
    const question = "como conecto o bigquery com uma conta de serviço?";
    const { client, trips } = recordingClient(files);
    const prepared = new Map();
    const first = await client.loading(() => questionCorpora(client, question, pair, { prepared }));
    expect(trips.length).toBe(3);
    expect([...prepared.keys()].sort()).toEqual([...pair].sort());
    const stemFiles = vi.spyOn(client, "stemFiles");
    const again = questionCorpora(client, question, pair, { prepared });
    expect(stemFiles).not.toHaveBeenCalled();
    expect(again[defaultLang]!.articleRoutes).toEqual(first[defaultLang]!.articleRoutes);
  });

  it("reads an article from its text when its reading file fails", async () => {
    const question = "como conecto o bigquery com uma conta de serviço?";
    const { client, trips } = recordingClient(files, (url) => url.includes("/reading-"));
    const corpora = await new AssistantCorpora(client, noQuestionsFile, { readings: true }).for(question, [
      defaultLang,
    ]);
    expect(trips.flat().some((url) => url.includes("/reading-"))).toBe(true);
    expect(corpora[defaultLang]!.articleRoutes).toContain("/conexoes-integracoes/integracao-bigquery");
    expect(judge(question, corpora, defaultLang)).toEqual(
      judge(question, shardedCorpora(question, defaultLang), defaultLang),
    );
  });

  it("a language searched whole is one corpus of all its articles, with or without its questions file", async () => {
    const wholeFiles = new Map(
      [...languages].map((lang) => [
        `${lang}/entry`,
        JSON.stringify({ lang, documents: corpusFiles[lang].documents }),
      ]),
    );
    const { client } = recordingClient(wholeFiles);
    const withQuestions = await new AssistantCorpora(client, (lang) =>
      Promise.resolve({ lang, articles: corpusFiles[lang].questions }),
    ).for("qualquer pergunta", [defaultLang]);
    expect(withQuestions[defaultLang]!.articleRoutes).toEqual(whole[defaultLang].articleRoutes);
    expect(withQuestions[defaultLang]!.questionPassage).toEqual(whole[defaultLang].questionPassage);
    const without = await new AssistantCorpora(recordingClient(wholeFiles).client, noQuestionsFile).for(
      "qualquer pergunta",
      [defaultLang],
    );
    expect(without[defaultLang]!.articleRoutes).toEqual(whole[defaultLang].articleRoutes);
    expect(without[defaultLang]!.questionPassage).toEqual([]);
  });
});
