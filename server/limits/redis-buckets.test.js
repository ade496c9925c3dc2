// The rate limits shared through a real Redis: two stores stand for two servers behind a load
// balancer. One limit for a client across both, even when they take at the same moment; Redis
// killed or hanging mid-run: every take still answers, each server limits on its own and says so
// once; Redis back: shared again, and said once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, redisUnavailable, startRedis } from "../../tests/support/redis-server.js";
import { redisBuckets } from "./redis-buckets.js";

const skip = redisUnavailable();
if (skip) console.warn(`Skipping the Redis rate limit tests: ${skip}`);

/** Polls `check` until it holds (a busy machine may take a while to reconnect). */
async function eventually(/** @type {() => boolean} */ check, what = "the condition", timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A busy machine may take seconds to start Redis or to reconnect: nothing here is timed.
describe.skipIf(skip)("rate limits in Redis", { timeout: 120_000 }, () => {
  const burst = 5;
  // One token back a minute: nothing refills while a test runs.
  const limits = { mcp: { rate: 1 / 60, burst } };
  /** @type {Awaited<ReturnType<typeof startRedis>>} */
  let redis;
  /** @type {{ store: ReturnType<typeof redisBuckets>, said: string[] }[]} */
  const servers = [];
  const said = (/** @type {number} */ server, /** @type {string} */ words) =>
    servers[server]?.said.filter((message) => message.includes(words)).length ?? 0;
  /** `count` takes for client `key`, spread over both servers and all sent at once. */
  const takeAtOnce = (/** @type {string} */ key, /** @type {number} */ count) =>
    Promise.all(
      Array.from({ length: count }, (_, index) => servers[index % servers.length]?.store.take("mcp", key)),
    );
  const allowed = (/** @type {({ allowed: boolean } | undefined)[]} */ verdicts) =>
    verdicts.filter((verdict) => verdict?.allowed).length;

  beforeAll(async () => {
    redis = await startRedis();
    for (let index = 0; index < 2; index++) {
      /** @type {string[]} */
      const messages = [];
      const store = redisBuckets(redis.url, limits, {
        // Four times the server's default: a test machine's pauses must not pass for a hung Redis.
        commandTimeoutMs: 1000,
        log: (_level, message, fields = {}) => messages.push(`${message} ${JSON.stringify(fields)}`),
      });
      servers.push({ store, said: messages });
    }
    await eventually(
      () => servers.every((_, index) => said(index, "shared through Redis") === 1),
      "both connected",
    );
  }, 120_000);

  afterAll(async () => {
    for (const { store } of servers) await store.close();
    await redis?.kill();
  });

  it("gives a client one limit across two servers, even when they take at the same moment", async () => {
    const verdicts = await takeAtOnce("203.0.113.7", 40);
    expect(allowed(verdicts)).toBe(burst);
    for (const verdict of verdicts)
      if (verdict && !verdict.allowed) expect(verdict.retryAfter).toBeGreaterThanOrEqual(1);
    // Another client has its own bucket.
    expect(allowed(await takeAtOnce("203.0.113.8", 2))).toBe(2);
    // An unknown limit allows.
    expect(await servers[0]?.store.take("other", "203.0.113.7")).toEqual({ allowed: true });
  });

  it("when Redis is killed: every take still answers, each server limits on its own, and says so once", async () => {
    await redis.kill();
    const verdicts = await takeAtOnce("198.51.100.1", 40);
    // Neither open nor shut: the limit of each server, on its own.
    expect(allowed(verdicts)).toBe(burst * servers.length);
    expect(allowed(await takeAtOnce("198.51.100.1", 4))).toBe(0);
    for (const [index] of servers.entries()) {
      expect(said(index, "Redis unreachable"), servers[index]?.said.join("\n")).toBe(1);
      // What a client sent (its address) is never in the log.
      expect(servers[index]?.said.join("\n")).not.toContain("198.51.100.1");
    }
  });

  it("when Redis is back: shared again, said once", async () => {
    await redis.start();
    await eventually(() => servers.every((_, index) => said(index, "Redis is back") === 1), "reconnection");
    expect(allowed(await takeAtOnce("198.51.100.2", 20))).toBe(burst);
    for (const [index] of servers.entries()) expect(said(index, "Redis unreachable")).toBe(1);
  });

  it("when Redis hangs: a take does not wait for it, and sharing resumes when it answers again", async () => {
    redis.pause();
    try {
      // Without a command timeout these would wait as long as Redis hangs: the test would time out.
      const verdicts = await takeAtOnce("192.0.2.1", 2 * burst + 4);
      expect(allowed(verdicts)).toBe(burst * servers.length);
      for (const [index] of servers.entries()) expect(said(index, "Redis unreachable")).toBe(2);
    } finally {
      redis.resume();
    }
    await eventually(() => {
      void takeAtOnce("192.0.2.2", 2);
      return servers.every((_, index) => said(index, "Redis is back") === 2);
    }, "answers after the pause");
    expect(allowed(await takeAtOnce("192.0.2.3", 20))).toBe(burst);
  });
});

describe("rate limits with a Redis never reached", { timeout: 120_000 }, () => {
  it("limit on their own from the first request, say so once, and close", async () => {
    // A port nothing listens on: every connection attempt is refused.
    const url = `redis://127.0.0.1:${await freePort()}`;
    /** @type {string[]} */
    const said = [];
    const store = redisBuckets(
      url,
      { ask: { rate: 1 / 60, burst: 2 } },
      { log: (_level, message) => void said.push(message) },
    );
    const verdicts = [];
    for (let index = 0; index < 4; index++) verdicts.push(await store.take("ask", "203.0.113.9"));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false, false]);
    await eventually(() => said.length > 0, "the log line");
    // Reconnection attempts go on (every 2 s at most) without another line.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(said).toEqual(["rate limits: Redis unreachable; each server limits on its own until it is back"]);
    await store.close();
  });
});

