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

/** The article's element, and where its HTML starts in the page (its nodes' places are from there). */
interface Located {
  article: Element;
  offset: number;
}

/** The first element of `root`'s tree (depth first) with the class `prose-article`: the article. */
function findArticle(root: Node | DefaultTreeAdapterMap["document"]): Element | undefined {
  if (isElement(root as Node) && classes(root as Element).includes("prose-article")) return root as Element;
  for (const child of "childNodes" in root ? root.childNodes : []) {
    const found = findArticle(child);
    if (found) return found;
  }
  return undefined;
}

/** A comment, a script or a style whole (skipped), or an element's opening or closing tag. */
const tagPattern = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>|<(\/?)([a-z][\w-]*)(?=[\s/>])[^>]*>/gi;
const articleClass = /\sclass="(?:[^"]*\s)?prose-article(?:\s[^"]*)?"/;

/**
 * Where the article's element is in the page, as offsets of its HTML: the page's tags read in order
 * (comments, scripts and styles skipped whole; the page's text is escaped, so a tag in it is a tag)
 * to the first whose classes include `prose-article`, then the tags of its name counted to the one
 * that closes it. Undefined when that finds no close.
 */
export function articleSpan(html: string): { start: number; end: number } | undefined {
  let name: string | undefined;
  let start = 0;
  let depth = 0;
  for (const tag of html.matchAll(tagPattern)) {
    const [text, skipped, closing, tagName] = tag;
    if (skipped !== undefined || tagName === undefined) continue;
    if (name === undefined) {
      if (closing === "" && articleClass.test(text)) {
        name = tagName.toLowerCase();
        start = tag.index;
        depth = 1;
      }
      continue;
    }
    if (tagName.toLowerCase() !== name) continue;
    depth += closing === "/" ? -1 : 1;
    if (depth === 0) return { start, end: tag.index + text.length };
  }
  return undefined;
}

/**
 * The article's element with its offsets in the page: its own HTML parsed, not the page's (the
 * whole page, its head, scripts, header and sidebar too, parsed with every node's place, cost as
 * much as compressing it); the whole page when the article's end cannot be found so.
 */
function locateArticle(html: string): Located | undefined {
  if (!html.includes("prose-article")) return undefined;
  const span = articleSpan(html);
  if (span) {
    const article = parseFragment(html.slice(span.start, span.end), {
      sourceCodeLocationInfo: true,
    }).childNodes.find(isElement);
    if (article && classes(article).includes("prose-article")) return { article, offset: span.start };
  }
  return locateInWholePage(html);
}

/** The article's element found in the whole page parsed. */
function locateInWholePage(html: string): Located | undefined {
  const article = findArticle(parse(html, { sourceCodeLocationInfo: true }));
  return article && { article, offset: 0 };
}

/** The built page with each later block of its article carrying its estimate; unchanged if it holds no article. */
export const withBlockEstimates = (html: string) => writeEstimates(html, locateArticle(html));

/** The same, the whole page parsed to find the article: what the quicker way must always agree with. */
export const withBlockEstimatesParsingWhole = (html: string) => writeEstimates(html, locateInWholePage(html));

/** `html` with the estimates written on the later blocks of the article `located` in it. */
function writeEstimates(html: string, located: Located | undefined): string {
  if (!located) return html;
  const { article, offset } = located;
  // In the page's order; the page is then written once, its untouched stretches and the edits.
  const edits = article.childNodes
    .filter(isElement)
    .slice(firstLazyBlock)
    .map((block) => {
      const location = block.sourceCodeLocation!;
      const style = location.attrs?.style;
      const value = declarations(estimate(block));
      return style
        ? {
            at: offset + style.startOffset,
            end: offset + style.endOffset,
            text: `style="${attribute(block, "style")!.replaceAll("&", "&amp;").replaceAll('"', "&quot;")};${value}"`,
          }
        : {
            at: offset + location.startTag!.endOffset - 1,
            end: offset + location.startTag!.endOffset - 1,
            text: ` style="${value}"`,
          };
    });
  const pieces: string[] = [];
  let copied = 0;
  for (const edit of edits) {
    pieces.push(html.slice(copied, edit.at), edit.text);
    copied = edit.end;
  }
  pieces.push(html.slice(copied));
  return pieces.join("");
}
