import { describe, expect, it } from "vitest";
import { buildIconSprite } from "./icon-sprite";
import { inlineIcons, spriteSymbols } from "./inline-icons";
import { searchPanelIconNames } from "../app/lib/icons";
import { searchBoxAttribute } from "../app/components/search/search-box-markup";

const icon = (id: string) => `<svg aria-hidden="true" viewBox="0 0 24 24"><use href="#${id}"></use></svg>`;

describe("inlineIcons", () => {
  it("puts the symbols a page draws, each once and no others, at the start of its body", async () => {
    const sprite = await buildIconSprite(["rocket", "search", "x", "menu"]);
    const page = `<html><head><title>t</title></head><body class="b"><header>${icon("icon-search")}${icon(
      "icon-menu",
    )}</header><main>${icon("icon-search")}<h2 id="search">Search</h2></main></body></html>`;
    const html = inlineIcons(page, spriteSymbols(sprite));
    const sprites = /<body class="b"><svg aria-hidden="true" style="display:none">(.*?)<\/svg><header>/.exec(
      html,
    );
    expect(sprites).not.toBeNull();
    const ids = [...sprites![1]!.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(["icon-menu", "icon-search"]);
    // The rest of the page is as it was.
    expect(html.replace(/<svg aria-hidden="true" style="display:none">.*?<\/symbol><\/svg>/, "")).toBe(page);
  });

  it("gives a page with a search box the search panel's icons too, which it draws later", async () => {
    const sprite = await buildIconSprite([...searchPanelIconNames, "menu", "x"]);
    const box = `<div role="search" ${searchBoxAttribute}="header">${icon("icon-search")}<input></div>`;
    const held = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(
      held(inlineIcons(`<html><body>${box}${icon("icon-menu")}</body></html>`, spriteSymbols(sprite))),
    ).toEqual(["icon-file-text", "icon-layout-grid", "icon-menu", "icon-search", "icon-sparkles"]);
    expect(
      held(inlineIcons(`<html><body>${icon("icon-menu")}</body></html>`, spriteSymbols(sprite))),
    ).toEqual(["icon-menu"]);
  });

  it("leaves a page without icons as it is", async () => {
    const page = `<html><body><a href="#search">Search</a></body></html>`;
    expect(inlineIcons(page, spriteSymbols(await buildIconSprite(["search"])))).toBe(page);
  });

  it("stops the build when a page draws an icon the sprite does not hold", () => {
    const page = `<html><body>${icon("icon-rocket")}</body></html>`;
    expect(() => inlineIcons(page, spriteSymbols("<svg></svg>"))).toThrow(/icon-rocket/);
  });
});
