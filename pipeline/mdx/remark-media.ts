/**
 * Compile-time remark plugin: every illustration (a Markdown image with a relative path into
 * `content/media/`) points at its fingerprinted asset (media-assets.ts) and, for an SVG, carries its
 * intrinsic width and height, so the page reserves the space before the image loads (no layout shift,
 * and a reader's scroll position stays put). The alt text and title stay as written.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { mediaFileName } from "./media-assets";

/** Width and height of an SVG from its root attributes, else from its viewBox. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`, "i").exec(root)?.[1];
  const width = Number.parseFloat(attribute("width") ?? "");
  const height = Number.parseFloat(attribute("height") ?? "");
  if (width > 0 && height > 0) return { width, height };
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return undefined;
}

/** A URL that leaves the content folder's files alone: another site's, or the site's own root. */
const notAFile = /^[a-z]+:|^\//i;

export function remarkMedia() {
  return (tree: Root, file: VFile) => {
    visit(tree, "image", (node) => {
      if (notAFile.test(node.url)) return;
      const path = resolve(dirname(file.path), decodeURIComponent(node.url));
      const bytes = readFileSync(path);
      node.url = `/${mediaFileName(path, bytes)}`;
      const size = path.endsWith(".svg") ? svgSize(bytes.toString("utf8")) : undefined;
      if (size) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...size } };
    });
  };
}
