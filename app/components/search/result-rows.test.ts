// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { Highlighted, SearchResult } from "~/lib/search/engine";
import { resultRows } from "./result-rows";

const text = (value: string, ranges: [number, number][] = []): Highlighted => ({ text: value, ranges });

const documents = new Map<string, SearchResult["document"]>();
const documentOf = (route: string) => {
  const document = documents.get(route) ?? {
    type: "article",
    route,
    title: route,
    description: "",
    keywords: [],
    sections: [],
  };
  documents.set(route, document);
  return document;
};

function result(route: string, fields: Partial<Pick<SearchResult, "title" | "section" | "excerpt">> = {}) {
  return {
    document: documentOf(route),
    score: 1,
    title: text(route),
    excerpt: text("about " + route),
    ...fields,
  } satisfies SearchResult;
}

const marks = (row: Element) => [...row.querySelectorAll("mark")].map((mark) => mark.textContent);
const title = (row: Element) => row.querySelector(".font-medium")!;
const badge = (row: Element) => row.querySelector<HTMLElement>(".uppercase")!;

describe("resultRows", () => {
  it("keeps a page's row across draws, and the text nodes that did not change", () => {
    const rows = resultRows();
    const first = rows({ result: result("/a"), href: "/a", badge: undefined });
    const titleNode = title(first).firstChild!.firstChild;
    const again = rows({
      result: result("/a", { excerpt: text("about it", [[6, 8]]) }),
      href: "/a",
      badge: undefined,
    });
    expect(again).toBe(first);
    expect(title(first).firstChild!.firstChild).toBe(titleNode);
    expect(marks(first)).toEqual(["it"]);
  });

  it("shows what changed: marks, section, link and language badge", () => {
    const rows = resultRows();
    const row = rows({ result: result("/a"), href: "/a", badge: undefined });
    expect(badge(row).hidden).toBe(true);
    rows({
      result: result("/a", { title: text("Title", [[0, 5]]), section: text("Setup", [[0, 3]]) }),
      href: "/en/a#setup",
      badge: "en",
    });
    expect(row.querySelector("a")!.getAttribute("href")).toBe("/en/a#setup");
    expect(title(row).textContent).toBe("Title › Setup");
    expect(marks(row)).toEqual(["Title", "Set"]);
    expect(badge(row).hidden).toBe(false);
    expect(badge(row).textContent).toBe("EN");
    expect(badge(row).closest("[lang]")!.getAttribute("lang")).toBe("en");
    rows({ result: result("/a", { title: text("Title") }), href: "/a", badge: undefined });
    expect(title(row).textContent).toBe("Title");
    expect(marks(row)).toEqual([]);
    expect(badge(row).hidden).toBe(true);
    expect(row.querySelector("[lang]")).toBeNull();
  });

  it("gives each page a row of its own", () => {
    const rows = resultRows();
    const a = rows({ result: result("/a"), href: "/a", badge: undefined });
    expect(rows({ result: result("/b"), href: "/b", badge: undefined })).not.toBe(a);
    expect(rows({ result: result("/a"), href: "/a", badge: undefined })).toBe(a);
  });
});
