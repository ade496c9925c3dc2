// The production server's request handler: the pre-rendered build, served by sirv, with the
// not-found page (status 404) for every path that is not a page or an asset.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sirv from "sirv";

/** Paths that exist in the build but are not pages of their own. */
const notPages = /^\/(?:en\/)?404(?:\/|\/index\.html)?$|^\/__spa-fallback\.html$/;

/**
 * @param {{ root: string }} options root: the build's client folder
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createHandler({ root }) {
  const buildRoot = resolve(root);
  const notFoundPage = {
    pt: readFileSync(join(buildRoot, "404", "index.html")),
    en: readFileSync(join(buildRoot, "en", "404", "index.html")),
  };
  const statics = sirv(buildRoot, {
    dev: false,
    etag: true,
    extensions: ["html"],
    dotfiles: false,
  });

  /** @param {import("node:http").ServerResponse} res */
  const send = (res, status, body, type) => {
    res.statusCode = status;
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(res.req.method === "HEAD" ? undefined : body);
  };

  return (req, res) => {
    const url = req.url ?? "/";
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      send(res, 405, "Method Not Allowed\n", "text/plain; charset=utf-8");
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
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
      send(res, 404, notFoundPage[lang], "text/html; charset=utf-8");
    };
    if (pathname.includes("\0") || notPages.test(pathname)) {
      notFound();
      return;
    }
    statics(req, res, notFound);
  };
}
