// Sizes of the production build, in bytes (timings belong to `npm run bench`). The JavaScript has
// targets; every size is also compared with the committed baseline, within its tolerance.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { languages } from "../../app/lib/i18n";
import { tp } from "../../app/lib/page-messages";
import { firstLoadJs } from "../../pipeline/first-load";
import { bytes, checkFigures, type Figure } from "../support/baseline";

const root = "build/client";
const source = "tests/data/build-size-baseline.json";

interface SizeBaseline {
  measured: string;
  /** How much a size may grow past its baseline, as a share of it. */
  tolerance: number;
  js: Record<string, { beforeLoad: number; toIdle: number }>;
  css: number;
  largestHtml: { bytes: number; gzip: number };
}
const baseline = JSON.parse(readFileSync(source, "utf8")) as SizeBaseline;

// Targets of the performance issue (17), set beside its peers: at most 15 KiB gzip of JavaScript
// before the load event, and by network idle at most half of what the React Router app loaded then
// (161.7 KiB gzip on an article page, measured by ../shared/peer-bench on 2026-11-22).
const beforeLoadTarget = 15 * 1024;
const toIdleTarget = Math.floor((161.7 * 1024) / 2);
const pageTypes = {
  article: "agentes-ia/como-criar-seu-primeiro-agente/index.html",
  "article with tabs": "en/primeiros-passos/o-que-e-a-lumi/index.html",
  home: "index.html",
  category: "en/organizacao/index.html",
  "not found": "404/index.html",
  "search results": "busca/index.html",
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A size in bytes, which may grow by the baseline's tolerance (a share of the baseline). */
function size(name: string, value: number, base: number | undefined, target?: number): Figure {
  if (base === undefined) throw new Error(`${source} has no baseline for ${name}`);
  return {
    name,
    value,
    baseline: base,
    tolerance: Math.round(base * baseline.tolerance),
    better: "lower",
    format: bytes,
    formatTolerance: (tolerance) => `${bytes(tolerance)} (${baseline.tolerance * 100}%)`,
    ...(target === undefined ? {} : { target }),
  };
}

test(`every page type loads at most 15 KiB gzip of JS before the load event and 80.8 KiB once idle; no size grows past its baseline by more than ${baseline.tolerance * 100}%`, () => {
  const figures = Object.entries(pageTypes).flatMap(([type, page]) => {
    const { beforeLoad, toIdle } = firstLoadJs(root, page);
    return [
      size(
        `${type}: JS gzip before the load event`,
        beforeLoad.gzip,
        baseline.js[type]?.beforeLoad,
        beforeLoadTarget,
      ),
      size(`${type}: JS gzip once idle`, toIdle.gzip, baseline.js[type]?.toIdle, toIdleTarget),
    ];
  });
  const css = files(join(root, "assets")).filter((file) => file.endsWith(".css"));
  const pages = files(root).filter((file) => file.endsWith(".html"));
  const largest = pages.reduce((best, file) => (statSync(file).size > statSync(best).size ? file : best));
  figures.push(
    size(
      "CSS gzip",
      css.reduce((sum, file) => sum + gzip(file), 0),
      baseline.css,
    ),
    size("largest HTML page", statSync(largest).size, baseline.largestHtml.bytes),
    size("largest HTML page, gzip", gzip(largest), baseline.largestHtml.gzip),
  );
  const title = `build sizes (the largest page: ${largest.slice(root.length + 1)})`;
  expect(checkFigures(title, source, figures)).toEqual([]);
});

test("React, the search index and matcher, and the assistant stay off the load; the last two off idle", () => {
  const { beforeLoad, toIdle } = firstLoadJs(root, pageTypes.article);
  for (const { url } of beforeLoad.files) {
    expect(readFileSync(join(root, url), "utf8"), url).not.toContain("react.dev/errors");
  }
  for (const { url } of toIdle.files) {
    const code = readFileSync(join(root, url), "utf8");
    expect(code, url).not.toMatch(/\/assets\/search-(pt|en)-/);
    expect(url, url).not.toMatch(/search-panel|engine|assistant-root|retrieval/);
    expect(code, url).not.toContain("assistant-corpus");
  }
});

test("the strings only the pre-rendered page shows are in no page's scripts", () => {
  const strings = languages.flatMap((lang) => [tp(lang, "heroTitle"), tp(lang, "notFoundHeading")]);
  for (const page of Object.values(pageTypes)) {
    for (const { url } of firstLoadJs(root, page).toIdle.files) {
      const code = readFileSync(join(root, url), "utf8");
      for (const text of strings) expect(code, `${page}: ${url}`).not.toContain(text);
    }
  }
});
