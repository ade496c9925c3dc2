import { describe, expect, it } from "vitest";
import { testContent } from "../../../tests/support/content";
import { contentIndexes } from "../../../tests/support/search-indexes";
import type { SearchDocument } from "./types";

describe("the search index of the real content", () => {
  it("indexes every category and every article of the registry once, in every language", () => {
    const content = testContent();
    const { registry } = content;
    const routes = (type: SearchDocument["type"], documents: SearchDocument[]) =>
      documents.filter((document) => document.type === type).map((document) => document.route);
    for (const { file } of Object.values(contentIndexes(content))) {
      expect(routes("article", file.documents)).toEqual(registry.articles.map((article) => article.route));
      expect(routes("category", file.documents).sort()).toEqual(
        registry.categories.map((category) => category.route).sort(),
      );
    }
  });
});
