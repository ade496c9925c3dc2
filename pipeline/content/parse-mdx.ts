/**
 * Reads what the build needs from one MDX article without compiling it: frontmatter, headings
 * with their ids, links and images. The compile step (pipeline/mdx/remark-heading-ids.ts) uses the same heading
 * rules, so what is validated here is what the reader gets.
 */
import type { Heading as MdastHeading, ListItem, Nodes, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";
import { parseArticle } from "./parse-cache";
import { headingIdPattern } from "./schema";
import { encodeBlocks, type Block } from "../../app/lib/content/section-text";
import type { Heading } from "../../app/lib/content/types";

export interface Section {
  id: string;
  heading: string;
  text: string;
}

export interface Statement {
  text: string;
  line: number;
  terms: string[];
  reviewed: boolean;
}

export interface ParsedMdx {
  frontmatter: unknown;
  headings: Heading[];
  /**
   * Every link target with the line it is on: Markdown links (with the text a reader sees, `<Product />`
   * as `{product}`) and `href` of JSX elements.
   */
  links: { url: string; line: number; text?: string }[];
  /** Every image source, as written. */
  images: { url: string; line: number }[];
  /** Every inline code span (`POST`, `callback_url`), as written: values a reader types or sees. */
  codeSpans: { value: string; line: number }[];
  /**
   * The words a reader reads, piece by piece with the line each starts on, for the style check:
   * the title and description, text (headings, paragraphs, lists, tables, link text), image alt
   * and caption, and the `title`/`label`/`alt` of components. Not code, not `<Copy>` values, not
   * the readers' `questions` and `keywords` (those are in readers' words on purpose). Text inside
   * a `<SupportLink>` is marked: only there may words send the reader to support.
   */
  prose: { text: string; line: number; inSupportLink?: true }[];
  /**
   * Each paragraph, heading and table cell as a reader reads it (`<Product />` as `{product}`), with
   * its line, the product terms it marks (bold labels, code, the brand) and whether the writer has
   * marked its scope claims reviewed (`{/* scope reviewed *\/}`): for the scope-claim list.
   */
  statements: Statement[];
  /**
   * The body cut at its `##`/`###` headings, for search and the assistant: the intro has id "". The
   * text keeps one block (paragraph, list item, table row) per line, see section-text.ts.
   */
  sections: Section[];
  problems: string[];
}

/** The id comment that ends a heading: `## Title {/*the-id*\/}`. */
const idComment = /^\s*\/\*\s*([^*]*?)\s*\*\/\s*$/;

/**
 * Splits a heading into its id and its visible text. Returns no id when the heading does not
 * end with an id comment.
 */
export function headingId(node: MdastHeading): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== "mdxTextExpression") return undefined;
  return idComment.exec(last.value)?.[1];
}

export function headingText(node: MdastHeading): string {
  const visible = node.children.filter(
    (child, index) => !(index === node.children.length - 1 && child.type === "mdxTextExpression"),
  );
  return toString({ type: "paragraph", children: visible }).trim();
}

/** The components that make an article's way to a person (app/components/support). */
const supportLink = "SupportLink";
const withSupport = "WithSupport";
const withoutSupport = "WithoutSupport";

/**
 * `support`: whether the brand has a support contact. The sections (what search and the assistant
 * read) then hold the `<WithSupport>` passages, or else the `<WithoutSupport>` ones, as the page
 * shows; everything else (links, prose for the style checks) covers both.
 */
