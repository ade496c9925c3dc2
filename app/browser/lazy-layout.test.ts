// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyLayoutAttribute, layOutTheRest } from "./lazy-layout";

/** An article of `count` blocks, laid out lazily as a fresh load leaves it. */
function article(count: number): HTMLElement[] {
  document.documentElement.setAttribute(lazyLayoutAttribute, "");
  document.body.innerHTML = `<div class="prose-article">${"<p>text</p>".repeat(count)}</div>`;
  return Array.from(document.querySelectorAll<HTMLElement>(".prose-article > p"));
}

const laidOut = (blocks: HTMLElement[]) =>
  blocks.filter((block) => block.style.contentVisibility === "visible").length;

describe("laying out the rest of an article", () => {
  let idle: (() => void)[];
  let clock: number;
  /** What laying out one block costs, in the reader's milliseconds. */
  let costOfABlock: number;

  beforeEach(() => {
    idle = [];
    clock = 0;
    costOfABlock = 1;
    vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    // Reading a block's height is where its layout happens, so that is where its time goes.
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(() => {
      clock += costOfABlock;
      return 20;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(lazyLayoutAttribute);
  });

  const runIdleStep = () => idle.shift()?.();

  it("takes as many blocks per idle step as its budget allows, top first, and then ends the lazy layout", () => {
    const blocks = article(40);
    layOutTheRest();
    // The first five blocks are never lazy (app.css); 35 remain, 8 to a step at 1 ms each.
    runIdleStep();
    expect(laidOut(blocks)).toBe(8);
    expect(blocks[5]!.style.contentVisibility).toBe("visible");
    expect(blocks[13]!.style.contentVisibility).toBe("");
    let steps = 1;
    while (idle.length > 0) {
      runIdleStep();
      steps++;
    }
    expect(steps).toBe(Math.ceil(35 / 8));
    expect(document.documentElement.hasAttribute(lazyLayoutAttribute)).toBe(false);
  });

  it("lays out one block per step where each block alone is costly, so no step is long", () => {
    const blocks = article(12);
    costOfABlock = 30;
    layOutTheRest();
    runIdleStep();
    expect(laidOut(blocks)).toBe(1);
    runIdleStep();
    expect(laidOut(blocks)).toBe(2);
  });

  it("stops when the reader scrolls first, which lays out everything at once", () => {
    const blocks = article(30);
    layOutTheRest();
    runIdleStep();
    const before = laidOut(blocks);
    document.documentElement.removeAttribute(lazyLayoutAttribute);
    runIdleStep();
    expect(laidOut(blocks)).toBe(before);
    expect(idle).toHaveLength(0);
  });

  it("does nothing on a page loaded without the lazy layout", () => {
    article(30);
    document.documentElement.removeAttribute(lazyLayoutAttribute);
    layOutTheRest();
    expect(idle).toHaveLength(0);
  });
});
