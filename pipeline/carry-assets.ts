/**
 * Rolling deploys without broken pages: a page of the previous build, open in a tab when the server
 * switches to a new build, still loads its islands' scripts after the switch, because the new build
 * carries the previous builds' fingerprinted files forward. A fingerprinted name never changes its
 * content, so the old files sit beside the new ones without conflict, and both servers (Node and
 * nginx) serve them with no change. deploy/README.md says how a deploy names the previous build.
 *
 * A file is carried while it is younger than the grace period, its age being its modification
 * time: when the build that made it wrote it (copies keep it), so a file drops out once no build of
 * the last `graceDays` has made it, however many builds have carried it since.
 */
import { copyFileSync, existsSync, lstatSync, readdirSync, utimesSync } from "node:fs";
import { join, resolve } from "node:path";

export const defaultGraceDays = 7;

/**
 * Copies into `assetsDir` every file of the previous builds' `client/assets` that it lacks and that
 * is younger than `graceDays`; returns what it did, in a line for the build's summary.
 */
export function carryAssets(
  previousBuilds: string[],
  assetsDir: string,
  { graceDays = defaultGraceDays, now = Date.now() }: { graceDays?: number; now?: number } = {},
): string {
  const oldest = now - graceDays * 24 * 60 * 60 * 1000;
  let carried = 0;
  let expired = 0;
  for (const build of previousBuilds) {
    const from = join(build, "client", "assets");
    if (!existsSync(from)) throw new Error(`The previous build ${build} has no client/assets folder`);
    for (const name of readdirSync(from)) {
      const source = join(from, name);
      const stat = lstatSync(source);
      // Only plain files: the servers refuse symlinks, and the assets folder has no subfolders.
      if (!stat.isFile() || existsSync(join(assetsDir, name))) continue;
      if (stat.mtimeMs < oldest) {
        expired++;
        continue;
      }
      copyFileSync(source, join(assetsDir, name));
      utimesSync(join(assetsDir, name), stat.atime, stat.mtime);
      carried++;
    }
  }
  return `${carried} files carried from the previous build${previousBuilds.length === 1 ? "" : "s"}, ${expired} older than ${graceDays} days left behind`;
}

/** The previous builds a deploy named (`PREVIOUS_BUILD`, folders separated like PATH), resolved from `root`. */
export function previousBuildsFrom(value: string | undefined, root: string, delimiter: string): string[] {
  return (value ?? "")
    .split(delimiter)
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) => resolve(root, path));
}
