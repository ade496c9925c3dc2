/**
 * The height of a block of an article's built HTML at a given column width, from the article's own
 * CSS (app.css, the MDX components) reduced to what sets heights: font sizes and line heights,
 * margins, paddings, list indents, illustrations at their aspect ratio, tables by the auto layout's
 * share of the width, code blocks by their lines, the visible tab panel. Words are wrapped at a wide
 * font's widths (DejaVu Sans), so most text takes less. block-estimates.ts writes it on the pages.
 */
import type { DefaultTreeAdapterMap } from "parse5";

export type Node = DefaultTreeAdapterMap["childNode"];
export type Element = DefaultTreeAdapterMap["element"];

export const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
/** A character's width in em, in a wide sans-serif (DejaVu Sans); most text is narrower. */
function widthOf(char: string): number {
  if (char === " ") return 0.32;
  if ("iljI.,:;'!|".includes(char)) return 0.3;
  if ("ftr()[]/-".includes(char)) return 0.42;
  if ("mwMW".includes(char)) return 0.98;
  if (/[A-Z]/.test(char)) return 0.74;
  return 0.63;
}

/** The ASCII characters' widths, looked up: every character of a page is measured at two widths. */
const asciiWidths = Array.from({ length: 128 }, (_, code) => widthOf(String.fromCharCode(code)));

/** A character's width in em (`widthOf`). */
function charEm(char: string): number {
  const code = char.charCodeAt(0);
  return code < 128 && char.length === 1 ? asciiWidths[code]! : widthOf(char);
}

interface Font {
  /** Font size in px. */
  size: number;
  /** Line height in px. */
  line: number;
  /** Width factor: 1 for the sans-serif, more for bold or monospace. */
  width: number;
}

const body: Font = { size: 16, line: 28, width: 1 };
/** Tailwind's text-sm: 14 px on 20 px. */
const small: Font = { size: 14, line: 20, width: 1 };

/** Marks a place a line may break without a space (inside a value set to break anywhere). */
const breakAnywhere = "\u200b";
/** The words of `text`: what lies between the places a line may break. */
const wordsOf = (text: string) => text.split(/[\s\u200b]+/).filter(Boolean);

/**
 * Lines of `text` wrapped greedily at spaces (and where a value may break anywhere) in `width` px,
 * a character's width at least; a word wider than the line takes lines of its own.
 */
function wrappedLines(text: string, width: number, font: Font): number {
  const em = font.size * font.width;
  const room = Math.max(width, em);
  let lines = 0;
  let used = 0;
  // The width between the last word and the next: a space's, or none where a value breaks.
  let gap = 0;
  for (const part of text.split(/(\s+|\u200b)/)) {
    if (part === "" || part === breakAnywhere) continue;
    if (/^\s+$/.test(part)) {
      gap = charEm(" ") * em;
      continue;
    }
    let wordWidth = 0;
    for (const char of part) wordWidth += charEm(char) * em;
    if (lines === 0 || used + gap + wordWidth > room) {
      lines += Math.ceil(wordWidth / room);
      used = wordWidth % room || room;
    } else used += gap + wordWidth;
    gap = 0;
  }
  return lines;
}

export const isElement = (node: Node): node is Element => "tagName" in node;
export const classes = (element: Element) => (attribute(element, "class") ?? "").split(/\s+/);

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (!isElement(node) || node.tagName === "svg") return "";
  // A copy button's name is not on screen; its box is (inlineControls below).
  if (node.tagName === "button") return "";
  const text = node.childNodes.map(textOf).join("");
  // A value that may break anywhere (an identifier in a narrow column) is a word per character.
  return classes(node).includes("break-all") ? [...text].join(breakAnywhere) : text;
}

/** Buttons inside a run of text (an inline value's copy button): each may make its line taller. */
const inlineControls = (nodes: Node[]): number =>
  nodes.reduce(
    (count, node) =>
      count + (isElement(node) ? (node.tagName === "button" ? 1 : inlineControls(node.childNodes)) : 0),
    0,
  );

const blockTags = new Set([
  "p",
  "ul",
  "ol",
  "li",
  "div",
  "figure",
  "figcaption",
  "pre",
  "table",
  "aside",
  "blockquote",
  "h2",
  "h3",
  "h4",
  "hr",
  "img",
]);