/** Keeps this process busy, as a loaded machine or a start-up's synchronous work does. */
const busyFor = (/** @type {number} */ ms) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // Nothing: the event loop is held.
  }
};

// A process held busy is not a Redis that failed: its timers fire before its sockets are read, so a
// deadline that passed during the pause must not blame Redis for what arrived in time.
describe.skipIf(skip)("rate limits in Redis, from a busy process", { timeout: 120_000 }, () => {
  /** @type {Awaited<ReturnType<typeof startRedis>>} */
  let redis;
  beforeAll(async () => {
    redis = await startRedis();
  }, 120_000);
  afterAll(async () => {
    redis?.resume();
    await redis?.kill();
  });

  it("connects when the start-up that created the store keeps the process busy past the connection's timeout", async () => {
    /** @type {string[]} */
    const said = [];
    const store = redisBuckets(
      redis.url,
      { mcp: { rate: 1 / 60, burst: 2 } },
      {
        log: (_level, message) => void said.push(message),
      },
    );
    // A cluster's primary forks its workers right after creating the store (connectTimeoutMs is 1 s).
    busyFor(1500);
    try {
      await eventually(() => said.length > 0, "the log line");
      expect(said).toEqual(["rate limits: buckets shared through Redis"]);
    } finally {
      await store.close();
    }
  });

  it("takes an answer that came in while the process was busy past the command's timeout", async () => {
    /** @type {string[]} */
    const said = [];
    const store = redisBuckets(
      redis.url,
      { mcp: { rate: 1 / 60, burst: 2 } },
      {
        log: (_level, message) => void said.push(message),
      },
    );
    try {
      await eventually(() => said.length > 0, "the connection");
      // Redis holds the command, sent at once, until the process is busy (so no answer is read
      // before), then answers during the pause, long before it ends; the deadline (250 ms) passes
      // meanwhile.
      redis.pause();
      const verdict = store.take("mcp", "203.0.113.20");
      setTimeout(() => {
        redis.resume();
        busyFor(1500);
      }, 50);
      expect(await verdict).toEqual({ allowed: true });
      expect(said).toEqual(["rate limits: buckets shared through Redis"]);
    } finally {
      await store.close();
    }
  });
});
