// Size budgets of the production build, in bytes (timings belong to `npm run bench`).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { firstLoadJs } from "../../scripts/first-load.js";

const root = "build/client";

test("an article page's first-load JavaScript stays within 130 KiB gzip", () => {
  const { gzip } = firstLoadJs(root, "agentes-ia/como-criar-seu-primeiro-agente/index.html");
  expect(gzip).toBeLessThanOrEqual(130 * 1024);
});

test("the search index and matcher, and the assistant, are not on the first load", () => {
  const { files } = firstLoadJs(root, "agentes-ia/como-criar-seu-primeiro-agente/index.html");
  for (const { url } of files) {
    const code = readFileSync(join(root, url), "utf8");
    expect(code, url).not.toMatch(/\/assets\/search-(pt|en)-/);
    expect(url, url).not.toMatch(/search-panel|engine|assistant-root|retrieval/);
    expect(code, url).not.toContain("assistant-corpus");
  }
});

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test("the CSS stays within 8 KiB gzip", () => {
  const css = files(join(root, "assets")).filter((file) => file.endsWith(".css"));
  const gzip = css.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  expect(gzip).toBeLessThanOrEqual(8 * 1024);
});

test("the largest HTML page stays within 140 KiB (16 KiB gzip)", () => {
  const pages = files(root).filter((file) => file.endsWith(".html"));
  const largest = pages.reduce((best, file) => (statSync(file).size > statSync(best).size ? file : best));
  expect(statSync(largest).size, largest).toBeLessThanOrEqual(140 * 1024);
  expect(gzipSync(readFileSync(largest), { level: 9 }).length, largest).toBeLessThanOrEqual(16 * 1024);
});
