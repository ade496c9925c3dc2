import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, runsAsScript } from "./csp";

const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("the pages' policy", () => {
  it("allows each inline script by its hash, once, and leaves out scripts loaded by src", () => {
    const html =
      "<head><script>a()</script><script>a()</script><script type=module>b()</script>" +
      '<script src="/assets/x.js"></script><script data-entry="/assets/e.js">c()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([hash("a()"), hash("b()"), hash("c()")]);
    expect(contentSecurityPolicy(inlineScriptHashes(html))).toContain(
      `script-src 'self' '${hash("a()")}' '${hash("b()")}' '${hash("c()")}';`,
    );
  });

  it("never hashes a data block, which the browser does not run", () => {
    const data = '{"@context":"https://schema.org"}';
    const html = `<script type="application/ld+json">${data}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash("a()")]);
    expect(runsAsScript(' type="application/ld+json"')).toBe(false);
    expect(runsAsScript(" type='application/json'")).toBe(false);
    expect(runsAsScript(' data-type="json"')).toBe(true);
    for (const type of [
      "",
      "module",
      "text/javascript",
      "application/javascript",
      "text/ecmascript",
      "TEXT/JavaScript",
    ])
      expect(runsAsScript(` type="${type}"`), type).toBe(true);
  });
});
