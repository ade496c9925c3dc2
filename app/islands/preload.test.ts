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

  it("where failed module fetches are kept (Gecko), hands the module loader only files that arrived by fetch", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0",
    );
    const { preloadIsland, importOnlyWhatArrived } = await preloadModule(true);
    expect(importOnlyWhatArrived()).toBe(true);
    const fetched: string[] = [];
    const lost = new Set(["/assets/feedback-b.js"]);
    vi.stubGlobal("fetch", (url: string) => {
      fetched.push(url);
      if (lost.delete(url)) return Promise.reject(new TypeError("NetworkError"));
      return Promise.resolve(new Response("export {};"));
    });
    // Each link loads as soon as it is added, as one the HTTP cache answers.
    const observer = new MutationObserver(() => {
      for (const link of links().filter((link) => !link.dataset.done)) {
        link.dataset.done = "";
        link.dispatchEvent(new Event("load"));
      }
    });
    observer.observe(document.head, { childList: true });
    try {
      expect(await preloadIsland(graph, island, "pt")).toBe(false);
      // The file whose fetch failed never reached the module loader.
      expect(links().map((link) => link.getAttribute("href"))).toEqual([
        "/assets/react-a.js",
        "/assets/pt-c.js",
      ]);
      expect(await preloadIsland(graph, island, "pt")).toBe(true);
      expect(fetched).toEqual([
        "/assets/react-a.js",
        "/assets/feedback-b.js",
        "/assets/pt-c.js",
        "/assets/feedback-b.js",
      ]);
    } finally {
      observer.disconnect();
      vi.unstubAllGlobals();
    }
  });

  it("elsewhere preloads straight away, without fetching first", async () => {
    const { importOnlyWhatArrived } = await preloadModule(true);
    expect(importOnlyWhatArrived()).toBe(false);
  });
});
