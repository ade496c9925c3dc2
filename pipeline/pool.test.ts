import { afterEach, describe, expect, it } from "vitest";
import { createPool, youngGenerationMb, type Pool } from "./pool";

interface Task {
  n: number;
  fail?: boolean;
  die?: boolean;
  waitMs?: number;
  heap?: boolean;
}
interface Result {
  square: number;
  thread: number;
  newSpaceBytes?: number;
}

const module = new URL("./pool-test-worker.ts", import.meta.url);
let pool: Pool<Task, Result> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

// Each test starts worker threads that load TypeScript: seconds on a busy machine, so a busy
// machine's pace, not Vitest's 5 s.
describe("createPool", { timeout: 120_000 }, () => {
  it("runs every task and answers each with its own result, whatever the order they finish in", async () => {
    pool = createPool<Task, Result>(module, { size: 2, workerData: { offset: 1 } });
    const tasks = Array.from({ length: 20 }, (_, n) => ({ n, waitMs: (20 - n) % 4 }));
    const results = await Promise.all(tasks.map((task) => pool!.run(task)));
    expect(results.map((result) => result.square)).toEqual(tasks.map(({ n }) => n * n + 1));
  });

  it("shares the tasks among its workers", async () => {
    pool = createPool<Task, Result>(module, { size: 2, workerData: { offset: 0 } });
    // A slow task keeps one worker busy; the others go to the second.
    const results = await Promise.all([
      pool.run({ n: 1, waitMs: 300 }),
      ...Array.from({ length: 5 }, (_, n) => pool!.run({ n })),
    ]);
    expect(new Set(results.map((result) => result.thread)).size).toBe(2);
  });

  it("fails a task with its worker's error and keeps answering the others", async () => {
    pool = createPool<Task, Result>(module, { size: 1, workerData: { offset: 0 } });
    await expect(pool.run({ n: 2, fail: true })).rejects.toThrow("task 2 failed");
    await expect(pool.run({ n: 3 })).resolves.toMatchObject({ square: 9 });
  });

  it("fails the running and waiting tasks when a worker dies, rather than wait for them", async () => {
    pool = createPool<Task, Result>(module, { size: 1, workerData: { offset: 0 } });
    const dying = pool.run({ n: 1, die: true });
    const waiting = pool.run({ n: 2 });
    await expect(dying).rejects.toThrow(/exit code 3/);
    await expect(waiting).rejects.toThrow(/exit code 3/);
    await expect(pool.run({ n: 4 })).rejects.toThrow(/exit code 3/);
  });

  it("gives its workers a young generation larger than V8's default", async () => {
    pool = createPool<Task, Result>(module, { size: 1, workerData: { offset: 0 } });
    const { newSpaceBytes } = await pool.run({ n: 0, heap: true });
    // V8's default new space is at most two halves of 16 MB; the pool's grows to two thirds of
    // its young generation.
    expect(newSpaceBytes).toBeGreaterThan(32 * 2 ** 20);
    expect(newSpaceBytes).toBeLessThanOrEqual(((youngGenerationMb * 2) / 3) * 2 ** 20);
  });

  it("refuses a pool of no workers", () => {
    expect(() => createPool(module, { size: 0 })).toThrow(/at least one worker/);
  });
});
