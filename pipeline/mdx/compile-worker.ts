/** A worker of the article compile (compile-bodies.ts, pipeline/pool.ts): one body at a time. */
import { workerData } from "node:worker_threads";
import { serve } from "../pool-worker";
import { compileInto, type CompileTask } from "./compile-into";

const cacheDir = workerData as string;
serve((task: CompileTask) => compileInto(cacheDir, task));
