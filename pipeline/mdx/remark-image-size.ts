/**
 * Compile-time remark plugin, after remark-mdx-images: gives every imported SVG illustration its
 * intrinsic width and height, so the page reserves the space before the image loads (no layout
 * shift, and a reader's scroll position stays put).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Root } from "mdast";
import type { MdxJsxAttribute } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

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

export function remarkImageSize() {
  return (tree: Root, file: VFile) => {
    const sources = new Map<string, string>();
    for (const node of tree.children) {
      if (node.type !== "mdxjsEsm") continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== "ImportDeclaration" || typeof statement.source.value !== "string") continue;
        for (const specifier of statement.specifiers)
          sources.set(specifier.local.name, statement.source.value);
      }
    }
    visit(tree, "mdxJsxTextElement", (node) => {
      if (node.name !== "img") return;
      const src = node.attributes.find(
        (attribute): attribute is MdxJsxAttribute =>
          attribute.type === "mdxJsxAttribute" && attribute.name === "src",
      );
      const name = typeof src?.value === "object" ? src.value?.value : undefined;
      const url = name === undefined ? undefined : sources.get(name);
      if (!url?.endsWith(".svg")) return;
      const size = svgSize(readFileSync(resolve(dirname(file.path), url), "utf8"));
      if (!size) return;
      node.attributes.push(
        { type: "mdxJsxAttribute", name: "width", value: String(size.width) },
        { type: "mdxJsxAttribute", name: "height", value: String(size.height) },
      );
    });
  };
}
