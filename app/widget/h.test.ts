// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { h, setChildren, setText } from "./h";

/** The mutations `change` makes to `parent`'s list of children. */
function mutationsOf(parent: Element, change: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(parent, { childList: true });
  change();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

describe("setChildren", () => {
  const span = (id: string) => h("span", { id });
  const [a, b, c, d] = [span("a"), span("b"), span("c"), span("d")];

  it("leaves the children alone when they are already the ones asked for", () => {
    const parent = h("div", {}, a, b, c);
    expect(mutationsOf(parent, () => setChildren(parent, [a, b, c]))).toHaveLength(0);
  });

  it("moves only what is out of place, adds the new and removes the rest", () => {
    const parent = h("div", {}, a, b, c);
    const records = mutationsOf(parent, () => setChildren(parent, [a, c, d]));
    expect([...parent.children].map((child) => child.id)).toEqual(["a", "c", "d"]);
    // "a" stays put: it is neither removed nor added again.
    const touched = records.flatMap((record) => [...record.addedNodes, ...record.removedNodes]);
    expect(touched).not.toContain(a);
    expect(touched).toContain(b);
  });

  it("empties a parent given no children", () => {
    const parent = h("div", {}, a, b);
    setChildren(parent, []);
    expect(parent.childNodes).toHaveLength(0);
  });
});

describe("setText", () => {
  it("writes a text only when it differs", () => {
    const element = h("p", {}, "same");
    const text = element.firstChild;
    setText(element, "same");
    expect(element.firstChild).toBe(text);
    setText(element, "other");
    expect(element.textContent).toBe("other");
  });
});
