/** One article's body compiled (compile-body.ts) and stored under its id in a build cache's folder. */
import { openCache } from "../build-cache";
import { compileBody } from "./compile-body";

/** The cache's kind of entry a compiled body is. */
export const bodyKind = "mdx-body";

export interface CompileTask {
  /** The article's file. */
  path: string;
  source: string;
  /** The name its compiled body is stored under (compile-bodies.ts). */
  id: string;
}

export async function compileInto(cacheDir: string, { path, source, id }: CompileTask): Promise<void> {
  openCache(cacheDir)!.put(bodyKind, id, await compileBody(path, source));
}
