/**
 * The articles' illustrations (`content/media/`) as the build's assets: each is copied to
 * `assets/<name>-<hash>.<extension>`, named by a hash of its bytes, so it is cached forever and a
 * changed picture gets a new name. The compiled articles name them (remark-media.ts) and the content
 * plugin emits them (pipeline/vite-plugin-content.ts), each computing the same name from the file.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, extname, join, posix } from "node:path";
import type { ParsedMdx } from "../content/parse-mdx";

/**
 * The asset's path under the client's folder, from the file's name and bytes: 8 characters of hash,
 * as the bundler names the assets it emits, so a tool reading the build's names reads these alike.
 */
export function mediaFileName(file: string, bytes: Uint8Array): string {
  const extension = extname(file);
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 8);
  return `assets/${basename(file, extension)}-${hash}${extension}`;
}

/** Every media file the articles show, as `media/x.svg` (relative to the content folder). */
export function referencedMedia(bodies: ReadonlyMap<string, Pick<ParsedMdx, "images">>): string[] {
  const found = new Set<string>();
  for (const [name, { images }] of bodies)
    for (const { url } of images)
      found.add(posix.normalize(posix.join(posix.dirname(`${name}.mdx`), decodeURIComponent(url))));
  return [...found].sort();
}

export interface MediaAsset {
  /** Its path under the client's folder. */
  fileName: string;
  /** The media file it is a copy of. */
  path: string;
}

/** The assets of the media files the articles show, in `contentDir`. */
export function mediaAssets(
  contentDir: string,
  bodies: ReadonlyMap<string, Pick<ParsedMdx, "images">>,
): MediaAsset[] {
  return referencedMedia(bodies).map((file) => {
    const path = join(contentDir, file);
    return { fileName: mediaFileName(file, readFileSync(path)), path };
  });
}
