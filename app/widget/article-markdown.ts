/**
 * An article's Markdown export (the build's `<route>.md`) read into plain blocks for the widget's
 * article view: headings, paragraphs, bullet and numbered lists, tables, code, and callouts (the
 * export's `>` quotes). Inline text goes through answer-markdown's marks and linkify, so links are
 * only the help centre's own routes and https URLs; the caller renders every block as elements and
 * text, never as HTML. The export's own title line is left out (the view shows the title).
 */
import { inlineMarks, type Inline } from "~/lib/assistant/answer-markdown";

export type ArticleBlock =
  | { type: "heading"; level: 2 | 3 | 4; inlines: Inline[] }
  | { type: "paragraph"; inlines: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { type: "table"; header: Inline[][]; rows: Inline[][][] }
  | { type: "code"; text: string }
  | { type: "callout"; blocks: ArticleBlock[] };

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The few character references a Markdown writer escapes with, as characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith("#")) return entities[name.toLowerCase()] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const bullet = /^[-*+]\s+(.*)$/;
const numbered = /^(\d{1,3})[.)]\s+(.*)$/;
const heading = /^(#{1,6})\s+(.*)$/;
const divider = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

function cells(line: string): string[] {
  return line
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

export function articleMarkdown(source: string, isOwnRoute: (path: string) => boolean): ArticleBlock[] {
  const read = (text: string) => inlineMarks(decodeEntities(text).trim(), isOwnRoute, true);
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", inlines: read(paragraph.join(" ")) });
    paragraph = [];
  };
  let titleSkipped = false;
  for (let at = 0; at < lines.length; at++) {
    const raw = lines[at]!;
    const line = raw.trim();
    if (line.startsWith("```")) {
      endParagraph();
      const code: string[] = [];
      const indent = raw.length - raw.trimStart().length;
      while (++at < lines.length && !lines[at]!.trim().startsWith("```")) code.push(lines[at]!.slice(indent));
      blocks.push({ type: "code", text: code.join("\n") });
      continue;
    }
    if (line.startsWith(">")) {
      endParagraph();
      const quoted: string[] = [];
      for (; at < lines.length && lines[at]!.trim().startsWith(">"); at++)
        quoted.push(lines[at]!.trim().replace(/^>\s?/, ""));
      at--;
      blocks.push({ type: "callout", blocks: articleMarkdown(quoted.join("\n"), isOwnRoute) });
      continue;
    }
    if (line.startsWith("|") && divider.test(lines[at + 1]?.trim() ?? "")) {
      endParagraph();
      const header = cells(line).map(read);
      const rows: Inline[][][] = [];
      for (at += 2; at < lines.length && lines[at]!.trim().startsWith("|"); at++)
        rows.push(cells(lines[at]!.trim()).map(read));
      at--;
      blocks.push({ type: "table", header, rows });
      continue;
    }
    const title = heading.exec(line);
    if (title) {
      endParagraph();
      const level = title[1]!.length;
      // The first `#` is the article's own title, which the view shows above the text.
      if (level === 1 && !titleSkipped) titleSkipped = true;
      else
        blocks.push({
          type: "heading",
          level: Math.min(Math.max(level, 2), 4) as 2 | 3 | 4,
          inlines: read(title[2]!),
        });
      continue;
    }
    const item = bullet.exec(line);
    const number = numbered.exec(line);
    if (item || number) {
      endParagraph();
      const ordered = !!number;
      const last = blocks.at(-1);
      const text = number ? number[2]! : item![1]!;
      if (last?.type === "list" && last.ordered === ordered) last.items.push(read(text));
      else blocks.push({ type: "list", ordered, start: number ? Number(number[1]) : 1, items: [read(text)] });
      continue;
    }
    if (!line) {
      endParagraph();
      continue;
    }
    // A line indented under a list item continues that item.
    const last = blocks.at(-1);
    if (paragraph.length === 0 && raw.startsWith("   ") && last?.type === "list") {
      last.items.at(-1)!.push({ type: "text", text: " " }, ...read(line));
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();
  return blocks;
}
