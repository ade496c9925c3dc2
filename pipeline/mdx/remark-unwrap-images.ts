/**
 * Compile-time remark plugin: an image alone in its paragraph becomes a block, so it renders as a
 * `<figure>` instead of an invalid `<p><figure>`.
 */
import type { Root, RootContent } from "mdast";
import { visit } from "unist-util-visit";

const isBlank = (node: RootContent) => node.type === "text" && node.value.trim() === "";

export function remarkUnwrapImages() {
  return (tree: Root) => {
    visit(tree, "paragraph", (node, index, parent) => {
      if (index === undefined || !parent) return;
      const images = node.children.filter((child) => child.type === "image");
      if (images.length === 0 || !node.children.every((child) => child.type === "image" || isBlank(child)))
        return;
      parent.children.splice(index, 1, ...(images as never[]));
      return index + images.length;
    });
  };
}
