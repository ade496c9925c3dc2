import { describe, expect, it } from "vitest";
import { isComposing } from "./composing";

const key = (init: { isComposing: boolean; keyCode: number }) => init as unknown as KeyboardEvent;

describe("an input method's keys", () => {
  it("are the keys of a composition, or Safari's key 229 that ends one", () => {
    expect(isComposing(key({ isComposing: true, keyCode: 13 }))).toBe(true);
    expect(isComposing(key({ isComposing: false, keyCode: 229 }))).toBe(true);
    expect(isComposing(key({ isComposing: false, keyCode: 13 }))).toBe(false);
    expect(isComposing(key({ isComposing: false, keyCode: 40 }))).toBe(false);
  });
});
