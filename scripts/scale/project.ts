/**
 * A copy of the project that builds with a synthetic `content/` N times the real one: the source
 * tree (no tests, no builds, no git history), `node_modules` linked to this checkout's, and the
 * content from corpus.ts. It is also a git repository with one commit, so that the peer bench
 * (which clones the project it measures) can take it as its PROJECT.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { generateCorpus } from "./corpus";

/** What a build needs none of: dependencies (linked), outputs, caches, tests, history. */
const leftOut = new Set([
  ".git",
  "node_modules",
  "build",
  "build-next",
  ".react-router",
  "test-results",
  "playwright-report",
  "tests",
  "content",
]);

/** Where the copy for multiple N goes: `$SCALE_BENCH_DIR/scale-<N>x`, else under the system's temp folder. */
export function projectDirFor(multiple: number): string {
  return join(
    resolve(process.env.SCALE_BENCH_DIR ?? join(tmpdir(), "lumi-scale-bench")),
    `scale-${multiple}x`,
  );
}

/**
 * Writes the copy for multiple N into `dir` (emptied first) from the project at `projectDir`.
 * Returns how many article files its content holds.
 */
export function makeProject(projectDir: string, dir: string, multiple: number): { articleFiles: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(projectDir))
    if (!leftOut.has(entry)) cpSync(join(projectDir, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(projectDir, "node_modules"), join(dir, "node_modules"), "dir");
  const { articleFiles } = writeCorpus(join(projectDir, "content"), join(dir, "content"), multiple);
  commit(dir, multiple);
  return { articleFiles };
}

/**
 * Writes into `target` a `content/` `multiple` times `contentDir`'s (corpus.ts); returns how many
 * article files it holds.
 */
export function writeCorpus(contentDir: string, target: string, multiple: number): { articleFiles: number } {
  const files = generateCorpus(contentDir, multiple);
  for (const { path, text } of files) {
    const file = join(target, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  // The media are binary-safe copies (the corpus reads text): copied again as files.
  cpSync(join(contentDir, "media"), join(target, "media"), { recursive: true });
  return { articleFiles: files.filter((file) => file.path.endsWith(".mdx")).length };
}

/** One commit of the whole copy, `node_modules` and builds left out, for the peer bench's clone. */
function commit(dir: string, multiple: number) {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=scale bench", "-c", "user.email=scale-bench@localhost", ...args], {
      cwd: dir,
      stdio: ["ignore", "ignore", "pipe"],
    });
  git("init", "-q");
  writeFileSync(
    join(dir, ".git", "info", "exclude"),
    "/node_modules\n/build/\n/build-next/\n/.react-router/\n/.build-cache/\n/build-figures.json\n",
  );
  git("add", "-A");
  git("commit", "-q", "-m", `Synthetic content, ${multiple} times the real articles`);
}

/** Whether `dir` holds a finished build (the server refuses to start without one). */
export const hasBuild = (dir: string) => existsSync(join(dir, "build", "client", "index.html"));