export function parseMdx(source: string, { support }: { support: boolean }): ParsedMdx {
  const problems: string[] = [];
  let tree: Root;
  try {
    tree = parseArticle(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      frontmatter: undefined,
      headings: [],
      links: [],
      images: [],
      codeSpans: [],
      prose: [],
      statements: [],
      sections: [],
      problems: [`MDX does not parse: ${reason}`],
    };
  }

  let frontmatter: unknown = undefined;
  const first = tree.children[0];
  if (first?.type === "yaml") {
    try {
      frontmatter = parseYaml(first.value);
    } catch (error) {
      problems.push(
        `frontmatter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } else {
    problems.push("the file does not start with a --- frontmatter block");
  }

  const headings: Heading[] = [];
  let lastDepth = 1;
  visit(tree, "heading", (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.depth === 1) {
      problems.push(`line ${line}: use ## or ###; the title (h1) comes from the frontmatter`);
      return;
    }
    if (node.depth > 3) {
      problems.push(`line ${line}: headings go no deeper than ###`);
      return;
    }
    if (node.depth > lastDepth + 1)
      problems.push(`line ${line}: heading level skips from h${lastDepth} to h${node.depth}`);
    lastDepth = node.depth;
    const id = headingId(node);
    const text = headingText(node);
    if (id === undefined) {
      problems.push(`line ${line}: heading "${text}" has no id; end it with {/*an-id*/}`);
    } else if (!headingIdPattern.test(id)) {
      problems.push(`line ${line}: heading id "${id}" must be lowercase ASCII kebab-case`);
    } else if (headings.some((heading) => heading.id === id)) {
      problems.push(`line ${line}: heading id "${id}" repeats`);
    } else {
      headings.push({ id, depth: node.depth as 2 | 3, text });
    }
  });

  const links: ParsedMdx["links"] = [];
  const images: ParsedMdx["images"] = [];
  const codeSpans: ParsedMdx["codeSpans"] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "link") links.push({ url: node.url, line, text: plainText(node).trim() });
    if (node.type === "image") images.push({ url: node.url, line });
    if (node.type === "inlineCode") codeSpans.push({ value: node.value, line });
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      for (const attribute of node.attributes) {
        if (attribute.type !== "mdxJsxAttribute" || typeof attribute.value !== "string") continue;
        if (attribute.name === "href") links.push({ url: attribute.value, line });
        if (attribute.name === "src") images.push({ url: attribute.value, line });
      }
    }
  });

  problems.push(...supportPlacement(tree));
  const sections = splitSections(shownFor(tree, support));
  return {
    frontmatter,
    headings,
    links,
    images,
    codeSpans,
    prose: proseOf(tree),
    statements: statementsOf(tree),
    sections,
    problems,
  };
}

type JsxElement = Extract<Nodes, { type: "mdxJsxFlowElement" | "mdxJsxTextElement" }>;
const isElement = (node: Nodes, name: string): node is JsxElement =>
  (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === name;

/**
 * Where the support components may be: a `<SupportLink>` inside a `<WithSupport>` (so that a brand
 * without a contact drops the sentence, not just the link), never in `<WithoutSupport>`, and a
 * `<WithSupport>` holding a `<SupportLink>` (the passage exists for it).
 */
function supportPlacement(tree: Root): string[] {
  const problems: string[] = [];
  const walk = (node: Nodes, inWith: boolean, inWithout: boolean) => {
    const line = node.position?.start.line ?? 0;
    if (isElement(node, supportLink)) {
      if (inWithout) problems.push(`line ${line}: a <SupportLink> cannot be inside <WithoutSupport>`);
      else if (!inWith)
        problems.push(
          `line ${line}: put the sentence or clause with this <SupportLink> inside <WithSupport>…</WithSupport>, so a brand without a support contact does not promise one (content/README.md, "Sending a reader to support")`,
        );
    }
    if (isElement(node, withSupport)) {
      let linked = false;
      visit(node, (child) => {
        if (isElement(child, supportLink)) linked = true;
      });
      if (!linked) problems.push(`line ${line}: a <WithSupport> passage holds no <SupportLink>`);
    }
    if ("children" in node)
      for (const child of node.children as Nodes[])
        walk(child, inWith || isElement(node, withSupport), inWithout || isElement(node, withoutSupport));
  };
  walk(tree, false, false);
  problems.push(...unpairedSupport(tree));
  return problems;
}

/**
 * Every `<WithSupport>` passage has its `<WithoutSupport>` after it in the same section, before the
 * next `<WithSupport>`: where the help centre sends a reader to support, a brand without a contact
 * still gives that reader a next step (what holds instead, or what the reader can still do), never a
 * passage that simply falls silent.
 */
function unpairedSupport(tree: Root): string[] {
  const problems: string[] = [];
  let open: number | undefined;
  const close = () => {
    if (open !== undefined)
      problems.push(
        `line ${open}: this <WithSupport> passage has no <WithoutSupport> after it in the same section; say what a reader of a brand without a support contact can do instead (content/README.md, "Sending a reader to support")`,
      );
    open = undefined;
  };
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "heading") close();
    else if (isElement(node, withSupport)) {
      close();
      open = line;
    } else if (isElement(node, withoutSupport)) open = undefined;
  });
  close();
  return problems;
}

