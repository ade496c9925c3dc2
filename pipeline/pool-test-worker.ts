/** The worker pipeline/pool.test.ts runs: squares a number, fails on request, or dies. */
import { threadId, workerData } from "node:worker_threads";
import { serve } from "./pool-worker";

const { offset } = workerData as { offset: number };

serve((task: { n: number; fail?: boolean; die?: boolean; waitMs?: number }) => {
  if (task.die) process.exit(3);
  if (task.fail) throw new Error(`task ${task.n} failed`);
  const result = { square: task.n * task.n + offset, thread: threadId };
  if (!task.waitMs) return result;
  return new Promise((resolve) => setTimeout(() => resolve(result), task.waitMs));
});
