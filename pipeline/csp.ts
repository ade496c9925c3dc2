/**
 * The pages' Content-Security-Policy: what a page may load and run. Its inline scripts are allowed
 * by hash, computed from the built page itself (pipeline/postbuild.ts writes one policy per page for
 * both servers), so no 'unsafe-inline' and no 'unsafe-eval'. The browser tests check the served
 * pages with the same functions.
 */
import { createHash } from "node:crypto";

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The assistant's answering service is same-origin (/api/ask): pages connect nowhere else.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * The text of a page's inline scripts, in order. Only what the browser runs: a data block
 * (`<script type="application/ld+json">`) is never executed, so script-src does not apply to it.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => runsAsScript(match[1]!))
    .map((match) => match[2]!);
}

/**
 * sha256 hashes of a page's inline scripts, as CSP source expressions, each once. A data block is
 * left out: allowing its hash would only widen the policy.
 */
export function inlineScriptHashes(html: string): string[] {
  return [
    ...new Set(
      inlineScripts(html).map((text) => `sha256-${createHash("sha256").update(text).digest("base64")}`),
    ),
  ];
}

/** True for a `<script>` whose attributes make it code the browser runs (no type, a JavaScript type, or a module). */
export function runsAsScript(attributes: string): boolean {
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase();
  return (
    value === "" || value === "module" || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(value)
  );
}
