// The build's small files, held in memory: read once at start-up and answered from there, with the
// same headers, validators and rules as `send` gives the files read from disk (app.js), so that a
// client cannot tell the two apart: ETag and Last-Modified from the file's stat as send makes them,
// conditional requests (412, then 304 without the body's headers), one byte range (206) or an
// unsatisfiable one (416), HEAD. Pages and assets are small and asked for all the time: reading
// them from memory spares a stat, an open, a read and a close per request.
//
// The build is read-only while it is served (a new one is rolled out by starting a new process on
// it), so what was read at start-up stays true. Files over `maxFileBytes`, and any file once the
// total reaches `maxTotalBytes`, are left to be read from disk as before.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fresh from "fresh";
import parseRange from "range-parser";

/** Per file and in all, by default: the whole build is about 9 MB, in every encoding. */
export const defaultMaxFileBytes = 1024 * 1024;
export const defaultMaxTotalBytes = 64 * 1024 * 1024;

/**
 * One file's bytes and validators.
 * @typedef {{ body: Buffer, etag: string, lastModified: string }} HeldFile
 */

/**
 * A reader of files under `root` into memory, within the caps. `hold(file)` gives the file held, or
 * undefined when it is too big, the budget is spent, or it cannot be read (it is then served from
 * disk, which answers for it as it always did).
 * @param {string} root
 * @param {{ maxFileBytes?: number, maxTotalBytes?: number }} [caps]
 */
export function memoryHolder(
  root,
  { maxFileBytes = defaultMaxFileBytes, maxTotalBytes = defaultMaxTotalBytes } = {},
) {
  let total = 0;
  /** @param {string} file relative to root, with "/" separators @returns {HeldFile | undefined} */
  const hold = (file) => {
    try {
      const path = join(root, file);
      const stat = statSync(path);
      if (stat.size > maxFileBytes || total + stat.size > maxTotalBytes) return undefined;
      const body = readFileSync(path);
      // Changed between the stat and the read: not held, so never served with another file's validators.
      if (body.length !== stat.size) return undefined;
      total += body.length;
      return {
        body,
        // As send makes them (the `etag` package for a file's stat, and the stat's mtime).
        etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        lastModified: stat.mtime.toUTCString(),
      };
    } catch {
      return undefined;
    }
  };
  return { hold, held: () => total };
}

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
    if (ranges !== -2 && ranges.length === 1) {
      const [only] = ranges;
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