/** The tree as a reader of this brand sees it: one of `<WithSupport>` and `<WithoutSupport>` kept. */
function shownFor(tree: Root, support: boolean): Root {
  const hidden = support ? withoutSupport : withSupport;
  const prune = <T extends Nodes>(node: T): T => {
    if (!("children" in node)) return node;
    const children = (node.children as Nodes[])
      .filter((child) => !isElement(child, hidden))
      .map((child) => prune(child));
    return { ...node, children };
  };
  return prune(tree);
}

/** The reader-visible text of an article, with lines (see `ParsedMdx.prose`). */
function proseOf(tree: Root): ParsedMdx["prose"] {
  const prose: ParsedMdx["prose"] = [];
  let inSupportLink = false;
  const add = (text: string | null | undefined, line: number | undefined) => {
    if (text && line !== undefined) prose.push({ text, line, ...(inSupportLink && { inSupportLink }) });
  };
  const walk = (node: Nodes) => {
    const line = node.position?.start.line;
    switch (node.type) {
      case "yaml":
        // Only the fields shown to readers; the yaml node's value starts on the line after `---`.
        node.value.split("\n").forEach((text, index) => {
          if (/^(title|description):/.test(text) && line !== undefined) add(text, line + 1 + index);
        });
        return;
      case "text":
        add(node.value, line);
        return;
      case "image":
        add(node.alt, line);
        add(node.title, line);
        return;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        if (node.name === "Copy") return;
        for (const attribute of node.attributes) {
          if (
            attribute.type === "mdxJsxAttribute" &&
            typeof attribute.value === "string" &&
            ["title", "label", "alt"].includes(attribute.name)
          )
            add(attribute.value, line);
        }
        break;
      default:
        break;
    }
    if (!("children" in node)) return;
    const outer = inSupportLink;
    inSupportLink ||= isElement(node, supportLink);
    for (const child of node.children as Nodes[]) walk(child);
    inSupportLink = outer;
  };
  walk(tree);
  return prose;
}

/** The comment that marks a block's scope claims as checked against the product knowledge. */
const reviewedMark = /^\s*\/\*\s*scope reviewed\s*\*\/\s*$/;

/** Each paragraph, heading and table cell, with its marked terms (see `ParsedMdx.statements`). */
function statementsOf(tree: Root): Statement[] {
  const statements: Statement[] = [];
  visit(tree, (node) => {
    if (node.type !== "paragraph" && node.type !== "heading" && node.type !== "tableCell") return;
    const terms: string[] = [];
    let reviewed = false;
    visit(node, (child) => {
      if (child.type === "strong" || child.type === "inlineCode") terms.push(plainText(child));
      if (isElement(child, "Product")) terms.push("{product}");
      if (child.type === "mdxTextExpression" && reviewedMark.test(child.value)) reviewed = true;
    });
    const text = plainText(node);
    if (text) statements.push({ text, line: node.position?.start.line ?? 0, terms, reviewed });
  });
  return statements;
}

