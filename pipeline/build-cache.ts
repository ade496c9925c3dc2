/**
 * The build's cache of work whose result depends only on its input: a file's compressed copies, an
 * article's parsed tree. An entry is named by a hash of everything that makes its result, so a
 * changed input is a new name, never a stale answer, and a rebuild after a one-article edit redoes
 * only what that edit touched. The folder lives under `node_modules/.cache/` (never committed, gone
 * with a fresh install). `BUILD_CACHE=off` (what `npm run build -- --clean` sets) ignores it: nothing
 * is read and nothing is written.
 *
 * Entries are written to a temporary name and renamed, so two builds sharing the folder (`build` and
 * `build:next`) never read half a file. Entries not used for `maxAgeDays` are removed at the end of a
 * build (`evictStale`).
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the cache lives unless `BUILD_CACHE_DIR` names another folder (the unit tests do). */
const defaultDir = fileURLToPath(new URL("../node_modules/.cache/lumi-build/", import.meta.url));

/** Days an entry is kept after its last use. */
export const maxAgeDays = 7;

export interface BuildCache {
  /** The entry's path when it exists (its last use is then now), else `undefined`. */
  find(kind: string, key: string): string | undefined;
  /** Stores `bytes` as the entry (atomically) and returns its path. */
  put(kind: string, key: string, bytes: Uint8Array | string): string;
}

export const cacheEnabled = (env: NodeJS.ProcessEnv = process.env) => env.BUILD_CACHE !== "off";

export function cacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILD_CACHE_DIR ?? defaultDir;
}

/** A hash of the given parts, each length-prefixed so that no two different lists read the same. */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest("base64url");
}

/** The build's cache, or `undefined` when the build ignores it (`BUILD_CACHE=off`). */
export const buildCache = () => openCache(cacheEnabled() ? cacheDir() : undefined);

/**
 * Where a build hands work from one step to the next (compiled article bodies, generated files): the
 * cache's folder, or, when the build ignores the cache, a folder of this process's own, removed when
 * the process ends.
 */
export function workDir(): string {
  if (cacheEnabled()) return cacheDir();
  return (scratch ??= scratchDir());
}
let scratch: string | undefined;
function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "lumi-build-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The cache in `dir`; `undefined` for no folder. */
export function openCache(dir: string | undefined): BuildCache | undefined {
  if (!dir) return undefined;
  return {
    find(kind, key) {
      const path = join(dir, kind, key);
      try {
        const now = new Date();
        utimesSync(path, now, now);
        return path;
      } catch {
        return undefined;
      }
    },
    put(kind, key, bytes) {
      const folder = join(dir, kind);
      mkdirSync(folder, { recursive: true });
      const path = join(folder, key);
      const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, path);
      return path;
    },
  };
}

/**
 * Puts the file at `from` at `to` (replacing what is there) as a hard link, a second name for the
 * same bytes, else (another file system) as a copy. Only for files nothing writes to after: a write
 * into either name would change both. A link costs a directory entry where a copy costs the bytes:
 * a rebuild at thousands of articles puts tens of thousands of unchanged files in its output.
 */
export function linkOrCopy(from: string, to: string): void {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Puts the cached entry at `target`, a copy, or with `link` a hard link when it can (`linkOrCopy`:
 * for files the build never writes to again); false when there is none.
 */
export function restore(
  cache: BuildCache | undefined,
  kind: string,
  key: string,
  target: string,
  { link = false }: { link?: boolean } = {},
): boolean {
  const found = cache?.find(kind, key);
  if (!found) return false;
  if (link) linkOrCopy(found, target);
  else copyFileSync(found, target);
  return true;
}

/** The entry's text, or `undefined`. */
export function readEntry(cache: BuildCache | undefined, kind: string, key: string): string | undefined {
  const found = cache?.find(kind, key);
  return found === undefined ? undefined : readFileSync(found, "utf8");
}

/** Removes the entries last used more than `days` ago; returns how many went. */
export function evictStale(dir: string = cacheDir(), days = maxAgeDays, now = Date.now()): number {
  let removed = 0;
  let kinds: string[];
  try {
    kinds = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const kind of kinds) {
    const folder = join(dir, kind);
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      // Another build sharing the cache may have renamed or removed the file since the listing.
      const stats = statSync(path, { throwIfNoEntry: false });
      if (stats && now - stats.mtimeMs > days * 86_400_000) {
        rmSync(path, { force: true });
        removed++;
      }
    }
  }
  return removed;
}

/**
 * What every cached result also depends on besides its own input: the installed dependencies (the
 * lock file) and the source of the modules that compute it. Read once per process.
 */
const fingerprints = new Map<string, string>();
export function toolFingerprint(...modules: URL[]): string {
  const id = modules.map(String).join("\n");
  let found = fingerprints.get(id);
  if (found === undefined) {
    const lock = readFileSync(fileURLToPath(new URL("../package-lock.json", import.meta.url)));
    found = cacheKey(process.version, lock, ...modules.map((module) => readFileSync(fileURLToPath(module))));
    fingerprints.set(id, found);
  }
  return found;
}
