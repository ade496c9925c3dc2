// The rate limits shared by every worker process of the cluster: the buckets live in the primary
// process, and a worker asks it over the cluster's IPC channel before serving a limited request.
// Without a cluster (WORKERS=1, or a handler made in a test) the buckets live in the process itself.
import cluster from "node:cluster";
import { TokenBuckets } from "./token-bucket.js";

/** @typedef {import("./token-bucket.js").BucketLimit} BucketLimit */
/** @typedef {import("./token-bucket.js").Verdict} Verdict */

const channel = "lumi:rate-limit";
/**
 * How long a worker waits for the primary's verdict before deciding with its own buckets. The primary
 * does nothing else, so only a machine in trouble makes it this slow.
 */
const primaryTimeoutMs = 5000;

/**
 * In the primary: answers the workers' questions with one set of buckets per limit name.
 * @param {Record<string, BucketLimit>} limits
 */
export function serveRateLimitsFromPrimary(limits) {
  const buckets = new Map(Object.entries(limits).map(([name, limit]) => [name, new TokenBuckets(limit)]));
  cluster.on("message", (worker, message) => {
    if (message?.type !== channel) return;
    const bucket = buckets.get(message.limit);
    /** @type {Verdict} */
    const verdict = bucket ? bucket.take(String(message.key)) : { allowed: true };
    if (worker.isConnected()) worker.send({ type: channel, id: message.id, verdict });
  });
}

/**
 * A limiter for this process: `take(name, key)` resolves with the verdict of the limit `name` for
 * client `key`, from the primary's buckets when this is a worker, else from its own.
 * @param {Record<string, BucketLimit>} limits
 */
export function createRateLimiter(limits) {
  const local = new Map(Object.entries(limits).map(([name, limit]) => [name, new TokenBuckets(limit)]));
  const viaPrimary = cluster.isWorker && typeof process.send === "function";
  /** @type {Map<number, (verdict: Verdict) => void>} */
  const waiting = new Map();
  let next = 0;
  if (viaPrimary)
    process.on("message", (/** @type {any} */ message) => {
      if (message?.type !== channel) return;
      waiting.get(message.id)?.(message.verdict);
      waiting.delete(message.id);
    });
  return {
    /** @param {string} name @param {string} key @returns {Promise<Verdict>} */
    take(name, key) {
      const own = local.get(name);
      if (!own) return Promise.resolve({ allowed: true });
      if (!viaPrimary) return Promise.resolve(own.take(key));
      const id = next++;
      return new Promise((resolve) => {
        // A primary too busy to answer in time: this worker's own buckets decide (still a limit).
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(own.take(key));
        }, primaryTimeoutMs);
        waiting.set(id, (verdict) => {
          clearTimeout(timer);
          resolve(verdict);
        });
        process.send?.({ type: channel, id, limit: name, key });
      });
    },
  };
}
