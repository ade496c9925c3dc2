/**
 * A small pool of worker threads for the build's per-file work (pipeline/postbuild.ts): one worker per
 * core the machine offers, each given the next task as soon as it is free, so a long file never holds
 * the others back. A worker module answers every message `{ id, task }` with `{ id, result }` or
 * `{ id, error }` (pipeline/pool-worker.ts's `serve` does that for a handler).
 *
 * A TypeScript worker module is started through tsx's loader, registered in the worker itself: a
 * worker does not take the loader the build's own thread runs under.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

export interface Pool<Task, Result> {
  /** Runs one task on the next free worker; rejects with the worker's error. */
  run(task: Task): Promise<Result>;
  /** Ends the workers; call it once every task given has settled. */
  close(): Promise<void>;
}

interface Reply<Result> {
  id: number;
  result?: Result;
  error?: { message: string; stack?: string };
}

interface Pending<Task, Result> {
  id: number;
  task: Task;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/** The number of workers when none is asked for: every core the machine offers this process. */
export const defaultPoolSize = () => availableParallelism();

/** The URL a worker starts from: the module itself, or for TypeScript a loader that imports it. */
function entry(module: URL): URL {
  if (!module.pathname.endsWith(".ts")) return module;
  const tsx = import.meta.resolve("tsx/esm/api");
  return new URL(
    `data:text/javascript,import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(module.href)});`,
  );
}

/**
 * Each worker's young generation (where new objects live until a collection finds them still in use),
 * in MB: twice V8's default (48 MB, new space of two 16 MB halves). The build's per-file work (MDX
 * parsed and compiled, pages' trees walked) makes many short-lived objects; with the default, a
 * thread parsing and compiling the articles spent about a sixth of its time collecting them, and at
 * this size it used about a quarter less CPU for the same work (the content at 10x, one thread:
 * 30 s of CPU against 23 s). It costs each worker at most 48 MB more.
 */
export const youngGenerationMb = 96;

export function createPool<Task, Result>(
  module: URL,
  { size = defaultPoolSize(), workerData }: { size?: number; workerData?: unknown } = {},
): Pool<Task, Result> {
  if (!(size >= 1)) throw new Error(`A pool needs at least one worker, not ${size}`);
  const queue: Pending<Task, Result>[] = [];
  const running = new Map<Worker, Pending<Task, Result>>();
  const idle: Worker[] = [];
  let nextId = 0;
  let failure: Error | undefined;
  let closing = false;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const pending = queue.shift()!;
      running.set(worker, pending);
      worker.postMessage({ id: pending.id, task: pending.task });
    }
  };

  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(entry(module), {
      workerData,
      execArgv: [],
      resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb },
    });
    worker.on("message", (reply: Reply<Result>) => {
      const pending = running.get(worker);
      running.delete(worker);
      idle.push(worker);
      if (pending?.id === reply.id) {
        if (reply.error) {
          const error = new Error(reply.error.message);
          if (reply.error.stack) error.stack = reply.error.stack;
          pending.reject(error);
        } else pending.resolve(reply.result as Result);
      }
      dispatch();
    });
    // A worker that dies (an exception outside a task, out of memory) fails its task and every
    // task still waiting: the build stops rather than wait for an answer that never comes.
    const fail = (error: Error) => {
      if (closing) return;
      failure ??= error;
      running.get(worker)?.reject(error);
      running.delete(worker);
      for (const pending of queue.splice(0)) pending.reject(error);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (code !== 0) fail(new Error(`A build worker stopped with exit code ${code}`));
    });
    idle.push(worker);
    return worker;
  });

  return {
    run(task) {
      if (failure) return Promise.reject(failure);
      return new Promise<Result>((resolve, reject) => {
        queue.push({ id: nextId++, task, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
