import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { islandFiles } from "./ids";

const components = join(import.meta.dirname, "..", "components");

/** Every `*.island.tsx` under app/components, as `./feature/name.island.tsx`. */
function islandFilesOnDisk(): string[] {
  return readdirSync(components, { recursive: true })
    .map(String)
    .filter((path) => path.endsWith(".island.tsx"))
    .map((path) => `./${relative(components, join(components, path)).split(sep).join("/")}`)
    .sort();
}

describe("island ids", () => {
  it("name every island file, each once, and only files that exist", () => {
    const named = Object.values(islandFiles).sort();
    expect(new Set(named).size).toBe(named.length);
    expect(named).toEqual(islandFilesOnDisk());
  });
});
