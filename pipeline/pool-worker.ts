/**
 * The worker's side of pipeline/pool.ts: answers each task the pool posts with the handler's result,
 * or with its error, so one bad file fails its own task and the pool stays usable.
 */
import { parentPort } from "node:worker_threads";

export function serve<Task, Result>(handle: (task: Task) => Result | Promise<Result>): void {
  const port = parentPort;
  if (!port) throw new Error("serve() runs in a worker thread started by pipeline/pool.ts");
  port.on("message", ({ id, task }: { id: number; task: Task }) => {
    Promise.resolve()
      .then(() => handle(task))
      .then(
        (result) => port.postMessage({ id, result }),
        (error: unknown) =>
          port.postMessage({
            id,
            error:
              error instanceof Error
                ? { message: error.message, stack: error.stack }
                : { message: String(error) },
          }),
      );
  });
}
