import { describe, expect, it } from "vitest";
import { testContent } from "../../../tests/support/content";
import { packNav, unpackNav } from "./packed-nav";

describe("the packed navigation data", () => {
  it("unpacks to the registry's keys, slugs and category ids", () => {
    const { registry } = testContent();
    const nav = unpackNav(packNav(registry));
    expect(nav.categories.map((category) => category.id)).toEqual(
      registry.categories.map((category) => category.id),
    );
    expect(
      nav.articles.map(({ key, categoryId, slug, parent }) => ({ key, categoryId, slug, parent })),
    ).toEqual(
      registry.articles.map(({ key, categoryId, slug, parent }) => ({ key, categoryId, slug, parent })),
    );
  });
});
