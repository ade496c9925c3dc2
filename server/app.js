// The production server's request handler: the pre-rendered build, served file by file through
// `send` (Express's file sender: ranges, conditional requests, and a file stream that is closed
// when the client goes away), with pre-compressed variants chosen by `negotiator` (q-values),
// security headers and each page's own Content-Security-Policy on every response that stands for
// a page (200, 304, HEAD, 404), long caching for fingerprinted assets, revalidation for the rest.
//
// The files asked for most are held in memory, within a byte budget, and answered from there by
// memory-files.js with the same headers and rules; the others are streamed from disk by send.
//
// What is served is decided once, at start-up, from the build folder: a map of URL paths to the
// regular files under build/client/. Nothing else can be reached: no symlink (they are left out of
// the map), no path outside the folder, no folder, no file added later. The build is read-only while
// it is served: a new one is rolled out by starting a new process on it (deploy/README.md).
import { constants, readFileSync, readdirSync } from "node:fs";
import { open } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import Negotiator from "negotiator";
import send from "send";
import { memoryCache, sendHeld } from "./memory-files.js";
import { allowOrigin, appendVary, foreignOrigin, isWidgetFile } from "./widget-cors.js";

/** Policy for responses that are not pages (no inline script may run in them). */
const defaultPolicy = "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/** Content types, as deploy/nginx.conf declares them, so both servers label files alike. */
const types = /** @type {Record<string, string>} */ ({
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "application/javascript; charset=utf-8",
  mjs: "application/javascript; charset=utf-8",
  json: "application/json; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  xml: "application/xml",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  png: "image/png",
  ico: "image/x-icon",
});

/**
 * Files whose name, not only their extension, decides their type: the OpenSearch descriptions
 * (`/opensearch.xml`, `/en/opensearch.xml`), which browsers take only with their own type.
 */
const typesByName = /** @type {Record<string, string>} */ ({
  "opensearch.xml": "application/opensearchdescription+xml",
});

/** Encodings the build writes beside text files, best first, and the suffix of each. */
const encodings = /** @type {const} */ (["br", "gzip", "identity"]);
/** @typedef {(typeof encodings)[number]} Encoding */
const suffix = { br: ".br", gzip: ".gz" };

/**
 * The one kind of asset whose name stays while its content changes: each language's search entry
 * (pipeline/search-entry-name.ts `isSearchEntry`, the same pattern), revalidated as pages are.
 */
const revalidatedAsset = /^assets\/search-[a-z]+-entry\.[\w-]+\.json$/;

/**
 * One servable file.
 * @typedef {{
 *   file: string,
 *   type: string,
 *   cacheControl: string,
 *   policy: string,
 *   variants: Partial<Record<"br" | "gzip", string>>,
 * }} Entry
 */

/**
 * Regular files under `dir`, relative to it with "/" separators; symlinks are left out.
 * @param {string} dir @param {string} [base] @returns {string[]}
 */
function regularFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return regularFiles(path, base);
    return entry.isFile() ? [relative(base, path).split(sep).join("/")] : [];
  });
}

/**
 * @param {{
 *   buildDir: string,
 *   hsts?: boolean,
 *   memory?: { maxFileBytes?: number, maxTotalBytes?: number } | import("./memory-files.js").MemoryCache,
 *   services?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean,
 *   widgetOrigins?: Set<string>,
 * }} options
 * buildDir: the build folder (holding client/ and security/); widgetOrigins: the origins allowed to read the embedded widget's files (WIDGET_ORIGINS); memory: the caps on what is held in
 * memory, or the cache itself (a test's, to see what it holds); services: the machine interfaces (server/services.js), which answer their own paths
 * before the files are looked at
 */
