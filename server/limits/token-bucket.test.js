import { describe, expect, it } from "vitest";
import { TokenBuckets } from "./token-bucket.js";

describe("TokenBuckets", () => {
  it("lets a burst through, then one request per refill, saying when to come back", () => {
    let now = 0;
    const buckets = new TokenBuckets({ rate: 0.5, burst: 3 }, { now: () => now });
    for (let index = 0; index < 3; index++) expect(buckets.take("a")).toEqual({ allowed: true });
    expect(buckets.take("a")).toEqual({ allowed: false, retryAfter: 2 });
    // Another client has its own bucket.
    expect(buckets.take("b")).toEqual({ allowed: true });
    now = 1;
    expect(buckets.take("a")).toEqual({ allowed: false, retryAfter: 1 });
    now = 2.1;
    expect(buckets.take("a")).toEqual({ allowed: true });
    expect(buckets.take("a").allowed).toBe(false);
  });

  it("keeps at most maxClients buckets, forgetting full ones first, then the oldest", () => {
    let now = 0;
    const buckets = new TokenBuckets({ rate: 1, burst: 2 }, { maxClients: 3, now: () => now });
    buckets.take("old");
    buckets.take("old");
    now = 0.1;
    for (const key of ["a", "b", "c"]) buckets.take(key);
    expect(buckets.buckets.size).toBeLessThanOrEqual(3);
    expect(buckets.buckets.has("old")).toBe(false);
    // A forgotten client starts with a full bucket again.
    expect(buckets.take("old")).toEqual({ allowed: true });
  });
});
