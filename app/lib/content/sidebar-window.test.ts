import { describe, expect, it } from "vitest";
import { languages } from "~/lib/languages";
import { testContent } from "../../../tests/support/content";
import { ContentIndex } from "./navigation";
import { sectionItems, type SectionItem } from "./sidebar-section";
import { categoryWindowSize, sectionWindow, sidebarWindowSize, windowStart } from "./sidebar-window";

const flat = (count: number): SectionItem[] =>
  Array.from({ length: count }, (_, index) => ({ href: `/c/a${index + 1}`, title: `A${index + 1}` }));

/** The hrefs shown, depth first. */
const hrefs = (items: readonly SectionItem[]): string[] =>
  items.flatMap((item) => [item.href, ...hrefs(item.children ?? [])]);

describe("the window of the current category's articles", () => {
  it("is the whole list when the list fits", () => {
    const items = flat(4);
    expect(sectionWindow(items, "/c/a2", 4)).toEqual({ items, total: 4, partial: false });
  });

  it("holds the current article with as many before as after, in order", () => {
    const window = sectionWindow(flat(99), "/c/a50", 5);
    expect(hrefs(window.items)).toEqual(["/c/a48", "/c/a49", "/c/a50", "/c/a51", "/c/a52"]);
    expect(window).toMatchObject({ total: 99, partial: true });
    // An even size: one more after than before.
    expect(hrefs(sectionWindow(flat(99), "/c/a50", 4).items)).toEqual([
      "/c/a49",
      "/c/a50",
      "/c/a51",
      "/c/a52",
    ]);
  });

  it("stays full at either end of the list, and starts at the first when no article is current", () => {
    expect(hrefs(sectionWindow(flat(20), "/c/a1", 3).items)).toEqual(["/c/a1", "/c/a2", "/c/a3"]);
    expect(hrefs(sectionWindow(flat(20), "/c/a20", 3).items)).toEqual(["/c/a18", "/c/a19", "/c/a20"]);
    expect(hrefs(sectionWindow(flat(20), undefined, 3).items)).toEqual(["/c/a1", "/c/a2", "/c/a3"]);
    expect(hrefs(sectionWindow(flat(20), "/elsewhere", 3).items)).toEqual(["/c/a1", "/c/a2", "/c/a3"]);
  });

  it("counts nested articles in reading order and keeps the articles a shown one is nested under", () => {
    const items: SectionItem[] = [
      { href: "/c/p", title: "P", children: flat(6) },
      { href: "/c/q", title: "Q" },
    ];
    const window = sectionWindow(items, "/c/a5", 3);
    // Reading order: p, a1…a6, q; the window is a4 a5 a6, under p.
    expect(window.items).toEqual([{ href: "/c/p", title: "P", children: flat(6).slice(3, 6) }]);
    expect(window).toMatchObject({ total: 8, partial: true });
    expect(hrefs(sectionWindow(items, "/c/q", 3).items)).toEqual(["/c/p", "/c/a5", "/c/a6", "/c/q"]);
  });

  it("shows every category of today's content whole, in every language", () => {
    const index = new ContentIndex(testContent().registry);
    for (const group of index.tree)
      for (const lang of languages) {
        const items = sectionItems(group.items, lang);
        for (const { href } of items)
          expect(sectionWindow(items, href, sidebarWindowSize)).toMatchObject({ items, partial: false });
      }
  });
});

describe("where a window starts", () => {
  it("centres the current entry, stays within the list, and starts at the first without one", () => {
    expect(windowStart(37, 20, 8)).toBe(17);
    expect(windowStart(37, 0, 8)).toBe(0);
    expect(windowStart(37, 36, 8)).toBe(29);
    expect(windowStart(37, -1, 8)).toBe(0);
    expect(windowStart(5, 3, 8)).toBe(0);
  });

  it("holds every category of today's content", () => {
    expect(testContent().registry.categories.length).toBeLessThanOrEqual(categoryWindowSize);
  });
});
