/**
 * The evaluation and relevance sets of `tests/data/`, read and checked once when this module loads.
 * They are data, not code: questions and queries as readers write them, each with the page that
 * answers. A malformed entry fails here, naming the file and the entry, instead of scoring as a miss.
 * Used by the evaluation tests and by `npm run bench`.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { languages, type Lang } from "../../app/lib/languages";

const lang = z.enum(languages as [Lang, ...Lang[]]);
const route = z.string().regex(/^\/[a-z0-9/-]*$/, "a Portuguese route such as /agentes-ia/…");
const text = z.string().trim().min(1);

/**
 * A query typed into search, with every page a reader would accept as the answer (the first is the
 * best). `search-relevance.json`.
 */
export const relevanceCase = z.strictObject({
  lang,
  query: text,
  expect: z.array(route).min(1),
  /** A query written as a sentence ("como conectar o bigquery"), not as keywords. */
  sentence: z.literal(true).optional(),
});
export type RelevanceCase = z.infer<typeof relevanceCase>;

/**
 * A question for the assistant, with the article and section that answer it, or `route: null` for a
 * question the help centre does not cover. `lang` is the language most of the question is written
 * in (a few mix the two). `assistant-eval.json`, and `assistant-eval-holdout.json`: questions
 * written by a separate author from the articles as they were before readers' `questions` were
 * added, never used to tune retrieval.
 */
export const evalCase = z.strictObject({
  lang,
  question: text,
  /** Portuguese route of the article that answers, or null when nothing should be cited. */
  route: route.nullable(),
  /** Section id within that article ("" for the intro). */
  section: z.string().optional(),
});
export type EvalCase = z.infer<typeof evalCase>;

/**
 * A question asking for a concrete fact, with the words the answer must hold: every group of
 * `facts` must be found in the answer's own text (any word of a group; case and accents ignored).
 * Written from the product facts alone, apart from the articles and the retrieval code:
 * `answer-facts.json` (the tuning half) and `answer-facts-holdout.json` (only reported).
 */
export const factCase = z.strictObject({
  id: text,
  lang,
  question: text,
  facts: z.array(z.array(text).min(1)).min(1),
  topic: text,
});
export type FactCase = z.infer<typeof factCase>;

/**
 * A misspelt query, with the pages a reader would accept. `search-misspellings.json` (the tuning
 * half, held to the targets) and `search-misspellings-holdout.json` (only reported), written before
 * search forgave; a later language's in `search-misspellings.<lang>.json` and its `-holdout` file.
 */
export const misspellingCase = z.strictObject({
  lang,
  query: text,
  expect: z.array(route).min(1),
  /**
   * How it is misspelt: a letter dropped, doubled, swapped with its neighbour or wrong; accents
   * left out; spelt as it sounds ("sertificado"); words run together ("dominiopersonalizado") or
   * split ("big query"); a product's name as another language would spell it ("bigkuery").
   */
  kind: z.enum([
    "dropped",
    "doubled",
    "swapped",
    "wrong",
    "accents",
    "phonetic",
    "joined",
    "split",
    "foreign",
  ]),
});
export type MisspellingCase = z.infer<typeof misspellingCase>;

const dataDir = new URL("../data/", import.meta.url);

/** Reads `tests/data/<name>` and checks it against `schema`, naming the file and entry on error. */
export function readData<T>(name: string, schema: z.ZodType<T>): T {
  const json: unknown = JSON.parse(readFileSync(new URL(name, dataDir), "utf8"));
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `  at ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`tests/data/${name} is not valid:\n${issues.join("\n")}`);
  }
  return parsed.data;
}

export const relevanceSet = readData("search-relevance.json", z.array(relevanceCase));
export const misspellings = readData("search-misspellings.json", z.array(misspellingCase));
export const misspellingsHoldout = readData("search-misspellings-holdout.json", z.array(misspellingCase));
export const evalSet = readData("assistant-eval.json", z.array(evalCase));
export const evalHoldout = readData("assistant-eval-holdout.json", z.array(evalCase));
export const answerFacts = readData("answer-facts.json", z.array(factCase));
export const answerFactsHoldout = readData("answer-facts-holdout.json", z.array(factCase));
