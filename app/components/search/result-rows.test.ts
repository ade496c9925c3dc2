// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { Highlighted, SearchResult } from "~/lib/search/engine";
import { ResultRows, sameHighlight } from "./result-rows";

const text = (value: string, ranges: [number, number][] = []): Highlighted => ({ text: value, ranges });

function result(route: string, fields: Partial<Pick<SearchResult, "title" | "section" | "excerpt">> = {}) {
  return {
    document: { type: "article", route, title: route, description: "", keywords: [], sections: [] },
    score: 1,
    title: text(route),
    excerpt: text("about " + route),
    ...fields,
  } satisfies SearchResult;
}

describe("ResultRows", () => {
  it("keeps a page's row across draws, its unchanged text nodes too", () => {
    const rows = new ResultRows();
    const first = rows.row("pt /a", { result: result("/a"), href: "/a", badge: undefined });
    rows.forgetOthers();
    const titleNode = first.querySelector(".font-medium")!.firstChild;
    const again = rows.row("pt /a", {
      result: result("/a", { excerpt: text("about it", [[6, 8]]) }),
      href: "/a",
      badge: undefined,
    });
    rows.forgetOthers();
    expect(again).toBe(first);
    expect(first.querySelector(".font-medium")!.firstChild).toBe(titleNode);
    expect([...first.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["it"]);
  });

  it("shows what changed: marks, section, link and language badge", () => {
    const rows = new ResultRows();
    const row = rows.row("pt /a", { result: result("/a"), href: "/a", badge: undefined });
    rows.row("pt /a", {
      result: result("/a", { title: text("Title", [[0, 5]]), section: text("Setup", [[0, 3]]) }),
      href: "/en/a#setup",
      badge: "en",
    });
    expect(row.querySelector("a")!.getAttribute("href")).toBe("/en/a#setup");
    expect(row.querySelector(".font-medium")!.textContent).toBe("Title › Setup");
    expect([...row.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Title", "Set"]);
    expect(row.textContent).toContain("EN");
    expect(row.querySelector(".font-medium")!.getAttribute("lang")).toBe("en");
    rows.row("pt /a", { result: result("/a", { title: text("Title") }), href: "/a", badge: undefined });
    expect(row.querySelector(".font-medium")!.textContent).toBe("Title");
    expect(row.querySelectorAll("mark")).toHaveLength(0);
    expect(row.textContent).not.toContain("EN");
    expect(row.querySelector(".font-medium")!.hasAttribute("lang")).toBe(false);
  });

  it("makes a new row for a page that was not shown in the last draw", () => {
    const rows = new ResultRows();
    const a = rows.row("pt /a", { result: result("/a"), href: "/a", badge: undefined });
    rows.forgetOthers();
    rows.row("pt /b", { result: result("/b"), href: "/b", badge: undefined });
    rows.forgetOthers();
    expect(rows.row("pt /a", { result: result("/a"), href: "/a", badge: undefined })).not.toBe(a);
  });
});

describe("sameHighlight", () => {
  it("compares text and marks", () => {
    expect(sameHighlight(text("ab", [[0, 1]]), text("ab", [[0, 1]]))).toBe(true);
    expect(sameHighlight(text("ab", [[0, 1]]), text("ab", [[0, 2]]))).toBe(false);
    expect(sameHighlight(text("ab"), text("ac"))).toBe(false);
    expect(sameHighlight(undefined, text("ab"))).toBe(false);
  });
});
