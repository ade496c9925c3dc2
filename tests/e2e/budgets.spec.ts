// Size budgets of the production build, in bytes (timings belong to `npm run bench`).
import { readFileSync } from "node:fs";
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