/** Whether `node` starts a box of its own (a custom element, like an island, is only its contents). */
function isBlock(node: Node): boolean {
  if (!isElement(node)) return false;
  if (node.tagName.includes("-")) return node.childNodes.some(isBlock);
  if (classes(node).some((name) => name === "absolute")) return false;
  if (node.tagName === "img") return true;
  return blockTags.has(node.tagName);
}

/** Vertical margins in px (top, bottom) of a block inside an article, from app.css and the components. */
function margins(element: Element, insideItem: boolean): [number, number] {
  const names = classes(element);
  const tailwind = (prefix: string) => {
    const found = names.find((name) => name.startsWith(prefix));
    return found ? Number(found.slice(prefix.length)) * 4 : undefined;
  };
  const my = tailwind("my-");
  if (my !== undefined) return [my, my];
  switch (element.tagName) {
    case "p":
      return insideItem ? [4, 4] : [16, 16];
    case "ul":
    case "ol":
      return [16, 16];
    case "li":
      return [5.6, 5.6];
    case "h2":
      return [48, 16];
    case "h3":
      return [32, 12];
    case "hr":
      return [32, 32];
    default:
      return [tailwind("mt-") ?? 0, tailwind("mb-") ?? 0];
  }
}

/** Height in px of a run of inline content `nodes` in `width` px. */
function inlineHeight(nodes: Node[], width: number, font: Font): number {
  const text = nodes.map(textOf).join("");
  const lines = wrappedLines(text, width, font);
  // A line holding an inline value with its copy button (a 32 px box in a 28 px line) grows.
  return lines * font.line + inlineControls(nodes) * 12;
}

/**
 * Height in px of the children of a box `width` px wide: runs of inline content as lines, blocks
 * stacked with the larger of two adjoining margins between them. Margins at the box's own edges are
 * left out (they collapse through it, or the components drop them).
 */
function stackHeight(nodes: Node[], width: number, font: Font, insideItem = false): number {
  let height = 0;
  let previousBottom: number | undefined;
  let run: Node[] = [];
  const flush = () => {
    if (run.some((node) => textOf(node).trim() || inlineControls([node]))) {
      height += (previousBottom ?? 0) + inlineHeight(run, width, font);
      previousBottom = 0;
    }
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      run.push(node);
      continue;
    }
    flush();
    const element = node as Element;
    if (element.tagName.includes("-")) {
      // An island wrapping blocks (the tabs' list): its blocks, in its place.
      height += (previousBottom ?? 0) + stackHeight(element.childNodes, width, font, insideItem);
      previousBottom = 0;
      continue;
    }
    if (attribute(element, "hidden") !== undefined) continue;
    const [top, bottom] = margins(element, insideItem);
    height += previousBottom === undefined ? 0 : Math.max(previousBottom, top);
    height += heightOf(element, width, font);
    previousBottom = bottom;
  }
  flush();
  return height;
}