/** Readable text of a node: what a reader sees, with `<Product />` as `{product}`, code kept, and no JS. */
export function plainText(node: Nodes): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
      return node.value;
    case "yaml":
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
    case "html":
      return "";
    case "image":
      return node.alt ?? "";
    case "break":
      return " ";
    case "table":
      // Each body row reads as a sentence, "cell: cell.", so a passage quoted from a table makes sense.
      return node.children
        .slice(1)
        .map((row) => {
          const line = row.children.map(plainText).filter(Boolean).join(": ");
          return /[.!?:]$/.test(line) ? line : `${line}.`;
        })
        .join(" ");
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      if (node.name === "Product") return "{product}";
      break;
    default:
      break;
  }
  if (!("children" in node)) return "";
  const block =
    node.type !== "paragraph" &&
    node.type !== "heading" &&
    node.type !== "mdxJsxTextElement" &&
    node.type !== "link" &&
    node.type !== "strong" &&
    node.type !== "emphasis" &&
    node.type !== "delete" &&
    node.type !== "tableCell";
  return (node.children as Nodes[])
    .map(plainText)
    .join(block ? " " : "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The blocks of a node: a list's items, a table's rows with their header, anything else as one paragraph. */
function blocksOf(node: Nodes, depth = 0): Block[] {
  switch (node.type) {
    case "list":
      return node.children.flatMap((item, index) =>
        itemBlocks(item, depth, node.ordered ? (node.start ?? 1) + index : undefined),
      );
    case "table": {
      const [head, ...rows] = node.children;
      return [
        {
          kind: "table",
          header: head?.children.map(plainText) ?? [],
          rows: rows.map((row) => row.children.map(plainText)),
        },
      ];
    }
    case "blockquote":
      return node.children.flatMap((child) => blocksOf(child, depth));
    case "mdxJsxFlowElement": {
      if (node.name === "Product") break;
      // Callouts, tabs and figures hold blocks of their own; a callout's title, shown above its
      // text, often is its point ("The key is shown only once").
      const title = node.name === "Callout" ? calloutTitle(node) : undefined;
      return [
        ...(title ? [{ kind: "paragraph" as const, text: title }] : []),
        ...node.children.flatMap((child) => blocksOf(child as Nodes, depth)),
      ];
    }
    case "paragraph":
      // An illustration alone in its paragraph: its alt text is searchable, but not a quote.
      if (
        node.children.every(
          (child) => child.type === "image" || (child.type === "text" && !child.value.trim()),
        )
      )
        return node.children.some((child) => child.type === "image" && child.alt)
          ? [{ kind: "figure", text: plainText(node) }]
          : [];
      break;
    default:
      break;
  }
  const text = plainText(node);
  return text ? [{ kind: "paragraph", text }] : [];
}

/** The `title` a callout is written with, when it is plain text. */
function calloutTitle(node: Extract<Nodes, { type: "mdxJsxFlowElement" }>): string | undefined {
  const attribute = node.attributes.find(
    (attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === "title",
  );
  return typeof attribute?.value === "string" ? attribute.value.trim() || undefined : undefined;
}

function itemBlocks(item: ListItem, depth: number, number: number | undefined): Block[] {
  const text = item.children
    .filter((child) => child.type !== "list")
    .map(plainText)
    .filter(Boolean)
    .join(" ");
  return [
    { kind: "item", text, depth, ...(number === undefined ? {} : { number }) },
    ...item.children.filter((child) => child.type === "list").flatMap((list) => blocksOf(list, depth + 1)),
  ];
}

function splitSections(tree: Root): Section[] {
  const sections: Section[] = [{ id: "", heading: "", text: "" }];
  const parts: Block[][] = [[]];
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth > 1) {
      sections.push({ id: headingId(node) ?? "", heading: headingText(node), text: "" });
      parts.push([]);
      continue;
    }
    parts.at(-1)!.push(...blocksOf(node));
  }
  return sections
    .map((section, index) => ({ ...section, text: encodeBlocks(parts[index]!) }))
    .filter((section) => section.text || section.heading);
}
