import { describe, expect, it } from "vitest";
import { brotliQuality } from "./compress";

describe("brotliQuality", () => {
  it("is 8 for the pages and their text exports, one or more per article", () => {
    for (const file of [
      "build/client/agentes-ia/index.html",
      "build/client/agentes-ia.md",
      "build/client/llms-full.txt",
      "build/client/en/llms-full/agentes-ia.2.txt",
      "build/client/sitemap.xml",
    ])
      expect(brotliQuality(file), file).toBe(8);
  });

  it("is one below the highest for a sharded language's search and assistant files", () => {
    for (const file of [
      "build/client/assets/search-pt-pages-40-NYpgvoc7Dl.json",
      "build/client/assets/search-en-article-3-NYpgvoc7Dl.json",
      "build/client/assets/search-es-terms-0-NYpgvoc7Dl.json",
      "build/client/assets/search-pt-stems-17-NYpgvoc7Dl.json",
      "build/client/assets/search-pt-lexicon-10-a-NYpgvoc7Dl.json",
      "build/client/assets/search-pt-lexicon-pages-7-NYpgvoc7Dl.json",
    ])
      expect(brotliQuality(file), file).toBe(10);
  });

  it("is the highest for code and the data there is one of per language", () => {
    for (const file of [
      "build/client/assets/entry.client-CbzRvzvL.js",
      "build/client/assets/app-CbzRvzvL.css",
      "build/client/assets/icons-CbzRvzvL.svg",
      "build/client/assets/search-pt-KXdvoJe19L.json",
      "build/client/assets/search-pt-entry.xe63IIrWD1.json",
      "build/client/assets/questions-pt-TRjSYMOzwE.json",
      "build/client/assets/sidebar-pt-agentes-ia-TRjSYMOzwE.json",
    ])
      expect(brotliQuality(file), file).toBe(11);
  });
});
