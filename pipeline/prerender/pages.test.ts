import { describe, expect, it } from "vitest";
import { languages } from "~/lib/languages";
import { href } from "~/lib/urls";
import { loadContent } from "../content/content-source";
import { contentPages } from "./pages";
import { batches } from "./run";

describe("the pages pre-rendered apart", () => {
  const { registry } = loadContent();
  const { bundler, apart } = contentPages(registry);

  it("cover every category and article in every language once, between the bundler and the batches", () => {
    const every = [...registry.categories, ...registry.articles].flatMap(({ route }) =>
      languages.map((lang) => href(route, lang)),
    );
    expect([...bundler, ...apart].sort()).toEqual([...every].sort());
    expect(new Set([...bundler, ...apart]).size).toBe(every.length);
  });

  it("leave the bundler one category and one article a language (each route with a loader gets a page)", () => {
    expect(bundler).toHaveLength(2 * languages.length);
    for (const lang of languages) {
      expect(bundler).toContain(href(registry.categories[0]!.route, lang));
      expect(bundler).toContain(href(registry.articles[0]!.route, lang));
    }
  });
});

describe("batches", () => {
  it("cuts the pages in order into batches of at most the size", () => {
    const pages = Array.from({ length: 7 }, (_, index) => `/p${index}`);
    expect(batches(pages, 3)).toEqual([["/p0", "/p1", "/p2"], ["/p3", "/p4", "/p5"], ["/p6"]]);
    expect(batches(pages, 10)).toEqual([pages]);
    expect(batches([], 3)).toEqual([]);
  });

  it("refuses an empty batch size", () => {
    expect(() => batches(["/p"], 0)).toThrow(/at least one page/);
  });
});
