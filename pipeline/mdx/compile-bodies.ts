/**
 * Every article's body compiled once (compile-body.ts), outside the bundler, into a folder of files
 * the pre-renderer reads a page at a time (app/components/article/article-body.tsx, through
 * `virtual:content/bodies`): the bundle holds no article, so neither it nor the bundler's memory grows
 * with the help centre.
 *
 * The folder is the build cache's (pipeline/build-cache.ts): a body is named by a hash of everything
 * its compiled code depends on (the article's path and source, the media its illustrations are named
 * and sized from, the installed packages and this folder's code), so an unchanged article is not
 * compiled again, in this build or the next. A build that ignores the cache compiles every article
 * into a folder of its own, removed when the process ends. Many articles to compile are shared among
 * worker threads, one per core (pipeline/pool.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { languages, type Article } from "../../app/lib/content/types";
import { textLang } from "../../app/lib/content/translation";
import { cacheKey, openCache, toolFingerprint, workDir } from "../build-cache";
import { projectDir } from "../content/content-source";
import { createPool } from "../pool";
import { bodyKind, compileInto, type CompileTask } from "./compile-into";

/** Fewer articles than this to compile are compiled here; more, on worker threads. */
const poolFrom = 16;

export interface CompiledBodies {
  /** The folder of compiled bodies, each file named by its id. */
  folder: string;
  /** Each page's body id by `<lang>/<key>` (an untranslated language's is its original's). */
  ids: Record<string, string>;
  /** How many article files were compiled (the others were found compiled). */
  compiled: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The code and media every compiled body depends on, as one hash. */
export function sharedInputs(contentDir: string): string {
  const code = filesUnder(fileURLToPath(new URL("./", import.meta.url))).map((path) => pathToFileURL(path));
  const media = filesUnder(join(contentDir, "media")).flatMap((path) => [
    relative(contentDir, path).split(sep).join("/"),
    readFileSync(path),
  ]);
  return cacheKey(toolFingerprint(...code), ...media);
}

/** The name of the compiled body of the article at `path`, given `sharedInputs`. */
export const bodyId = (shared: string, path: string, source: string) =>
  cacheKey(shared, relative(projectDir, path).split(sep).join("/"), source);

/** Compiles what the folder lacks of the articles' bodies, read from `contentDir`. */
export async function compileBodies(
  articles: readonly Pick<Article, "key" | "untranslated">[],
  contentDir: string,
): Promise<CompiledBodies> {
  const dir = workDir();
  const cache = openCache(dir)!;
  const shared = sharedInputs(contentDir);
  const ids: Record<string, string> = {};
  const stale = new Map<string, CompileTask>();
  const known = new Map<string, string>();
  for (const article of articles)
    for (const lang of languages) {
      const file = `${textLang(article, lang)}/${article.key}.mdx`;
      let id = known.get(file);
      if (id === undefined) {
        const path = join(contentDir, file);
        const source = readFileSync(path, "utf8");
        id = bodyId(shared, path, source);
        known.set(file, id);
        if (!cache.find(bodyKind, id)) stale.set(id, { path, source, id });
      }
      ids[`${lang}/${article.key}`] = id;
    }
  const tasks = [...stale.values()];
  if (tasks.length < poolFrom) for (const task of tasks) await compileInto(dir, task);
  else {
    const pool = createPool<CompileTask, void>(new URL("./compile-worker.ts", import.meta.url), {
      workerData: dir,
    });
    try {
      await Promise.all(tasks.map((task) => pool.run(task)));
    } finally {
      await pool.close();
    }
  }
  return { folder: join(dir, bodyKind), ids, compiled: tasks.length };
}
