import { describe, expect, it } from "vitest";
import { evalHoldout } from "./eval-holdout";
import { evalSet } from "./eval-set";
import { evaluate, share, type Evaluation } from "./evaluate";
import { testContent } from "../../../tests/support/content";
import baseline from "../../../tests/data/assistant-eval-baseline.json";
import { contentCorpora } from "./test-corpora";

const corpora = contentCorpora(testContent());

function report(name: string, evaluation: Evaluation) {
  console.log(
    `assistant, ${name}: right article cited first ${share(evaluation.first, evaluation)}, among citations ${share(evaluation.cited, evaluation)}, right section cited ${share(evaluation.section, evaluation)} (${evaluation.onTopic} questions); ${evaluation.declined} of ${evaluation.offTopic} off-topic questions declined`,
  );
  if (evaluation.misses.length) console.log(evaluation.misses.join("\n"));
}

describe("the assistant's evaluation sets", () => {
  it("have at least 80 questions each, half in each language, and some the help centre does not cover", () => {
    for (const set of [evalSet, evalHoldout]) {
      const onTopic = set.filter((item) => item.route !== null);
      expect(onTopic.length).toBeGreaterThanOrEqual(80);
      expect(onTopic.filter((item) => item.lang === "pt").length).toBeGreaterThanOrEqual(40);
      expect(onTopic.filter((item) => item.lang === "en").length).toBeGreaterThanOrEqual(40);
      expect(set.filter((item) => item.route === null).length).toBeGreaterThanOrEqual(10);
    }
  });

  it("cite the right article first for 85% of the questions and among the citations for 97%", () => {
    const evaluation = evaluate(evalSet, corpora);
    report("evaluation set", evaluation);
    expect(evaluation.first / evaluation.onTopic).toBeGreaterThanOrEqual(0.85);
    expect(evaluation.cited / evaluation.onTopic).toBeGreaterThanOrEqual(0.97);
    expect(evaluation.declined).toBeGreaterThanOrEqual(12);
  });

  // The held-out set was written apart from everything retrieval was tuned on: it shows how the
  // assistant does on questions nobody prepared it for. Its figures are reported, and compared with
  // the committed baseline (tests/data/assistant-eval-baseline.json, measured 2026-11-21) within a
  // stated tolerance: one question is 0.9 points, so a change of wording in an article may move it.
  it("stay within the baseline's tolerance on the held-out set", () => {
    const evaluation = evaluate(evalHoldout, corpora);
    report("held-out set", evaluation);
    const { heldOut, tolerance } = baseline;
    console.log(
      `held-out baseline: first ${heldOut.first}, cited ${heldOut.cited}, declined ${heldOut.declined} (tolerance ${tolerance.share}, ${tolerance.declined})`,
    );
    expect(evaluation.first / evaluation.onTopic).toBeGreaterThanOrEqual(heldOut.first - tolerance.share);
    expect(evaluation.cited / evaluation.onTopic).toBeGreaterThanOrEqual(heldOut.cited - tolerance.share);
    expect(evaluation.declined).toBeGreaterThanOrEqual(heldOut.declined - tolerance.declined);
  });
});
