// Small pieces the machine interfaces (/api/ask, /mcp) share: security headers, short JSON or text
// answers, and reading a request body no larger than a cap.

/** @param {import("node:http").ServerResponse} res */
export function apiHeaders(res) {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
}

/**
 * A short JSON answer: `{"error": message}` with the status, and any extra headers.
 * @param {import("node:http").ServerResponse} res @param {number} status @param {string} message
 * @param {Record<string, string | number>} [headers]
 */
export function jsonError(res, status, message, headers = {}) {
  sendJson(res, status, { error: message }, headers);
}

/**
 * A whole JSON answer with the machine interfaces' headers (no body for HEAD).
 * @param {import("node:http").ServerResponse} res @param {number} status @param {unknown} value
 * @param {Record<string, string | number>} [headers]
 */
export function sendJson(res, status, value, headers = {}) {
  const body = JSON.stringify(value);
  res.statusCode = status;
  apiHeaders(res);
  for (const [name, header] of Object.entries(headers)) res.setHeader(name, header);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(res.req?.method === "HEAD" ? undefined : body);
}

export class BodyTooLarge extends Error {
  /** @override */
  name = "BodyTooLarge";
}

/**
 * The request's body as text, refused past `maxBytes` (by its Content-Length at once, or as it
 * arrives); rejects when the client goes away before sending it all.
 * @param {import("node:http").IncomingMessage} req @param {number} maxBytes @returns {Promise<string>}
 */
export function readBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) {
      reject(new BodyTooLarge());
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const fail = (/** @type {Error} */ error) => {
      req.removeAllListeners("data");
      req.resume();
      reject(error);
    };
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) fail(new BodyTooLarge());
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("aborted", () => fail(new Error("client went away")));
    req.on("error", fail);
  });
}

/** Whether the request says its body is JSON (`application/json`, any parameters). */
export function isJson(/** @type {import("node:http").IncomingMessage} */ req) {
  return /^application\/json\s*(?:;|$)/i.test(req.headers["content-type"] ?? "");
}
