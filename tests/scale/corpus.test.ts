// The scale bench's synthetic content (scripts/scale/corpus.ts): a corpus twice the real one passes
// every check the build makes, in every language; it is the same each time; and its copies share no
// word of the original's prose beyond the stop words every text shares.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brand } from "~/config/brand";
import { fold } from "~/lib/language/fold";
import { languages } from "~/lib/languages";
import { buildRegistry } from "../../pipeline/content/build-registry";
import { contentDir } from "../../pipeline/content/content-source";
import { parseMdx } from "../../pipeline/content/parse-mdx";
import { loadVocabularies } from "../../pipeline/content/vocabulary";
import { generateCorpus, placement, type CorpusFile } from "../../scripts/scale/corpus";

// Generating and checking every article takes seconds, a minute or more on a busy machine: not Vitest's 5.
const slow = 300_000;
let files: CorpusFile[];
let dir: string;

beforeAll(() => {
  files = generateCorpus(contentDir, 2);
  dir = mkdtempSync(join(tmpdir(), "scale-corpus-"));
  for (const { path, text } of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}, slow);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const articles = () => files.filter((file) => /^[a-z]+\/.+\.mdx$/.test(file.path));
/** A copy's files end in -2: `<lang>/<category>/<slug>-2.mdx`. */
const isCopy = (path: string) => path.endsWith("-2.mdx");

describe("the scale bench's corpus", () => {
  it(
    "passes the build's content checks, twice the articles in every language, each with its own title",
    { timeout: slow },
    () => {
      // Read back from the disk, as the build reads content/.
      const written = readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
      const read = (path: string) => readFileSync(join(dir, path), "utf8");
      const built = buildRegistry({
        categories: read("categories.yaml"),
        articles: written
          .filter((path) => path.endsWith(".mdx"))
          .map((path) => ({ path, source: read(path) })),
        media: written.filter((path) => path.startsWith("media/")),
        styleGuide: read("README.md"),
        productName: brand.name,
        support: true,
      });
      const real = articles().filter((file) => !isCopy(file.path)).length / languages.length;
      expect(real).toBeGreaterThan(20);
      expect(built.registry.articles).toHaveLength(2 * real);
      for (const lang of languages) {
        expect(articles().filter((file) => file.path.startsWith(`${lang}/`))).toHaveLength(2 * real);
        expect(new Set(built.registry.articles.map((article) => article.title[lang])).size).toBe(2 * real);
      }
      expect(() => loadVocabularies(dir, languages)).not.toThrow();
    },
  );

  it(
    "is the same corpus each time",
    () => {
      expect(generateCorpus(contentDir, 2)).toEqual(files);
    },
    slow,
  );

  it(
    "re-letters the copies' prose: no word of five letters or more is the original's, but the stop words",
    { timeout: slow },
    () => {
      const vocabularies = loadVocabularies(contentDir, languages);
      const stop = new Set(languages.flatMap((lang) => vocabularies[lang].stopWords.map(fold)));
      const original = new Set<string>();
      const copied = new Set<string>();
      for (const file of articles()) {
        const into = isCopy(file.path) ? copied : original;
        // What a reader reads (title, description, text, alt text, captions, labels), and the
        // keywords and readers' questions search and the assistant read.
        const { prose, frontmatter } = parseMdx(file.text, { support: true });
        const { keywords, questions } = frontmatter as {
          keywords: string[];
          questions: Record<string, string[]>;
        };
        const words = [...prose.map((piece) => piece.text), ...keywords, ...Object.values(questions).flat()]
          .join("\n")
          // The title and description come as their frontmatter lines.
          .replace(/^(title|description):/gm, " ")
          .replaceAll("{product}", " ")
          .match(/[\p{L}\p{M}]+/gu);
        for (const word of words ?? []) into.add(fold(word));
      }
      const shared = [...copied].filter((word) => word.length >= 5 && original.has(word) && !stop.has(word));
      expect(shared).toEqual([]);
      expect(copied.size).toBeGreaterThan(1000);
    },
  );

  it("puts a copy in an extra category once its category's orders would pass 99", () => {
    expect(placement("organizacao", 3, 11, 9)).toEqual({
      categoryId: "organizacao",
      order: 3 + 8 * 11,
      group: 0,
    });
    expect(placement("organizacao", 3, 11, 10)).toEqual({ categoryId: "organizacao-2", order: 3, group: 1 });
    expect(placement("portals", 2, 2, 49)).toEqual({ categoryId: "portals", order: 2 + 48 * 2, group: 0 });
    expect(placement("portals", 2, 2, 100)).toEqual({ categoryId: "portals-3", order: 4, group: 2 });
  });
});
