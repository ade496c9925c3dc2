// The rate limits' token buckets in Redis (RATE_LIMIT_REDIS_URL), shared by every server behind a
// load balancer: three servers give a client one limit, not three. Each take is one Lua script run
// by Redis as a single step (read the bucket, refill it by the time passed, take a token, write it
// back), so two servers taking at once cannot both spend the last token. The time is Redis's own
// (TIME), so servers whose clocks disagree still refill alike. Redis 5 or later.
//
// While Redis cannot be reached (down, unreachable, or slower than a quarter of a second), each server
// limits on its own with in-memory buckets, as it does without Redis: a client then gets one limit
// per server instead of one in all. Neither open (a paid model behind /api/ask is never unlimited)
// nor closed (the help centre's machine interfaces do not go down with a cache). It says so in its
// log once when Redis goes away and once when it is back; what a client sent is never logged.
import { createHash } from "node:crypto";
import { createClient } from "@redis/client";
import { TokenBuckets } from "./token-bucket.js";

/** @typedef {import("./token-bucket.js").BucketLimit} BucketLimit */
/** @typedef {import("./token-bucket.js").Verdict} Verdict */

/**
 * How long a take may wait for Redis before this server decides with its own buckets (ms), by
 * default: a request never waits on Redis longer than this. A bucket update is a few microseconds of
 * Redis's time.
 */
export const defaultCommandTimeoutMs = 250;
/** How long one connection attempt may take (ms). */
const connectTimeoutMs = 1000;
/** Reconnection: 100 ms after the first failure, doubling, then every 2 s for as long as it takes. */
const reconnectDelayMs = (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000);

/** Keys of the buckets: `lumi:rate:<limit name>:<client address>`. */
const keyPrefix = "lumi:rate:";

/**
 * KEYS[1]: a client's bucket (a hash: tokens, at); ARGV[1]: tokens per second; ARGV[2]: the bucket's
 * size. Returns {1, 0} when a token was taken, else {0, whole seconds until there is one}. A bucket
 * expires once it would be full again, as the in-memory buckets forget theirs.
 */
const takeScript = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call("TIME")
local now = tonumber(time[1]) + tonumber(time[2]) / 1000000
local bucket = redis.call("HMGET", KEYS[1], "tokens", "at")
local tokens = burst
if bucket[1] and bucket[2] then
  tokens = math.min(burst, tonumber(bucket[1]) + math.max(0, now - tonumber(bucket[2])) * rate)
end
local allowed = tokens >= 1
if allowed then tokens = tokens - 1 end
redis.call("HSET", KEYS[1], "tokens", tostring(tokens), "at", tostring(now))
redis.call("PEXPIRE", KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
if allowed then return {1, 0} end
return {0, math.max(1, math.ceil((1 - tokens) / rate))}
`;
const takeSha = createHash("sha1").update(takeScript).digest("hex");

/** @typedef {(level: "info" | "warn", message: string, fields?: Record<string, string>) => void} Log */

/** One JSON line on stderr, as the rest of the server logs. @type {Log} */
const logLine = (level, message, fields = {}) => {
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, pid: process.pid, message, ...fields })}\n`,
  );
};

/**
 * `promise`, or a rejection once `commandTimeoutMs` have passed. The client's own command timeout
 * covers only a command waiting to be written, not one Redis never answers (a hung server).
 *
 * The deadline is judged after reading what has arrived: an event loop runs its due timers before
 * it reads its sockets, so a process kept busy past the deadline (a loaded machine) would otherwise
 * blame Redis for an answer that came in on time and lies unread. The rejection therefore waits for
 * the loop's next check phase (setImmediate), which comes after that read.
 * @template T @param {Promise<T>} promise @param {number} commandTimeoutMs @returns {Promise<T>}
 */