export function createHandler({ buildDir, hsts = false, memory, services, widgetOrigins = new Set() }) {
  const root = resolve(buildDir, "client");
  // Written by `npm run build`; without it every page's inline scripts would be blocked.
  /** @type {Record<string, string>} */
  const policies = JSON.parse(readFileSync(join(buildDir, "security", "csp.json"), "utf8"));

  // The language table as the build wrote it (pipeline/server-knowledge.ts): each language's URL
  // prefix, the default language's empty, for the not-found page of the path's language.
  /** @type {{ code: string, prefix: string }[]} */
  const languages = JSON.parse(readFileSync(join(buildDir, "server", "languages.json"), "utf8"));
  const notFoundFolder = (/** @type {string} */ prefix) => `${prefix.slice(1)}${prefix ? "/" : ""}404/`;
  /** The not-found pages are only ever sent with status 404. */
  const notPages = languages.map(({ prefix }) => notFoundFolder(prefix));

  const files = new Set(regularFiles(root));
  const cache = memory && "get" in memory ? memory : memoryCache(root, memory);
  /** @type {Map<string, Entry>} URL path → file; a page by its canonical URL (/, /en, /agentes-ia). */
  const routes = new Map();
  /** @type {Set<string>} */
  const pages = new Set();
  for (const file of files) {
    if (notPages.some((folder) => file.startsWith(folder)) || /\.(br|gz)$/.test(file)) continue;
    const extension = /\.([^./]+)$/.exec(file)?.[1] ?? "";
    const page = file === "index.html" || file.endsWith("/index.html");
    const url = page ? `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1") : `/${file}`;
    /** @type {Entry["variants"]} */
    const variants = {};
    for (const encoding of /** @type {const} */ (["br", "gzip"]))
      if (files.has(file + suffix[encoding])) variants[encoding] = file + suffix[encoding];
    routes.set(url, {
      file,
      type:
        typesByName[file.slice(file.lastIndexOf("/") + 1)] ?? types[extension] ?? "application/octet-stream",
      // Fingerprinted assets never change under their name; everything else is revalidated, the
      // search entries too.
      cacheControl:
        file.startsWith("assets/") && !revalidatedAsset.test(file)
          ? "public, max-age=31536000, immutable"
          : "no-cache",
      policy: (extension === "html" && policies[`/${file}`]) || defaultPolicy,
      variants,
    });
    if (page) pages.add(url);
  }

  /** The not-found page of each language, in memory in every encoding the build wrote. */
  const notFoundPage = (/** @type {string} */ file) => ({
    policy: policies[`/${file}`] ?? defaultPolicy,
    identity: readFileSync(join(root, file)),
    br: files.has(`${file}.br`) ? readFileSync(join(root, `${file}.br`)) : undefined,
    gzip: files.has(`${file}.gz`) ? readFileSync(join(root, `${file}.gz`)) : undefined,
  });
  // Longest prefix first, so the default language's empty one comes last and catches the rest.
  const notFoundPages = languages
    .map(({ prefix }) => ({ prefix, page: notFoundPage(`${notFoundFolder(prefix)}index.html`) }))
    .sort((a, b) => b.prefix.length - a.prefix.length);

  // Browsers send a handful of distinct Accept-Encoding values: remember the choice for each.
  /** @type {Map<string, readonly Encoding[]>} */
  const accepted = new Map();
  /** Encodings the client takes, best first (q-values honoured, identity unless refused). */
  const acceptedEncodings = (/** @type {import("node:http").IncomingMessage} */ req) => {
    const header = req.headers["accept-encoding"] ?? "";
    let list = accepted.get(header);
    if (!list) {
      list = new Negotiator(req).encodings([...encodings], { preferred: [...encodings] });
      if (accepted.size > 1000) accepted.clear();
      if (header.length < 200) accepted.set(header, list);
    }
    return list;
  };

  /** @param {import("node:http").ServerResponse} res @param {string} policy */
  const secure = (res, policy) => {
    res.setHeader("Content-Security-Policy", policy);
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };

  /** A small plain-text answer. @param {import("node:http").ServerResponse} res @param {number} status @param {string} body */
  const plain = (res, status, body) => {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(res.req.method === "HEAD" ? undefined : body);
  };

  /** @param {import("node:http").ServerResponse} res @param {string} pathname */
  const notFound = (res, pathname) => {
    const { page } = /** @type {(typeof notFoundPages)[number]} */ (
      notFoundPages.find(({ prefix }) => !prefix || pathname === prefix || pathname.startsWith(`${prefix}/`))
    );
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    secure(res, page.policy);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = acceptedEncodings(res.req).find((name) => name === "identity" || page[name]);
    const body = encoding && encoding !== "identity" ? page[encoding] : page.identity;
    if (encoding && encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", body?.length ?? 0);
    res.end(res.req.method === "HEAD" ? undefined : body);
  };

  /** `/health`: the build can still be opened and read, not only that the process is alive. */
  const health = async (/** @type {import("node:http").ServerResponse} */ res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      const handle = await open(join(root, "index.html"), constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        await handle.read(Buffer.alloc(1), 0, 1, 0);
      } finally {
        await handle.close();
      }
      plain(res, 200, "ok\n");
    } catch (error) {
      plain(res, 503, `build unreadable: ${/** @type {NodeJS.ErrnoException} */ (error).code ?? "error"}\n`);
    }
  };

  /**
   * A precondition that failed (412) or a range past the end (416), answered in plain text without
   * the representation's encoding. @param {import("node:http").ServerResponse} res
   * @param {412 | 416} status @param {string} [contentRange]
   */
  const refuse = (res, status, contentRange) => {
    res.removeHeader("Content-Encoding");
    if (status === 412) {
      plain(res, 412, "Precondition Failed\n");
      return;
    }
    res.removeHeader("Vary");
    res.setHeader("Content-Range", contentRange ?? "bytes */0");
    plain(res, 416, "Range Not Satisfiable\n");
  };

  /**
   * Answers with `entry` (or its variant in `encoding`): from memory when held, else through send.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {Entry} entry @param {string} pathname
   */
  const serve = (req, res, entry, pathname) => {
    // A client that refuses every encoding on offer gets the plain file, as nginx does (HTTP allows it).
    const encoding =
      acceptedEncodings(req).find((name) => name === "identity" || entry.variants[name]) ?? "identity";
    const file = encoding === "identity" ? entry.file : /** @type {string} */ (entry.variants[encoding]);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("Content-Type", entry.type);
    // The representation depends on Accept-Encoding whenever the build holds a compressed copy.
    if (entry.variants.br || entry.variants.gzip) appendVary(res, "Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    const held = cache.get(file);
    if (held) {
      sendHeld(req, res, held, (status, contentRange) => refuse(res, status, contentRange));
      return;
    }
    send(req, file.split("/").map(encodeURIComponent).join("/"), {
      root,
      index: false,
      dotfiles: "allow",
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on("stream", (/** @type {import("node:fs").ReadStream} */ stream) => {
        // A file that shrank between send's stat and the read (replaced in place under a running
        // server) would leave the response short of its Content-Length: close the connection
        // instead, so the client sees a cut response, never the next one's bytes as its body.
        const { start = 0, end = Infinity } = /** @type {{ start?: number, end?: number }} */ (stream);
        stream.once("end", () => {
          if (stream.bytesRead < end - start + 1) res.destroy();
        });
      })
      // A folder where a file was at start-up: not found (send would redirect to a trailing slash).
      .on("directory", () => notFound(res, pathname))
      .on("error", (/** @type {{ status?: number, headers?: Record<string, string> }} */ error) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error.status === 416 || error.status === 412) {
          refuse(res, error.status, error.headers?.["Content-Range"]);
        } else {
          // Gone since start-up (a file deleted or replaced by a folder): as if it never was.
          notFound(res, pathname);
        }
      })
      .pipe(res);
  };

  return (
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
  ) => {
    secure(res, defaultPolicy);
    if (services?.(req, res)) return;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      plain(res, 405, "Method Not Allowed\n");
      return;
    }
    let pathname;
    let search;
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      plain(res, 400, "Bad Request\n");
      return;
    }
    if (pathname === "/health") {
      void health(res);
      return;
    }
    const entry = routes.get(pathname);
    if (entry) {
      res.setHeader("Content-Security-Policy", entry.policy);
      // The embedded widget's files, readable by the product's pages the operator lists; another
      // site gets the file without the header, which its browser then keeps from its scripts.
      const origin = foreignOrigin(req);
      if (origin !== undefined && isWidgetFile(pathname)) allowOrigin(res, widgetOrigins, origin);
      serve(req, res, entry, pathname);
      return;
    }
    // One URL per page: /agentes-ia/ and /agentes-ia/index.html move to /agentes-ia (query kept).
    const canonical = pathname.endsWith("/index.html")
      ? pathname.slice(0, -"/index.html".length) || "/"
      : pathname.length > 1 && pathname.endsWith("/")
        ? pathname.slice(0, -1)
        : undefined;
    if (canonical !== undefined && pages.has(canonical)) {
      res.setHeader("Location", encodeURI(canonical) + search);
      res.setHeader("Cache-Control", "no-cache");
      plain(res, 301, "Moved Permanently\n");
      return;
    }
    notFound(res, pathname);
  };
}
