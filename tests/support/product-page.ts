/**
 * A stand-in product page that embeds the help widget, served on its own loopback port (another
 * origin than the help centre's): a strict Content-Security-Policy (no `unsafe-inline`, no
 * `unsafe-eval`: only what deploy/README.md says a host must allow for the widget) and hostile CSS
 * that would break whatever it reached. Every path is the same single-page app's page. Used by the
 * browser test (widget.spec.ts) and the bench.
 */
import { createServer, type Server } from "node:http";

/** What the host allows: the help centre for scripts and requests, and nothing inline. */
export const productPolicy = (helpCentre: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${helpCentre}`,
    "style-src 'self'",
    `connect-src 'self' ${helpCentre}`,
    "img-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join("; ");

// The product's own styles, written to break whatever they reach.
const hostileCss = `
* { all: unset !important; font-size: 40px !important; font-family: serif !important; }
button { display: none !important; }
div { position: static !important; }
`;

/** The operator's map of the product's URLs to its screens, as the page's script tag gives it. */
export const productUrlScreens = {
  "/app/settings/integrations*": "Settings > Integrations",
  "/app/organization/groups*": "Organization > Users > User Groups",
};

// Under /module/ the page loads the ES module form, and its own script calls the API.
const page = (helpCentre: string, lang: string, module: boolean) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Product</title>
<link rel="stylesheet" href="/host.css">
${
  module
    ? `<script src="/host.js"></script>
<script type="module" src="${helpCentre}/widget.mjs" data-lang="${lang}"></script>`
    : `<script src="${helpCentre}/widget.js" data-lang="${lang}" data-url-screens='${JSON.stringify(productUrlScreens)}' async></script>`
}
</head><body><main><h1>Settings</h1><p>The product's own screen.</p></main></body></html>`;

/** Serves the product page on `port`, embedding the widget of `helpCentre` in `lang`; resolves once listening. */
export function serveProductPage(port: number, helpCentre: string, lang: string): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader("Content-Security-Policy", productPolicy(helpCentre));
    if (req.url === "/host.css") {
      res.setHeader("Content-Type", "text/css");
      res.end(hostileCss);
      return;
    }
    if (req.url === "/host.js") {
      // The product's own code, before the widget has loaded: calls queued for it.
      res.setHeader("Content-Type", "text/javascript");
      res.end(
        'window.LumiHelp = [["suggest", ["/organizacao/contas-de-servico", "/organizacao/api-playground"]]];',
      );
      return;
    }
    if (req.url === "/favicon.ico") {
      res.statusCode = 204;
      res.end();
      return;
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(page(helpCentre, lang, req.url?.startsWith("/module/") ?? false));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
