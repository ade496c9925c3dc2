/**
 * The answer-fact figures of one language, shared by the shared sets' test (assistant-facts) and a
 * later language's own (language-sets): the tuning half to the target, the held-out half and how
 * far it falls behind the tuning half reported.
 */
import { points, shareOf, type Figure } from "./baseline";

/** The share of answers that must hold their fact, in every language's tuning half. */
export const factsTarget = 0.95;
/** How far the held-out half may fall behind the tuning half: reported, not failed on. */
export const heldOutGap = 0.05;

/**
 * The figures of one language's two halves: the tuning half to the target (unless the baseline
 * names it below), the held-out half and its distance behind the tuning half reported.
 */
export function factFigures(
  tuning: { held: number; total: number },
  heldOut: { held: number; total: number },
  measured: { tuning: number; heldOut: number },
  tolerance: number,
  pending: boolean,
): Figure[] {
  const common = shareOf(tolerance);
  const tuningShare = tuning.held / tuning.total;
  const heldOutShare = heldOut.held / heldOut.total;
  return [
    {
      name: `tuning half (${tuning.total})${pending ? `, below the ${factsTarget * 100}% target` : ""}`,
      value: tuningShare,
      baseline: measured.tuning,
      ...(pending ? {} : { target: factsTarget }),
      ...common,
    },
    {
      name: `held-out half (${heldOut.total})`,
      value: heldOutShare,
      baseline: measured.heldOut,
      reportOnly: true,
      ...common,
    },
    {
      name: "held-out behind tuning",
      value: tuningShare - heldOutShare,
      baseline: measured.tuning - measured.heldOut,
      target: heldOutGap,
      reportOnly: true,
      tolerance,
      better: "lower",
      format: points,
    },
  ];
}
