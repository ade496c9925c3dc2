/**
 * Do answers hold the answer? Each question of the answer-fact sets asks for a concrete fact (a
 * number, a name, a path, a list, a yes or no with its condition); an answer holds it when its own
 * text (lead and quotes) contains every fact. The tuning half is what the assistant was tuned on;
 * the held-out half is loaded only here and in the bench, to report, never to tune.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluateFacts, factShare, type FactCase } from "./evaluate";
import { testContent } from "../../../tests/support/content";
import { contentCorpora } from "./test-corpora";

const read = <T>(name: string) => JSON.parse(readFileSync(`tests/data/${name}`, "utf8")) as T;
const corpora = contentCorpora(testContent());

/**
 * The figures this test holds the assistant to: `tuning`, measured when the baseline was last
 * set, less `tolerance` (content is edited all the time, and a sentence rewritten may move a
 * fact). The target, 90% on the tuning half, holds in any case.
 */
const baseline = read<{ tuning: number; tolerance: number; heldOut: number }>("answer-facts-baseline.json");
const target = 0.9;

describe("answers that hold the answer", () => {
  const tuning = read<FactCase[]>("answer-facts.json");

  it("come from sets of fact questions in both languages", () => {
    for (const set of [tuning, read<FactCase[]>("answer-facts-holdout.json")]) {
      expect(set.length).toBeGreaterThanOrEqual(40);
      expect(set.filter((item) => item.lang === "pt").length).toBeGreaterThanOrEqual(20);
      expect(set.filter((item) => item.lang === "en").length).toBeGreaterThanOrEqual(20);
      for (const item of set) expect(item.facts.length, item.id).toBeGreaterThan(0);
    }
  });

  it(`hold their fact for at least ${target * 100}% of the tuning half, and no less than the baseline allows`, () => {
    const evaluation = evaluateFacts(tuning, corpora);
    const share = evaluation.held / evaluation.total;
    console.log(
      `answers holding their fact, tuning half: ${factShare(evaluation)} (${evaluation.held} of ${evaluation.total}); baseline ${(baseline.tuning * 100).toFixed(1)}% ± ${(baseline.tolerance * 100).toFixed(1)}`,
    );
    if (evaluation.misses.length) console.log(evaluation.misses.join("\n"));
    expect(share).toBeGreaterThanOrEqual(target);
    expect(share).toBeGreaterThanOrEqual(baseline.tuning - baseline.tolerance);
  });

  // Reported, not asserted: a figure the tuning never looked at.
  it("report the held-out half", () => {
    const evaluation = evaluateFacts(read<FactCase[]>("answer-facts-holdout.json"), corpora);
    console.log(
      `answers holding their fact, held-out half: ${factShare(evaluation)} (${evaluation.held} of ${evaluation.total}); at the baseline ${(baseline.heldOut * 100).toFixed(1)}%`,
    );
  });
});
