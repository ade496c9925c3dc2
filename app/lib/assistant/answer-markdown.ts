/**
 * The answering service's text as the little Markdown a model writes: paragraphs, headings, bullet
 * and numbered lists, **bold**, `code` and links. Parsed into plain data that the caller renders as
 * React text and elements, so no HTML from an answer ever reaches the page; links go through
 * linkify (only our routes and https URLs). A half-written mark while the text streams shows as is.
 */
import { linkify, type Segment } from "./linkify";

export type Inline =
  | Segment
  | { type: "strong"; text: string }
  | { type: "emphasis"; text: string }
  | { type: "code"; text: string };
type List = { type: "bullets"; items: Inline[][] } | { type: "numbers"; items: Inline[][] };
export type MarkdownBlock =
  { type: "paragraph"; inlines: Inline[] } | { type: "heading"; inlines: Inline[] } | List;

const inlineMark = /\*\*([^*\n]+)\*\*|`([^`\n]+)`/g;
// `_emphasis_` only between word boundaries, so a snake_case name stays one word. Read in the
// articles' exports (the embedded widget), not in a model's answers, whose underscores are names.
const withEmphasis = /\*\*([^*\n]+)\*\*|`([^`\n]+)`|(?<![\w\\])_([^_\n]+)_(?!\w)/g;

/** A line's marks (bold, code, and emphasis when asked) and links (linkify), in order. */
export function inlineMarks(text: string, isOwnRoute: (path: string) => boolean, emphasis = false): Inline[] {
  const result: Inline[] = [];
  let cursor = 0;
  for (const match of text.matchAll(emphasis ? withEmphasis : inlineMark)) {
    result.push(...linkify(text.slice(cursor, match.index), isOwnRoute));
    result.push(
      match[1]
        ? { type: "strong", text: match[1] }
        : match[2]
          ? { type: "code", text: match[2] }
          : { type: "emphasis", text: match[3]! },
    );
    cursor = match.index + match[0].length;
  }
  result.push(...linkify(text.slice(cursor), isOwnRoute));
  return result;
}

const bullet = /^\s*[-*+]\s+(.*)$/;
const number = /^\s*\d{1,3}[.)]\s+(.*)$/;
const heading = /^#{1,6}\s+(.*)$/;

export function answerMarkdown(text: string, isOwnRoute: (path: string) => boolean): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: "paragraph", inlines: inlineMarks(paragraph.join(" "), isOwnRoute) });
    paragraph = [];
  };
  for (const line of text.split("\n")) {
    const item = bullet.exec(line) ?? number.exec(line);
    const title = heading.exec(line);
    if (item) {
      endParagraph();
      const type = bullet.test(line) ? "bullets" : "numbers";
      const last = blocks.at(-1);
      const list: List = last?.type === type ? last : { type, items: [] };
      if (list !== last) blocks.push(list);
      list.items.push(inlineMarks(item[1]!, isOwnRoute));
    } else if (title) {
      endParagraph();
      blocks.push({ type: "heading", inlines: inlineMarks(title[1]!, isOwnRoute) });
    } else if (line.trim()) paragraph.push(line.trim());
    else endParagraph();
  }
  endParagraph();
  return blocks;
}
