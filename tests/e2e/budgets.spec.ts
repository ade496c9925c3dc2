// Sizes of the production build, in bytes (timings belong to `npm run bench`). The JavaScript has
// targets; every size is also compared with the committed baseline, within its tolerance.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { languages, type Lang } from "../../app/lib/i18n";
import { t } from "../../app/lib/messages";
import { langFromPath } from "../../app/lib/urls";
import { tp } from "../../app/lib/page-messages";
import { inlineScripts } from "../../pipeline/csp";
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
  /** The text of a page's inline scripts (app/early/, compiled), bytes as written in the HTML. */
  inlineScripts: number;
}
const baseline = JSON.parse(readFileSync(source, "utf8")) as SizeBaseline;

// Targets set beside the peers (../shared/peer-bench): at most 15 KiB gzip of JavaScript before
// the load event on every page. By network idle, a page where the reader only reads loads no React
// (it comes on use), so it is held to what Astro Starlight loads then, 30.3 KiB gzip (peer-bench,
// 2026-11-25); the search results page, whose results are an island woken at idle, to half of what
// the React Router app loaded (161.7 KiB gzip on an article page, 2026-11-22).
const beforeLoadTarget = 15 * 1024;
const readingTarget = Math.floor(30.3 * 1024);
const reactAtIdleTarget = Math.floor((161.7 * 1024) / 2);
const pageTypes = {
  article: { page: "agentes-ia/como-criar-seu-primeiro-agente/index.html", toIdleTarget: readingTarget },
  "article with tabs": { page: "en/primeiros-passos/o-que-e-a-lumi/index.html", toIdleTarget: readingTarget },
  home: { page: "index.html", toIdleTarget: readingTarget },
  category: { page: "en/organizacao/index.html", toIdleTarget: readingTarget },
  "not found": { page: "404/index.html", toIdleTarget: readingTarget },
  "search results": { page: "busca/index.html", toIdleTarget: reactAtIdleTarget },
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

test(`every page type loads at most 15 KiB gzip of JS before the load event, and once idle 30.3 KiB where the reader only reads (80.8 KiB for search results); no size grows past its baseline by more than ${baseline.tolerance * 100}%`, () => {
  const figures = Object.entries(pageTypes).flatMap(([type, { page, toIdleTarget }]) => {
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
    size(
      "inline scripts of an article",
      inlineScripts(readFileSync(join(root, pageTypes.article.page), "utf8")).reduce(
        (sum, text) => sum + Buffer.byteLength(text),
        0,
      ),
      baseline.inlineScripts,
    ),
  );
  const title = `build sizes (the largest page: ${largest.slice(root.length + 1)})`;
  expect(checkFigures(title, source, figures)).toEqual([]);
});

test("React, the search index and matcher, and the assistant stay off the load; the last two off idle", () => {
  const { beforeLoad, toIdle } = firstLoadJs(root, pageTypes.article.page);
  for (const { url } of beforeLoad.files) {
    expect(readFileSync(join(root, url), "utf8"), url).not.toContain("react.dev/errors");
  }
  for (const { url } of toIdle.files) {
    const code = readFileSync(join(root, url), "utf8");
    // The index's URL is there, for a search box to preload at the reader's first sign of intent;
    // the index itself, and the code that reads it, are not.
    expect(url, url).not.toMatch(new RegExp(`/assets/search-(${languages.join("|")})-`));
    expect(url, url).not.toMatch(/load-index|search-panel|engine|assistant-root|retrieval/);
    expect(code, url).not.toContain("assistant-corpus");
  }
});

test("a page where the reader only reads has no React by network idle; the search results page has", () => {
  const hasReact = (page: string) =>
    firstLoadJs(root, page).toIdle.files.some(({ url }) =>
      readFileSync(join(root, url), "utf8").includes("react.dev/errors"),
    );
  for (const [type, { page, toIdleTarget }] of Object.entries(pageTypes)) {
    expect(hasReact(page), type).toBe(toIdleTarget !== readingTarget);
  }
});

test("the strings only the pre-rendered page shows are in no page's scripts", () => {
  const strings = languages.flatMap((lang) => [tp(lang, "heroTitle"), tp(lang, "notFoundHeading")]);
  for (const { page } of Object.values(pageTypes)) {
    for (const { url } of firstLoadJs(root, page).toIdle.files) {
      const code = readFileSync(join(root, url), "utf8");
      for (const text of strings) expect(code, `${page}: ${url}`).not.toContain(text);
    }
  }
});

test("a page loads only its own language's widget strings: one file per language, none in the first load", () => {
  // A string of the islands, one of the search panel and one of the assistant (lazily loaded features
  // carry no strings of their own, so none brings every language's along).
  const samples = (lang: Lang) =>
    (["feedbackQuestion", "searchOtherLanguage", "assistantNotCovered"] as const).map((key) => t(lang, key));
  const scripts = files(join(root, "assets")).filter((name) => name.endsWith(".js"));
  const holding = (file: string, lang: Lang) => {
    const code = readFileSync(file, "utf8");
    return samples(lang).some((text) => code.includes(text));
  };
  for (const lang of languages) {
    // The one file that holds this language's strings holds every one of them and no other language's.
    const own = scripts.filter((file) => holding(file, lang));
    expect(own, lang).toHaveLength(1);
    const code = readFileSync(own[0]!, "utf8");
    for (const text of samples(lang)) expect(code, own[0]).toContain(text);
    for (const other of languages.filter((code) => code !== lang))
      expect(holding(own[0]!, other), own[0]).toBe(false);
  }
  for (const { page } of Object.values(pageTypes)) {
    const { beforeLoad, toIdle } = firstLoadJs(root, page);
    for (const { url } of beforeLoad.files)
      for (const lang of languages) expect(holding(join(root, url), lang), `${page}: ${url}`).toBe(false);
    // By idle (the search results page wakes its island), at most the page's own language's file.
    const pageLang = langFromPath(`/${page}`);
    for (const { url } of toIdle.files)
      for (const lang of languages.filter((code) => code !== pageLang))
        expect(holding(join(root, url), lang), `${page}: ${url}`).toBe(false);
  }
});
