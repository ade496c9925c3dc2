/**
 * How tall each later block of an article will be, estimated from the built page at the two widths
 * its column has (a phone's, and the fixed measure from 768 px), written on the block as custom
 * properties that app.css gives its lazy layout as the block's size until the browser lays it out.
 *
 * A block not yet laid out is as tall as its estimate, while what is inside it takes its real size
 * whenever something measures it: a tool that asks where the controls are (an accessibility audit of
 * target sizes, a hit test) finds a block's links and buttons overlapping the next block's when the
 * estimate is short. So the estimate errs on the tall side: words wrapped at a wide font's widths (a
 * phone's system font is narrower), at the narrowest common phone's column. Being tall costs nothing a
 * reader sees, since the blocks are laid out before they reach the screen and nothing on it moves.
 * The heights come from block-height.ts.
 */
import { parse, parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { attribute, blockHeight, classes, isElement, type Element, type Node } from "./block-height";

/** The article column's width in px: a 360 px phone's (the page keeps 16 px each side), and from 768 px on. */
export const columnWidths = { phone: 328, wide: 590 } as const;

/** The custom properties app.css reads, by width. */
export const estimateProperties = { phone: "--block-phone", wide: "--block-wide" } as const;

/** Which of the article's blocks are laid out lazily: app.css's `:nth-child(n + 6)`. */
export const firstLazyBlock = 5;

type Estimate = Record<keyof typeof columnWidths, number>;

/** Estimated height in rem of an article's block at each of the column's widths, a fifth on the tall side. */
function estimate(block: Element): Estimate {
  // A fifth more, then up to the half rem: the model's lines and tables are rough.
  const rem = (px: number) => Math.ceil((px * 1.2) / 8) / 2;
  return {
    phone: rem(blockHeight(block, columnWidths.phone)),
    wide: rem(blockHeight(block, columnWidths.wide)),
  };
}

/** The estimate of a block given as its outer HTML (the tests measure the model against the browser). */
export function estimateBlock(html: string): Estimate {
  const block = parseFragment(html).childNodes.find(isElement);
  return block ? estimate(block) : { phone: 0, wide: 0 };
}

const declarations = (value: Estimate) =>
  `${estimateProperties.phone}:${value.phone}rem;${estimateProperties.wide}:${value.wide}rem`;

/** The built page with each later block of its article carrying its estimate; unchanged if it holds no article. */
export function withBlockEstimates(html: string): string {
  if (!html.includes("prose-article")) return html;
  const find = (node: Node | DefaultTreeAdapterMap["document"]): Element | undefined => {
    if (isElement(node as Node) && classes(node as Element).includes("prose-article")) return node as Element;
    for (const child of "childNodes" in node ? node.childNodes : []) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const article = find(parse(html, { sourceCodeLocationInfo: true }));
  if (!article) return html;
  // Edits from the end, so the offsets of those before stay true.
  const edits = article.childNodes
    .filter(isElement)
    .slice(firstLazyBlock)
    .map((block) => {
      const location = block.sourceCodeLocation!;
      const style = location.attrs?.style;
      const value = declarations(estimate(block));
      return style
        ? {
            at: style.startOffset,
            end: style.endOffset,
            text: `style="${attribute(block, "style")!.replaceAll("&", "&amp;").replaceAll('"', "&quot;")};${value}"`,
          }
        : {
            at: location.startTag!.endOffset - 1,
            end: location.startTag!.endOffset - 1,
            text: ` style="${value}"`,
          };
    })
    .reverse();
  return edits.reduce((page, edit) => page.slice(0, edit.at) + edit.text + page.slice(edit.end), html);
}
