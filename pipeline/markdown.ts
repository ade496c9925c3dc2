/**
 * The Markdown version of an article (served at its route + ".md" and listed in llms.txt): the same
 * MDX, with the components turned into plain Markdown a reader or a language model can use.
 */
import type { RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { parseArticle } from "./content/parse-cache";
import { headingId } from "./content/parse-mdx";
import type { Lang } from "~/lib/i18n";
import type { SupportContact } from "~/config/brand";
import { supportTarget } from "~/lib/support";
import { href, splitLink } from "~/lib/urls";

function attribute(
  node: { attributes: { type: string; name?: string; value?: unknown }[] },
  name: string,
): string | undefined {
  const found = node.attributes.find((item) => item.type === "mdxJsxAttribute" && item.name === name);
  return typeof found?.value === "string" ? found.value : undefined;
}

export function articleMarkdown(
  source: string,
  options: {
    lang: Lang;
    title: string;
    description: string;
    productName: string;
    siteUrl: string;
    /**
     * The brand's support contact: a `<SupportLink>` becomes a link to it, and the `<WithSupport>`
     * passages are kept; without one, the `<WithoutSupport>` passages are.
     */
    support?: SupportContact | null;
  },
): string {
  const { lang, productName } = options;
  const tree = parseArticle(source);
  tree.children = tree.children.filter((node) => node.type !== "yaml" && node.type !== "mdxjsEsm");

  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === "heading") {
      if (headingId(node) !== undefined) node.children = node.children.slice(0, -1);
      const last = node.children.at(-1);
      if (last?.type === "text") last.value = last.value.trimEnd();
      return;
    }
    if (node.type === "mdxTextExpression" || node.type === "mdxFlowExpression") {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === "link" && node.url.startsWith("/")) {
      const { route, section } = splitLink(node.url);
      node.url = options.siteUrl + href(route, lang, section);
      return;
    }
    if (node.type === "image") {
      // Illustrations are fingerprinted assets of the HTML page; the Markdown keeps their description.
      parent.children.splice(index, 1, {
        type: "emphasis",
        children: [{ type: "text", value: node.alt ?? "" }],
      } as never);
      return [SKIP, index];
    }
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    let replacement: RootContent[];
    switch (node.name) {
      case "Product":
        replacement = [{ type: "text", value: productName }];
        break;
      case "Copy":
        replacement = [
          {
            type: "inlineCode",
            value: node.children.map((child) => ("value" in child ? String(child.value) : "")).join(""),
          },
        ];
        break;
      case "Callout": {
        const title = attribute(node, "title");
        replacement = [
          {
            type: "blockquote",
            children: [
              ...(title
                ? [
                    {
                      type: "paragraph" as const,
                      children: [
                        { type: "strong" as const, children: [{ type: "text" as const, value: title }] },
                      ],
                    },
                  ]
                : []),
              ...(node.children as never[]),
            ],
          },
        ];
        break;
      }
      case "SupportLink":
        replacement = options.support
          ? [{ type: "link", url: supportTarget(options.support).href, children: node.children as never[] }]
          : node.children;
        break;
      // The passages that hold only with a contact, or only without one: what the page shows.
      case "WithSupport":
        replacement = options.support ? node.children : [];
        break;
      case "WithoutSupport":
        replacement = options.support ? [] : node.children;
        break;
      case "Tab":
        replacement = [
          { type: "heading", depth: 4, children: [{ type: "text", value: attribute(node, "label") ?? "" }] },
          ...(node.children as RootContent[]),
        ];
        break;
      default:
        replacement = node.children;
    }
    parent.children.splice(index, 1, ...(replacement as never[]));
    return [SKIP, index];
  });

  const body = unified().use(remarkGfm).use(remarkStringify, { bullet: "-", emphasis: "_" }).stringify(tree);
  return `# ${options.title}\n\n> ${options.description}\n\n${body.trim()}\n`;
}