/** Height in px of a table `width` px wide: rows by their tallest cell. */
function tableHeight(table: Element, width: number): number {
  const rows: Element[] = [];
  const collect = (element: Element) => {
    for (const child of element.childNodes.filter(isElement))
      if (child.tagName === "tr") rows.push(child);
      else collect(child);
  };
  collect(table);
  const cells = rows.map((row) =>
    row.childNodes.filter(isElement).filter((cell) => /^t[hd]$/.test(cell.tagName)),
  );
  const columns = Math.max(0, ...cells.map((row) => row.length));
  const padding = 25.6;
  const textWidth = (text: string) =>
    [...text.replaceAll(breakAnywhere, "")].reduce((sum, char) => sum + charEm(char) * small.size, 0);
  // A column is at least as wide as its header (never wrapped) and its longest word.
  const least = Array.from(
    { length: columns },
    (_, column) =>
      Math.max(
        0,
        ...cells.map((row) => {
          const cell = row[column];
          if (!cell) return 0;
          const text = textOf(cell).trim();
          if (cell.tagName === "th") return textWidth(text) * 1.1;
          return Math.max(0, ...wordsOf(text).map(textWidth)) + inlineControls([cell]) * 44;
        }),
      ) + padding,
  );
  // What is left of the width goes to the columns in proportion to how much more their longest cell
  // would take, as the auto layout shares it.
  const most = least.map((value, column) =>
    Math.max(
      value,
      ...cells.map((row) => (row[column] ? textWidth(textOf(row[column]).trim()) + padding : 0)),
    ),
  );
  const spare = Math.max(0, width - least.reduce((sum, value) => sum + value, 0));
  const wants = most.reduce((sum, value, column) => sum + value - least[column]!, 0);
  const widths = least.map((value, column) =>
    Math.min(most[column]!, value + (wants > 0 ? (spare * (most[column]! - value)) / wants : 0)),
  );
  // The shares the browser gives the columns are the roughest part of the model: nearly half as much again.
  const roughness = 1.45;
  return rows.reduce((sum, row, index) => {
    const tallest = Math.max(
      small.line,
      ...cells[index]!.map((cell, column) =>
        cell.tagName === "th"
          ? small.line
          : // A value with its copy button beside it (and the value's own padding) wraps in what is left.
            inlineHeight(cell.childNodes, widths[column]! - padding - inlineControls([cell]) * 44, small),
      ),
    );
    return (
      sum +
      tallest * roughness +
      19.2 +
      (row.childNodes.some((cell) => isElement(cell) && cell.tagName === "td") ? 1 : 0)
    );
  }, 0);
}

/** Height in px of `element`'s border box, `width` px being what its container gives it. */
function heightOf(element: Element, width: number, font: Font): number {
  const names = classes(element);
  switch (element.tagName) {
    case "img": {
      const ratio = Number(attribute(element, "height")) / Number(attribute(element, "width"));
      return Number.isFinite(ratio) ? width * ratio + 2 : 0;
    }
    case "hr":
      return 1;
    case "pre": {
      const lines = textOf(element).replace(/\n$/, "").split("\n").length;
      // text-sm, leading-relaxed; py-3 and a border.
      return lines * 22.75 + 24 + 2;
    }
    case "table":
      return tableHeight(element, width);
    case "h2":
    case "h3": {
      const heading: Font =
        element.tagName === "h2" ? { size: 24, line: 32, width: 1.08 } : { size: 20, line: 28, width: 1.08 };
      // Beside the text, the 32 px button that copies the section's link; h2 has pb-2 and a border.
      const text = inlineHeight(element.childNodes, width - 36, heading);
      return Math.max(text, 32) + (element.tagName === "h2" ? 9 : 0);
    }
    case "figcaption":
      return inlineHeight(element.childNodes, width, small);
    case "ul":
    case "ol":
      // 1.5rem of indent; each item 0.25rem more.
      return stackHeight(element.childNodes, width - 24, font, true);
    case "li":
      return stackHeight(element.childNodes, width - 4, font, true);
    case "aside":
      // A callout: border and py-3 around its text (0.95rem), which sits beside a 20 px icon and a 12 px gap.
      return (
        2 + 24 + stackHeight(element.childNodes, width - 2 - 32 - 32, { size: 15.2, line: 26.6, width: 1 })
      );
    case "p":
      return stackHeight(element.childNodes, width, font, true);
    default: {
      // A box of the components: its border, padding, and what it holds (the tabs' panel has px-4 py-2).
      const bordered = names.includes("border") ? 2 : 0;
      const padX = names.includes("px-4") ? 32 : names.includes("px-2") ? 16 : 0;
      const padY = names.includes("py-3") ? 24 : names.includes("py-2") ? 16 : 0;
      const padTop = names.includes("pt-2") ? 8 : 0;
      const tablist = attribute(element, "role") === "tablist";
      const inside = tablist
        ? small.line + 16 + 1
        : stackHeight(element.childNodes, width - bordered - padX, font, insideItem(element));
      return bordered + padY + padTop + inside;
    }
  }
}

/** A tab panel's first block has mt-3 instead of its own top margin; other boxes drop theirs. */
const insideItem = (element: Element) => attribute(element, "role") === "tabpanel";

/** Height in px of a block of an article (`element`'s border box) in a column `width` px wide. */
export const blockHeight = (element: Element, width: number) => heightOf(element, width, body);
