/**
 * The worker pipeline/pool.test.ts runs: squares a number, fails on request, or dies; says how large
 * its young generation's new space may grow.
 */
import { getHeapSpaceStatistics } from "node:v8";
import { threadId, workerData } from "node:worker_threads";
import { serve } from "./pool-worker";

/**
 * The new space's size once many short-lived objects were made: it grows as they are, up to the
 * young generation's limit.
 */
function newSpaceAfterChurn(): number {
  let kept: { n: number }[] = [];
  for (let n = 0; n < 4_000_000; n++) {
    kept.push({ n });
    if (kept.length > 200_000) kept = [];
  }
  return getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0;
}

const { offset } = workerData as { offset: number };

serve((task: { n: number; fail?: boolean; die?: boolean; waitMs?: number; heap?: boolean }) => {
  if (task.die) process.exit(3);
  if (task.heap) return { newSpaceBytes: newSpaceAfterChurn() };
  if (task.fail) throw new Error(`task ${task.n} failed`);
  const result = { square: task.n * task.n + offset, thread: threadId };
  if (!task.waitMs) return result;
  return new Promise((resolve) => setTimeout(() => resolve(result), task.waitMs));
});
