/**
 * Figures held to a target and to a committed baseline. A target is what the spec or an issue asks
 * for; it holds in any case. A baseline is what was measured when it was last set (a
 * `tests/data/*-baseline.json` file): a figure may move the wrong way by at most the stated
 * tolerance, since content is edited all the time and one question or one sentence may move it. A
 * larger move is a regression; if it is wanted, set the baseline again in the same commit.
 * Plain TypeScript, no test runner: the unit tests (Vitest) and the build's budgets (Playwright)
 * both use it.
 */

export interface Figure {
  /** What is measured, as the table and the failure message name it. */
  name: string;
  value: number;
  baseline: number;
  /** How far `value` may move the wrong way from `baseline`, in the figure's own unit. */
  tolerance: number;
  /** Which way is better: a share of right answers is `higher`, a size in bytes `lower`. */
  better: "higher" | "lower";
  /** The spec's or an issue's target, when there is one. */
  target?: number;
  /** Shown and compared with the baseline but never failed on (a held-out figure). */
  reportOnly?: true;
  /** How the value, baseline and target read in the table and the messages. */
  format: (value: number) => string;
  /** How the tolerance reads, when not as the value does (a share's tolerance is in points). */
  formatTolerance?: (tolerance: number) => string;
}

/** "81.3%": a share in [0, 1]. */
export const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
/** "3.0 pts": a tolerance on a share. */
export const points = (share: number) => `${(100 * share).toFixed(1)} pts`;
/** How a share of right answers is judged and shown, given its tolerance (in points, as a share). */
export const shareOf = (tolerance: number) =>
  ({ tolerance, better: "higher", format: percent, formatTolerance: points }) as const;
/** "7,912 B": a size. */
export const bytes = (size: number) => `${Math.round(size).toLocaleString("en")} B`;
/** "12": a count. */
export const count = (n: number) => String(n);

function worseBy(figure: Figure): number {
  return figure.better === "higher" ? figure.baseline - figure.value : figure.value - figure.baseline;
}

function missesTarget(figure: Figure): boolean {
  if (figure.target === undefined) return false;
  return figure.better === "higher" ? figure.value < figure.target : figure.value > figure.target;
}

/**
 * Prints the figures as one compact table and returns one message per figure that misses its
 * target or falls back past its baseline's tolerance (empty when all hold). `source` names the
 * baseline file, so a failure says where to look.
 */
export function checkFigures(title: string, source: string, figures: Figure[]): string[] {
  const failures: string[] = [];
  const rows = figures.map((figure) => {
    const tolerance = (figure.formatTolerance ?? figure.format)(figure.tolerance);
    const regression = worseBy(figure) > figure.tolerance + 1e-9;
    const improvement = -worseBy(figure) > figure.tolerance + 1e-9;
    const belowTarget = missesTarget(figure);
    if (!figure.reportOnly && belowTarget)
      failures.push(
        `${figure.name}: ${figure.format(figure.value)} misses the target ${figure.better === "higher" ? "≥" : "≤"} ${figure.format(figure.target!)}`,
      );
    if (!figure.reportOnly && regression)
      failures.push(
        `${figure.name}: ${figure.format(figure.value)} is ${figure.better === "higher" ? "below" : "above"} the baseline ${figure.format(figure.baseline)} by more than the tolerance ${tolerance} (${source})`,
      );
    const verdict = figure.reportOnly
      ? "reported"
      : belowTarget
        ? "MISSES TARGET"
        : regression
          ? "REGRESSION"
          : improvement
            ? "better: set the baseline again"
            : "ok";
    return [
      figure.name,
      figure.format(figure.value),
      figure.format(figure.baseline),
      `±${tolerance}`,
      figure.target === undefined
        ? ""
        : `${figure.better === "higher" ? "≥" : "≤"} ${figure.format(figure.target)}`,
      verdict,
    ];
  });
  const header = ["figure", "now", "baseline", "tolerance", "target", ""];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  console.log([`${title} (baseline: ${source})`, line(header), ...rows.map(line)].join("\n"));
  return failures;
}
