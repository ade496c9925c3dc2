// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SectionItem } from "~/lib/content/sidebar-section";
import { sectionWindow } from "~/lib/content/sidebar-window";
import { showAll } from "./sidebar-sections";

const articles: SectionItem[] = Array.from({ length: 30 }, (_, index) => ({
  href: `/c/a${index + 1}`,
  title: `A${index + 1}`,
}));

/** The current category's panel as sidebar.tsx renders it: a window of `size` around `current`. */
function renderWindow(current: string, size: number) {
  const { items } = sectionWindow(articles, current, size);
  const links = items
    .map(
      ({ href, title }) =>
        `<li><a href="${href}"${href === current ? ' aria-current="page"' : ""}>${title}</a></li>`,
    )
    .join("");
  document.body.innerHTML = `
    <nav id="sidebar"><details open><summary>C</summary><div>
      <ul><li><a href="/c">Overview</a></li></ul>
      <ul data-section-window>${links}</ul>
      <button type="button" data-show-all="/assets/sidebar-c.json" data-shown="All 30 articles are in the list.">Show all 30 articles</button>
    </div></details>
    <p id="sidebar-section-status" role="status"></p></nav>`;
  return document.querySelector<HTMLButtonElement>("button[data-show-all]")!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("showing the whole current category in place of its window", () => {
  it("draws every article in order, keeps the page marked, moves focus past the window and says so", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(articles))));
    vi.stubGlobal("fetch", fetch);
    const button = renderWindow("/c/a10", 5);
    button.focus();
    await showAll(button);

    expect(fetch).toHaveBeenCalledWith("/assets/sidebar-c.json");
    const panel = document.querySelector("details > div")!;
    const lists = panel.querySelectorAll("ul");
    // The overview's list, then the whole category's.
    expect(lists).toHaveLength(2);
    expect([...lists[1]!.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(
      articles.map((article) => article.href),
    );
    expect(panel.querySelector("[data-section-window]")).toBeNull();
    expect(panel.querySelector("button[data-show-all]")).toBeNull();
    const current = panel.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute("href"))).toEqual(["/c/a10"]);
    // The window showed a8…a12: focus goes to a13, the first link it did not show after it.
    expect(document.activeElement?.getAttribute("href")).toBe("/c/a13");
    expect(document.getElementById("sidebar-section-status")?.textContent).toBe(
      "All 30 articles are in the list.",
    );
  });

  it("at the end of the list, moves focus to the first link the window did not show", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify(articles))));
    const button = renderWindow("/c/a30", 5);
    await showAll(button);
    expect(document.activeElement?.getAttribute("href")).toBe("/c/a1");
  });
});
