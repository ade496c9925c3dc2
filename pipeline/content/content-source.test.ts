/**
 * One build loads the content in several copies of the loader's module (React Router's config, the
 * Vite config loaded more than once): the registry is built once per process and set of files, and
 * built again as soon as a file changes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const copy = mkdtempSync(join(tmpdir(), "lumi-content-"));
cpSync("content", copy, { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** A fresh copy of the loader's module, as a newly bundled config would have. */
async function freshLoader() {
  vi.resetModules();
  vi.stubEnv("CONTENT_DIR", copy);
  return (await import("./content-source")).loadContent;
}

// Building the registry of the real content takes seconds on a busy machine.
const building = { timeout: 120_000 };

describe("loadContent", () => {
  it("builds the registry once for the same files, across copies of its module", building, async () => {
    const first = (await freshLoader())();
    const again = (await freshLoader())();
    expect(again).toBe(first);
  });

  it("builds it again when a file changed", building, async () => {
    const loadContent = await freshLoader();
    const before = loadContent();
    const path = join(copy, "en/primeiros-passos/o-que-e-a-lumi.mdx");
    const source = readFileSync(path, "utf8");
    writeFileSync(path, source.replace('description: "Learn what', 'description: "Revised: learn what'));
    const after = loadContent();
    expect(after).not.toBe(before);
    const description = (content: typeof after) =>
      content.registry.articles.find((article) => article.key === "primeiros-passos/o-que-e-a-lumi")
        ?.description.en;
    expect(description(before)).toMatch(/^Learn what/);
    expect(description(after)).toMatch(/^Revised: learn what/);
  });
});
