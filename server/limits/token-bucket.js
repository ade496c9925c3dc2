// Per-client token buckets: each client (an address) may spend `burst` requests at once, and gets
// one back every `1 / rate` seconds. A bucket that is full again is forgotten, and at most
// `maxClients` are kept, so a flood of addresses cannot grow memory without bound (the oldest go).

/**
 * @typedef {{ rate: number, burst: number }} BucketLimit rate: tokens per second; burst: the bucket's size
 * @typedef {{ allowed: true } | { allowed: false, retryAfter: number }} Verdict retryAfter in whole seconds
 */

export class TokenBuckets {
  /** @param {BucketLimit} limit @param {{ maxClients?: number, now?: () => number }} [options] */
  constructor(limit, { maxClients = 100_000, now = () => performance.now() / 1000 } = {}) {
    this.limit = limit;
    this.maxClients = maxClients;
    this.now = now;
    /** @type {Map<string, { tokens: number, at: number }>} */
    this.buckets = new Map();
  }

  /** Takes one token for `key`; says when one will be there again when none is. @returns {Verdict} */
  take(/** @type {string} */ key) {
    const { rate, burst } = this.limit;
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(burst, bucket.tokens + (now - bucket.at) * rate) : burst;
    if (tokens < 1) {
      if (bucket) {
        bucket.tokens = tokens;
        bucket.at = now;
      }
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / rate)) };
    }
    // Re-inserted, so the map's order is least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxClients) this.sweep(now);
    return { allowed: true };
  }

  /** Forgets the buckets that have filled up again, then the oldest if still too many. */
  sweep(now = this.now()) {
    const { rate, burst } = this.limit;
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + (now - bucket.at) * rate >= burst) this.buckets.delete(key);
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxClients) break;
      this.buckets.delete(key);
    }
  }
}
