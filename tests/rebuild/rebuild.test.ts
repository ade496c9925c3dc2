// A rebuild, for real: `npm run build` in a copy of the project (scripts/scale/project.ts, today's
// content) with a build cache of its own. After an edit of an article's body the bundler's output
// is carried from the cache (pipeline/bundle-reuse.ts), and the page shows the edit; after an edit
// the browser's code reads (a category's icon, in the navigation) the bundler runs again; and with
// the edits undone, the output is the first build's, byte for byte, whichever way its bundle came.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { languages } from "~/lib/languages";
import { makeProject } from "../../scripts/scale/project";

// Several builds, each a minute or more on a loaded 2-core machine: not Vitest's limit.
const slow = 900_000;
const carried = "bundler's output carried from the build cache";
const bundled = "bundler (and its pre-rendered pages) done";

let dir: string;
beforeAll(() => {
  dir = join(mkdtempSync(join(tmpdir(), "rebuild-")), "site");
  makeProject(join(import.meta.dirname, "..", ".."), dir, 1);
}, slow);
afterAll(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

/** Variables that would build another site (another folder, content, brand or release), left out. */
const anotherSite = [
  "BUILD_DIR",
  "BUILD_LABEL",
  "PREVIOUS_BUILD",
  "CONTENT_DIR",
  "BRAND_SUPPORT",
  "SEARCH_SHARDS",
];
const buildEnvironment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !anotherSite.includes(name)),
);

/** `npm run build` in the copy, its steps told (VERBOSE=1); resolves with what it printed. */
function build(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], {
      cwd: dir,
      env: { ...buildEnvironment, VERBOSE: "1", BUILD_CACHE_DIR: join(dir, ".build-cache") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`npm run build exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/** A hash of every file under the copy's build folder, by its path. */
function outputHash(): string {
  const root = join(dir, "build");
  const hash = createHash("sha256");
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(root, file)).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

/** Writes `change(text)` into the copy's file at `path` (under content/); returns a function that puts it back. */
function edit(path: string, change: (text: string) => string): () => void {
  const file = join(dir, "content", path);
  const text = readFileSync(file, "utf8");
  const changed = change(text);
  expect(changed).not.toBe(text);
  writeFileSync(file, changed);
  return () => writeFileSync(file, text);
}

it(
  "carries the bundle after a body's edit, bundles again after the navigation's, and ends where it began",
  { timeout: slow },
  async () => {
    expect(await build()).toContain(bundled);
    const first = outputHash();

    // A sentence added to a translation's body (its original untouched: nothing goes out of date).
    const lang = languages[1]!;
    const sentence = "One more sentence, written to test the rebuild.";
    const category = readdirSync(join(dir, "content", lang)).sort()[0]!;
    const slug = readdirSync(join(dir, "content", lang, category))
      .filter((name) => name.endsWith(".mdx"))
      .sort()[0]!;
    const undoBody = edit(join(lang, category, slug), (text) => `${text.trimEnd()}\n\n${sentence}\n`);
    const afterBody = await build();
    expect(afterBody).toContain(carried);
    expect(afterBody).not.toContain(bundled);
    const page = join(dir, "build", "client", lang, category, slug.replace(/\.mdx$/, ""), "index.html");
    expect(readFileSync(page, "utf8")).toContain(sentence);

    // A category's icon, which every page's navigation holds: the browser's code changes.
    undoBody();
    const undoIcon = edit("categories.yaml", (text) =>
      text.replace(/^(- id: [\w-]+\n {2}icon: )(?!rocket\n)[\w-]+$/m, "$1rocket"),
    );
    const afterIcon = await build();
    expect(afterIcon).toContain(bundled);
    expect(afterIcon).not.toContain(carried);

    undoIcon();
    const undone = await build();
    expect(undone).toContain(carried);
    expect(outputHash()).toBe(first);
  },
);
