// The production server's request handler: the pre-rendered build served by sirv, with security
// headers on every response, long caching for fingerprinted assets, revalidation for pages,
// pre-compressed brotli/gzip, and the not-found page (status 404) for anything that is not a page.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sirv from "sirv";

/** Paths that exist in the build but are not pages of their own. */
const notPages = /^\/(?:en\/)?404(?:\/|\/index\.html)?$|^\/__spa-fallback\.html$/;

/** Policy for responses that are not pages (no inline script may run in them). */
const defaultPolicy = "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/**
 * @param {{ buildDir: string, hsts?: boolean }} options buildDir: the build folder (holding client/ and security/)
 */
export function createHandler({ buildDir, hsts = false }) {
  const root = resolve(buildDir, "client");
  const notFoundPage = {
    pt: readFileSync(join(root, "404", "index.html")),
    en: readFileSync(join(root, "en", "404", "index.html")),
  };
  const policyFile = join(buildDir, "security", "csp.json");
  /** @type {Record<string, string>} */
  const policies = existsSync(policyFile) ? JSON.parse(readFileSync(policyFile, "utf8")) : {};

  /** @param {import("node:http").ServerResponse} res @param {string} policy */
  const secure = (res, policy) => {
    res.setHeader("Content-Security-Policy", policy);
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };

  const statics = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith("/assets/")) {
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      } else {
        // Pages and other files keep their URL across builds: always revalidate (ETag, 304).
        res.setHeader("Cache-Control", "no-cache");
      }
      // sirv passes the request's path; a page's policy is keyed by the index.html it serves.
      const page = policies[pathname] ?? policies[`${pathname.replace(/\/$/, "")}/index.html`];
      if (page) res.setHeader("Content-Security-Policy", page);
    },
  });

  /** @param {import("node:http").ServerResponse} res */
  const send = (res, status, body, type) => {
    res.statusCode = status;
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(res.req.method === "HEAD" ? undefined : body);
  };

  return (
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
  ) => {
    secure(res, defaultPolicy);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      send(res, 405, "Method Not Allowed\n", "text/plain; charset=utf-8");
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      send(res, 400, "Bad Request\n", "text/plain; charset=utf-8");
      return;
    }
    if (pathname === "/health") {
      res.setHeader("Cache-Control", "no-store");
      send(res, 200, "ok\n", "text/plain; charset=utf-8");
      return;
    }
    const notFound = () => {
      const lang = pathname === "/en" || pathname.startsWith("/en/") ? "en" : "pt";
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader(
        "Content-Security-Policy",
        policies[lang === "en" ? "/en/404/index.html" : "/404/index.html"] ?? defaultPolicy,
      );
      send(res, 404, notFoundPage[lang], "text/html; charset=utf-8");
    };
    // A Range the file server would choke on (start after end, several ranges, junk) is ignored,
    // as HTTP allows: the whole file is sent.
    const range = req.headers.range;
    if (range !== undefined) {
      const match = /^bytes=(\d+)-(\d*)$/.exec(range);
      if (!match || (match[2] !== "" && Number(match[2]) < Number(match[1]))) delete req.headers.range;
    }
    if (pathname.includes("\0") || notPages.test(pathname)) {
      notFound();
      return;
    }
    statics(req, res, notFound);
  };
}
