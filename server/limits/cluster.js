// The rate limits shared by every worker process of the cluster: the buckets live in the primary
// process (in its memory, or in Redis through its one connection: store.js), and a worker asks it
// over the cluster's IPC channel before serving a limited request. Without a cluster (WORKERS=1, or
// a handler made in a test) the process keeps the store itself.
import cluster from "node:cluster";
import { bucketStore } from "./store.js";
import { TokenBuckets } from "./token-bucket.js";

/** @typedef {import("./token-bucket.js").BucketLimit} BucketLimit */
/** @typedef {import("./token-bucket.js").Verdict} Verdict */
/** @typedef {import("./store.js").BucketStore} BucketStore */

const channel = "lumi:rate-limit";
/**
 * How long a worker waits for the primary's verdict before deciding with its own buckets. The primary
 * does nothing else (and gives Redis at most a quarter of a second), so only a machine in trouble
 * makes it this slow.
 */
const primaryTimeoutMs = 5000;

/**
 * @typedef {{ type: typeof channel, id: number, limit: string, key: string }} Question
 * @typedef {{ type: typeof channel, id: number, verdict: Verdict }} Answer
 */

/** @param {unknown} message @returns {message is Record<string, unknown>} */
const ours = (message) =>
  typeof message === "object" &&
  message !== null &&
  /** @type {{ type?: unknown }} */ (message).type === channel;

/**
 * In the primary: answers the workers' questions from `store`.
 * @param {BucketStore} store
 */
export function serveRateLimitsFromPrimary(store) {
  cluster.on("message", (worker, /** @type {unknown} */ message) => {
    if (!ours(message)) return;
    const { id, limit, key } = message;
    void store.take(String(limit), String(key)).then((verdict) => {
      /** @type {Answer} */
      const answer = { type: channel, id: Number(id), verdict };
      if (worker.isConnected()) worker.send(answer);
    });
  });
}

/**
 * A limiter for this process: `take(name, key)` resolves with the verdict of the limit `name` for
 * client `key`, from the primary when this is a worker, else from its own store (see store.js).
 * @param {Record<string, BucketLimit>} limits
 * @param {NodeJS.ProcessEnv} [env]
 */
export function createRateLimiter(limits, env = process.env) {
  const viaPrimary = cluster.isWorker && typeof process.send === "function";
  if (!viaPrimary) return bucketStore(limits, env);
  // Used only when the primary does not answer in time: this worker's own buckets decide (still a limit).
  const local = new Map(Object.entries(limits).map(([name, limit]) => [name, new TokenBuckets(limit)]));
  /** @type {Map<number, (verdict: Verdict) => void>} */
  const waiting = new Map();
  let next = 0;
  process.on("message", (/** @type {unknown} */ message) => {
    if (!ours(message)) return;
    const id = Number(message.id);
    waiting.get(id)?.(/** @type {Verdict} */ (message.verdict));
    waiting.delete(id);
  });
  return {
    /** @param {string} name @param {string} key @returns {Promise<Verdict>} */
    take(name, key) {
      const own = local.get(name);
      if (!own) return Promise.resolve({ allowed: true });
      const id = next++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(own.take(key));
        }, primaryTimeoutMs);
        waiting.set(id, (verdict) => {
          clearTimeout(timer);
          resolve(verdict);
        });
        /** @type {Question} */
        const question = { type: channel, id, limit: name, key };
        process.send?.(question);
      });
    },
    close: () => Promise.resolve(),
  };
}
