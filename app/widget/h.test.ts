// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { h, placeChildren } from "./h";

describe("placeChildren", () => {
  it("leaves the nodes in place untouched, moves, adds and removes the rest", () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => h("span", {}, name));
    const parent = h("div", {}, a, b, c);
    const moved: Node[] = [];
    new MutationObserver((records) => records.forEach((record) => moved.push(...record.addedNodes))).observe(
      parent,
      { childList: true },
    );
    placeChildren(parent, [a!, c!, d!, b!]);
    expect([...parent.children].map((child) => child.textContent)).toEqual(["a", "c", "d", "b"]);
    placeChildren(parent, [d!]);
    expect([...parent.children].map((child) => child.textContent)).toEqual(["d"]);
    return Promise.resolve().then(() => expect(moved).not.toContain(a));
  });
});