const withinTimeout = (promise, commandTimeoutMs) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => setImmediate(() => reject(new Error(`Redis did not answer within ${commandTimeoutMs} ms`))),
      commandTimeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (/** @type {unknown} */ error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * Buckets for each limit by name, kept in the Redis at `url`, with this server's own in-memory
 * buckets while Redis cannot be reached.
 * @param {string} url a redis:// or rediss:// URL (a password in it is never logged)
 * @param {Record<string, BucketLimit>} limits
 * @param {{ log?: Log, commandTimeoutMs?: number }} [options] log: where the state of Redis is said
 * (tests listen); commandTimeoutMs: see defaultCommandTimeoutMs
 */
export function redisBuckets(
  url,
  limits,
  { log = logLine, commandTimeoutMs = defaultCommandTimeoutMs } = {},
) {
  const local = new Map(Object.entries(limits).map(([name, limit]) => [name, new TokenBuckets(limit)]));
  const client = createClient({
    url,
    // A command sent while disconnected fails at once rather than waiting for a reconnection.
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: reconnectDelayMs },
  });

  /** Whether the buckets are shared through Redis now; undefined until the first connection ends one way. */
  let shared = /** @type {boolean | undefined} */ (undefined);
  const up = () => {
    if (shared === true) return;
    log(
      "info",
      shared === false
        ? "rate limits: Redis is back; the buckets are shared again"
        : "rate limits: buckets shared through Redis",
    );
    shared = true;
  };
  const down = (/** @type {unknown} */ error) => {
    if (shared === false) return;
    shared = false;
    log("warn", "rate limits: Redis unreachable; each server limits on its own until it is back", {
      error: error instanceof Error ? error.message : String(error),
    });
  };
  // Connection errors come here (without a listener they would end the process); the client keeps
  // reconnecting on its own.
  client.on("error", down);
  client.on("ready", () => {
    // The script is loaded on every connection (Redis may have restarted empty), ahead of any take
    // on it: a take then costs one round trip, never a NOSCRIPT and a second one.
    client.scriptLoad(takeScript).catch(() => {
      // A take loads it itself (EVAL after NOSCRIPT).
    });
    up();
  });
  let closed = false;
  // The connection starts once the caller's synchronous work is done. Its timeout runs on this
  // process's clock, and the timers phase comes before the sockets are read: a start-up that keeps
  // the process busy past connectTimeoutMs right after this call (a cluster's primary forking its
  // workers on a loaded machine) would fail a connection Redis had accepted at once, and say Redis
  // was unreachable.
  const connecting = new Promise((resolve) => setImmediate(resolve))
    .then(() => (closed ? undefined : client.connect()))
    .catch((/** @type {unknown} */ error) => {
      if (!closed) down(error);
    });

  /** The script by its digest; loaded by EVAL the first time, or again after Redis restarted empty. */
  const run = async (/** @type {string} */ key, /** @type {BucketLimit} */ limit) => {
    const options = { keys: [key], arguments: [String(limit.rate), String(limit.burst)] };
    try {
      return await client.evalSha(takeSha, options);
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith("NOSCRIPT"))) throw error;
      return await client.eval(takeScript, options);
    }
  };

  // While Redis is connected but not answering (hung, or too slow), takes do not wait for it: one
  // PING at a time asks whether it answers again, and its answer shares the buckets once more.
  let probing = false;
  const probe = () => {
    if (probing || !client.isReady) return;
    probing = true;
    client
      .ping()
      .then(up, () => {
        // Still not answering: the next take asks again.
      })
      .finally(() => (probing = false));
  };

  return {
    /** @param {string} name @param {string} key the client's address @returns {Promise<Verdict>} */
    async take(name, key) {
      const own = local.get(name);
      const limit = limits[name];
      if (!own || !limit) return { allowed: true };
      if (!client.isReady) return own.take(key);
      if (shared === false) {
        probe();
        return own.take(key);
      }
      try {
        const reply = await withinTimeout(run(`${keyPrefix}${name}:${key}`, limit), commandTimeoutMs);
        up();
        const [allowed, retryAfter] = Array.isArray(reply) ? reply.map(Number) : [];
        if (allowed === 1) return { allowed: true };
        if (allowed === 0 && retryAfter) return { allowed: false, retryAfter };
        throw new Error("unexpected reply from the rate limit script");
      } catch (error) {
        down(error);
        return own.take(key);
      }
    },
    /** Closes the connection, or stops trying to make one (tests, shutdown). */
    async close() {
      closed = true;
      if (client.isOpen) client.destroy();
      await connecting;
    },
  };
}
