import { describe, expect, it } from "vitest";
import { Kept } from "./kept";

describe("Kept", () => {
  it("forgets the least recently used entry past its bound", () => {
    const kept = new Kept<string, number>(2);
    kept.set("a", 1);
    kept.set("b", 2);
    expect(kept.get("a")).toBe(1);
    kept.set("c", 3);
    expect(kept.has("b")).toBe(false);
    expect(kept.get("a")).toBe(1);
    expect(kept.get("c")).toBe(3);
    expect(kept.size).toBe(2);
  });

  it("keeps everything without a bound", () => {
    const kept = new Kept<number, number>();
    for (let at = 0; at < 10_000; at++) kept.set(at, at);
    expect(kept.size).toBe(10_000);
    expect(kept.get(0)).toBe(0);
  });
});
