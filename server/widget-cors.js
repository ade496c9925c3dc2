// The embeddable help widget runs on the product's pages, another origin: the browser lets it read
// the help centre's files and ask its assistant only where the response names that origin. The
// operator lists the origins allowed (WIDGET_ORIGINS, exact origins separated by commas); only
// what the widget reads is shared with them (the loader, the fingerprinted assets, the articles'
// Markdown, the assistant's status and answers), and no credentials ever.

/**
 * The origins the operator allows, from `WIDGET_ORIGINS` (`https://app.example.com,https://…`); a
 * value that is not an origin (a path, a wildcard, a typo) stops the server rather than be guessed at.
 * @param {string | undefined} value
 * @returns {Set<string>}
 */
export function widgetOrigins(value) {
  const origins = new Set();
  for (const item of (value ?? "").split(",")) {
    const origin = item.trim();
    if (!origin) continue;
    let parsed;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol))
      throw new Error(
        `WIDGET_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path, no slash)`,
      );
    origins.add(origin);
  }
  return origins;
}

/** The files the widget reads: the loader, the fingerprinted assets, the articles' Markdown exports. */
export const isWidgetFile = (/** @type {string} */ pathname) =>
  pathname === "/widget.js" ||
  pathname === "/widget.mjs" ||
  pathname.startsWith("/assets/") ||
  pathname.endsWith(".md");

/** The service paths the widget calls. */
export const isWidgetService = (/** @type {string} */ pathname) =>
  pathname === "/api/ask" || pathname === "/api/status";

/**
 * A request's `Origin` when it is another site's (a same-origin request may carry its own origin,
 * which is no cross-origin use); undefined for none or the help centre's own. Behind a proxy that
 * passes on the host without its port, the browser's own `Sec-Fetch-Site` still says same-origin.
 * @param {import("node:http").IncomingMessage} req
 */
export function foreignOrigin(req) {
  const origin = req.headers.origin;
  if (!origin) return undefined;
  if (req.headers["sec-fetch-site"] === "same-origin") return undefined;
  try {
    return new URL(origin).host === req.headers.host ? undefined : origin;
  } catch {
    return origin;
  }
}

/**
 * Adds the CORS headers to a response for `origin` when it is allowed; says whether it was.
 * @param {import("node:http").ServerResponse} res @param {Set<string>} allowed @param {string} origin
 */
export function allowOrigin(res, allowed, origin) {
  if (!allowed.has(origin)) return false;
  res.setHeader("Access-Control-Allow-Origin", origin);
  appendVary(res, "Origin");
  return true;
}

/** @param {import("node:http").ServerResponse} res @param {string} name */
export function appendVary(res, name) {
  const current = res.getHeader("Vary");
  const names = current ? String(current).split(/\s*,\s*/) : [];
  if (!names.includes(name)) res.setHeader("Vary", [...names, name].join(", "));
}
