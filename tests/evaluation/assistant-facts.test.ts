/**
 * Do answers hold the answer? Each question of the answer-fact sets asks for a concrete fact (a
 * number, a name, a path, a list, a yes or no with its condition); an answer holds it when its own
 * text (lead and quotes) contains every fact. Each language of the shared sets is scored on its own:
 * target 95% of its tuning half (which the assistant was tuned on), and no further below its
 * committed baseline than the tolerance (content is edited all the time, and a sentence rewritten
 * may move a fact). The held-out half is loaded only here and in the bench, to report beside its
 * baseline, with how far it falls behind the tuning half (the issue asks for 5 points at most),
 * never to tune or to fail on.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { languages, type Lang } from "../../app/lib/languages";
import { contentCorpora } from "../support/assistant-corpora";
import { checkFigures } from "../support/baseline";
import { testContent } from "../support/content";
import { evaluateFacts } from "../support/evaluate";
import { factFigures, factsTarget } from "../support/fact-figures";
import { answerFacts, answerFactsHoldout, readData, type FactCase } from "../support/sets";

const source = "tests/data/answer-facts-baseline.json";
const baseline = readData(
  "answer-facts-baseline.json",
  z.strictObject({
    measured: z.string(),
    tolerance: z.number(),
    languages: z.record(
      z.string(),
      z.strictObject({
        tuning: z.number(),
        heldOut: z.number(),
        /**
         * This language does not reach the target yet: it is held to its baseline only, and named
         * here so the test fails the day it is reached (then it is held to the target from there on).
         */
        belowTarget: z.literal(true).optional(),
      }),
    ),
  }),
);
const corpora = contentCorpora(testContent());
const of = (set: readonly FactCase[], lang: Lang) => set.filter((item) => item.lang === lang);
const shared = languages.filter((lang) => of(answerFacts, lang).length > 0);

// Over a hundred answers take seconds on a busy 2-core machine; time is the bench's to measure.
const scoring = { timeout: 60_000 };

describe("answers that hold the answer", () => {
  it("every language of the shared sets has a baseline", () => {
    for (const lang of shared) expect(baseline.languages[lang], `${lang} in ${source}`).toBeDefined();
  });

  it.each(shared)(
    `%s: hold their fact for at least ${factsTarget * 100}% of the tuning half, within the baseline's tolerance`,
    scoring,
    (lang) => {
      const measured = baseline.languages[lang]!;
      const pending = measured.belowTarget === true;
      const tuning = evaluateFacts(of(answerFacts, lang), corpora);
      const heldOut = evaluateFacts(of(answerFactsHoldout, lang), corpora);
      const failures = checkFigures(
        `answers holding their fact, ${lang}`,
        source,
        factFigures(tuning, heldOut, measured, baseline.tolerance, pending),
      );
      if (failures.length || pending) console.log(tuning.misses.join("\n"));
      expect(failures).toEqual([]);
      if (pending)
        expect(
          tuning.held / tuning.total,
          `${lang} reaches the facts target: remove belowTarget from ${source}`,
        ).toBeLessThan(factsTarget);
    },
  );
});
