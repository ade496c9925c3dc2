import { readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { withTempBuildCache } from "../tests/support/temp-build-cache";
import { buildQuestionsFile, type QuestionsFile } from "../app/lib/assistant/questions-file";
import { buildSearchIndex } from "../app/lib/search/build-index";
import type { SearchIndexFile } from "../app/lib/search/types";
import { loadContent } from "./content/content-source";
import * as made from "./search-files";
import { keptSearchFiles } from "./search-files-cache";

vi.mock("./search-files", async (original) => {
  const real = await original<typeof made>();
  return { ...real, searchFiles: vi.fn(real.searchFiles) };
});

const cacheDir = withTempBuildCache("search-files-cache");
const entries = () => readdirSync(join(cacheDir(), "search-files"));

let file: SearchIndexFile;
let questions: QuestionsFile;
beforeAll(() => {
  process.env.BUILD_CACHE = "off";
  const built = loadContent();
  delete process.env.BUILD_CACHE;
  file = buildSearchIndex(built.registry, built.bodies, "en");
  questions = buildQuestionsFile(built, "en");
}, 120_000);

describe("keptSearchFiles", () => {
  it("makes a language's shards once, and reads back what it made", async () => {
    const first = await keptSearchFiles(file, questions, "always");
    const again = await keptSearchFiles(file, questions, "always");
    expect(vi.mocked(made.searchFiles)).toHaveBeenCalledTimes(1);
    expect(entries()).toHaveLength(1);
    expect(again).toEqual(first);
    // What is read back is what making them gives.
    const fresh = await made.searchFiles(
      file,
      questions,
      "always",
      async () => (await import("../app/lib/assistant/figures")).retrievalFigures,
    );
    expect(JSON.stringify(again.sharded!.entry)).toBe(JSON.stringify(fresh.sharded!.entry));
    expect([...again.sharded!.files]).toEqual([...fresh.sharded!.files]);
    expect(again.whole).toBe(fresh.whole);
  }, 120_000);

  it("makes them again when the documents, the questions or the mode change", async () => {
    vi.mocked(made.searchFiles).mockClear();
    await keptSearchFiles(file, questions, "always");
    const [first] = file.documents;
    await keptSearchFiles(
      { ...file, documents: [{ ...first!, title: `${first!.title}!` }, ...file.documents.slice(1)] },
      questions,
      "always",
    );
    await keptSearchFiles(file, { ...questions, articles: {} }, "always");
    const whole = await keptSearchFiles(file, questions, "never");
    expect(whole.sharded).toBeUndefined();
    expect(vi.mocked(made.searchFiles)).toHaveBeenCalledTimes(4);
    expect(entries()).toHaveLength(4);
  }, 120_000);
});
