// Where the rate limits' buckets live: in Redis when RATE_LIMIT_REDIS_URL is set (shared by every
// server, redis-buckets.js), else in this process's memory (shared by the workers of one machine
// through the cluster's primary, cluster.js).
import { redisBuckets } from "./redis-buckets.js";
import { TokenBuckets } from "./token-bucket.js";

/** @typedef {import("./token-bucket.js").BucketLimit} BucketLimit */
/** @typedef {import("./token-bucket.js").Verdict} Verdict */

/**
 * @typedef {{
 *   take: (name: string, key: string) => Promise<Verdict>,
 *   close: () => Promise<void>,
 * }} BucketStore take: the verdict of limit `name` for client `key`; an unknown limit allows
 */

/**
 * @param {Record<string, BucketLimit>} limits
 * @returns {BucketStore}
 */
export function memoryBuckets(limits) {
  const buckets = new Map(Object.entries(limits).map(([name, limit]) => [name, new TokenBuckets(limit)]));
  return {
    take: async (name, key) => buckets.get(name)?.take(key) ?? { allowed: true },
    close: () => Promise.resolve(),
  };
}

/**
 * @param {Record<string, BucketLimit>} limits
 * @param {NodeJS.ProcessEnv} env
 * @returns {BucketStore}
 */
export function bucketStore(limits, env) {
  const url = env.RATE_LIMIT_REDIS_URL?.trim();
  return url ? redisBuckets(url, limits) : memoryBuckets(limits);
}
