// The build's files asked for most, held in memory within a byte budget and answered from there,
// with the same headers, validators and rules as `send` gives the files read from disk (app.js), so
// that a client cannot tell the two apart: ETag and Last-Modified from the file's stat as send makes
// them, conditional requests (412, then 304 without the body's headers), one byte range (206) or an
// unsatisfiable one (416), HEAD. Reading from memory spares a stat, an open, a read and a close per
// request.
//
// Which files: the least recently used go first once the budget is reached (an LRU by bytes), and a
// file is taken in only when it is asked for a second time, so a crawler reading every article once
// does not push out the pages and assets every reader asks for. Until it is held (or when it is over
// the per-file cap), a file is read from disk by send, as before. A build of thousands of articles in
// three languages and two encodings is far larger than what each process should keep; this keeps
// what is read most.
//
// The build is read-only while it is served (a new one is rolled out by starting a new process on
// it), so what was read stays true.
import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import fresh from "fresh";
import parseRange from "range-parser";

/** Per file and in all, per process, by default. */
export const defaultMaxFileBytes = 1024 * 1024;
export const defaultMaxTotalBytes = 64 * 1024 * 1024;

/**
 * One file's bytes and validators.
 * @typedef {{ body: Buffer, etag: string, lastModified: string }} HeldFile
 */

/**
 * The files of `root` held in memory, within the caps. `get(file)` gives the file when it is held
 * (and marks it as just used), or undefined: the file is then served from disk, and read into memory
 * in the background when this is its second request.
 * @param {string} root
 * @param {{ maxFileBytes?: number, maxTotalBytes?: number }} [caps]
 */
export function memoryCache(
  root,
  { maxFileBytes = defaultMaxFileBytes, maxTotalBytes = defaultMaxTotalBytes } = {},
) {
  /** @type {Map<string, HeldFile>} In the order of use, least recent first. */
  const held = new Map();
  /**
   * Asked for once and not held. The names come from the route map made at start-up (app.js), so
   * this is bounded by the build's own files.
   * @type {Set<string>}
   */
  const seen = new Set();
  /** Over the per-file cap: never worth reading again. @type {Set<string>} */
  const tooBig = new Set();
  /** @type {Map<string, Promise<void>>} */
  const loading = new Map();
  let total = 0;

  /** @param {string} file @param {HeldFile} entry */
  const admit = (file, entry) => {
    held.set(file, entry);
    total += entry.body.length;
    for (const [name, old] of held) {
      if (total <= maxTotalBytes) break;
      held.delete(name);
      total -= old.body.length;
      // Held before for being asked for: its next request takes it in again.
      seen.add(name);
    }
  };

  /** Reads `file` with the validators of its own stat, as send would make them. @param {string} file */
  const load = async (file) => {
    let handle;
    try {
      handle = await open(join(root, file), constants.O_RDONLY | constants.O_NOFOLLOW);
      const stat = await handle.stat();
      if (!stat.isFile() || stat.size > maxFileBytes || stat.size > maxTotalBytes) {
        tooBig.add(file);
        return;
      }
      const body = await handle.readFile();
      // Changed while it was read: not held, so never served with another file's validators.
      if (body.length !== stat.size) return;
      admit(file, {
        body,
        // As send makes them (the `etag` package for a file's stat, and the stat's mtime).
        etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        lastModified: stat.mtime.toUTCString(),
      });
    } catch {
      // Unreadable now: send answers for it from disk, as it always did.
    } finally {
      await handle?.close();
    }
  };

  return {
    /** @param {string} file relative to root, with "/" separators @returns {HeldFile | undefined} */
    get(file) {
      const entry = held.get(file);
      if (entry) {
        held.delete(file);
        held.set(file, entry);
        return entry;
      }
      if (tooBig.has(file) || loading.has(file)) return undefined;
      if (!seen.delete(file)) {
        seen.add(file);
        return undefined;
      }
      loading.set(
        file,
        load(file).finally(() => loading.delete(file)),
      );
      return undefined;
    },
    /** Whether `file` is held, without counting it as a use. @param {string} file */
    holds: (file) => held.has(file),
    /** The bytes held. */
    heldBytes: () => total,
    /** Resolves once every read under way has ended (for tests and measurements). */
    settled: async () => {
      await Promise.all(loading.values());
    },
  };
}

/** @typedef {ReturnType<typeof memoryCache>} MemoryCache */

const byteRanges = /^ *bytes=/;

/** Comma-separated entity tags, as send reads If-Match. @param {string} header */
const tokens = (header) =>
  header
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);

/**
 * Why a request's preconditions fail (If-Match, If-Unmodified-Since), as send decides it.
 * @param {import("node:http").IncomingHttpHeaders} headers @param {HeldFile} held
 */
function preconditionFails(headers, held) {
  const match = headers["if-match"];
  if (match) {
    return (
      match !== "*" &&
      tokens(match).every((tag) => tag !== held.etag && tag !== `W/${held.etag}` && `W/${tag}` !== held.etag)
    );
  }
  const unmodifiedSince = Date.parse(headers["if-unmodified-since"] ?? "");
  return !Number.isNaN(unmodifiedSince) && Date.parse(held.lastModified) > unmodifiedSince;
}

/** Whether a range request's If-Range still holds (as send: an entity tag, else a date). */
function rangeFresh(/** @type {string | undefined} */ ifRange, /** @type {HeldFile} */ held) {
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.includes(held.etag);
  return Date.parse(held.lastModified) <= Date.parse(ifRange);
}

/**
 * Answers `req` with `held`. Headers the caller set (Content-Type, Content-Encoding, Vary, Cache-
 * Control, the security headers) stay; on 412 and 416 it calls `refuse(status, contentRange)`, which
 * answers as the disk path's error handler does.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {HeldFile} held
 * @param {(status: 412 | 416, contentRange?: string) => void} refuse
 */
export function sendHeld(req, res, held, refuse) {
  const { headers } = req;
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Last-Modified", held.lastModified);
  res.setHeader("ETag", held.etag);

  if (
    headers["if-match"] ||
    headers["if-unmodified-since"] ||
    headers["if-none-match"] ||
    headers["if-modified-since"]
  ) {
    if (preconditionFails(headers, held)) return refuse(412);
    if (fresh(headers, { etag: held.etag, "last-modified": held.lastModified })) {
      for (const name of [
        "Content-Encoding",
        "Content-Language",
        "Content-Length",
        "Content-Range",
        "Content-Type",
      ])
        res.removeHeader(name);
      res.statusCode = 304;
      res.end();
      return;
    }
  }

  const size = held.body.length;
  let start = 0;
  let end = size - 1;
  const range = headers.range;
  if (range && byteRanges.test(range)) {
    const ranges = rangeFresh(/** @type {string | undefined} */ (headers["if-range"]), held)
      ? parseRange(size, range, { combine: true })
      : -2;
    if (ranges === -1) return refuse(416, `bytes */${size}`);
    // Malformed or several ranges: the whole file, as send does.
    const only = ranges !== -2 && ranges.length === 1 ? ranges[0] : undefined;
    if (only) {
      start = only.start;
      end = only.end;
      res.statusCode = 206;
      res.setHeader("Content-Range", `bytes ${start}-${end}/${size}`);
    }
  }
  res.setHeader("Content-Length", end - start + 1);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.end(start === 0 && end === size - 1 ? held.body : held.body.subarray(start, end + 1));
}
