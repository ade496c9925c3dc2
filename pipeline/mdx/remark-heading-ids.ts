/**
 * Compile-time remark plugin: gives every `##`/`###` the id written in its `{/*id*\/}` comment and
 * drops the comment, so the rendered heading's id is the one validated by the registry.
 */
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { headingId } from "../content/parse-mdx";

export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, "heading", (node) => {
      const id = headingId(node);
      if (id === undefined) return;
      node.children = node.children.slice(0, -1);
      const last = node.children.at(-1);
      if (last?.type === "text") last.value = last.value.trimEnd();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    });
  };
}
