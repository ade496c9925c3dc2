// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IslandGraph } from "~/lib/island-graph";

const graph: IslandGraph = {
  base: "/assets/",
  files: ["react-a", "feedback-b", "pt-c"],
  islands: { "./feedback/feedback.island.tsx": [0, 1] },
  strings: { pt: 2 },
};
const island = "./feedback/feedback.island.tsx";

/** A fresh copy of the module (it keeps what arrived), with `modulepreload` supported or not. */
async function preloadModule(supported: boolean) {
  vi.resetModules();
  vi.spyOn(DOMTokenList.prototype, "supports").mockImplementation(
    (token) => supported && token === "modulepreload",
  );
  return import("./preload");
}

const links = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"));

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = "";
});

describe("preloadIsland", () => {
  it("asks for the island's files and the page language's strings at once, and counts what arrived", async () => {
    const { preloadIsland, filesArrived } = await preloadModule(true);
    const done = preloadIsland(graph, island, "pt");
    expect(links().map((link) => link.getAttribute("href"))).toEqual([
      "/assets/react-a.js",
      "/assets/feedback-b.js",
      "/assets/pt-c.js",
    ]);
    const [react, feedback, strings] = links();
    react!.dispatchEvent(new Event("load"));
    feedback!.dispatchEvent(new Event("error"));
    strings!.dispatchEvent(new Event("load"));
    await done;
    expect(filesArrived()).toBe(2);
    // Only the file that failed is asked for again.
    void preloadIsland(graph, island, "pt");
    expect(links().map((link) => link.getAttribute("href"))).toEqual([
      "/assets/react-a.js",
      "/assets/pt-c.js",
      "/assets/feedback-b.js",
    ]);
  });

  it("asks for nothing where modulepreload is not supported, whose links would never settle", async () => {
    const { preloadIsland, filesArrived } = await preloadModule(false);
    await preloadIsland(graph, island, "pt");
    expect(links()).toEqual([]);
    expect(filesArrived()).toBe(0);
  });
});
