/**
 * A section's text as the build writes it into the search index: one block per line, so that what
 * reads as a list or a table in the article still is one for whoever quotes it (the assistant
 * quotes a list whole with the sentence that introduces it, a table row with its header). Search
 * reads the same text flattened, as plain sentences.
 *
 *   a paragraph                    its text
 *   an illustration's alt text     a carriage return, then the text (read by search, not quoted)
 *   a list item                    "•" then "3. " (ordered, its number) or " ", then its text;
 *                                  two spaces before the "•" per level of nesting
 *   a table's header row           a tab, then the cells, each after a tab
 *   a table's body row             the cells, each after a tab
 */

export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "figure"; text: string }
  | { kind: "item"; text: string; depth: number; number?: number }
  | { kind: "table"; header: string[]; rows: string[][] };

const itemLine = /^( *)•(?:(\d+)\. | )(.*)$/;

/** One line per block; text inside a block never holds a line break or a tab. */
export function encodeBlocks(blocks: readonly Block[]): string {
  const clean = (text: string) => text.replace(/\s+/g, " ").trim();
  const lines: string[] = [];
  for (const block of blocks) {
    if (block.kind === "paragraph" || block.kind === "figure") {
      const text = clean(block.text);
      if (text) lines.push(block.kind === "figure" ? `\r${text}` : text);
    } else if (block.kind === "item") {
      const marker = block.number === undefined ? "• " : `•${block.number}. `;
      lines.push(`${"  ".repeat(block.depth)}${marker}${clean(block.text)}`);
    } else {
      lines.push(`\t\t${block.header.map(clean).join("\t")}`);
      for (const row of block.rows) lines.push(`\t${row.map(clean).join("\t")}`);
    }
  }
  return lines.join("\n");
}

export function decodeBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("\t\t")) {
      blocks.push({ kind: "table", header: line.slice(2).split("\t"), rows: [] });
      continue;
    }
    const table = blocks.at(-1);
    if (line.startsWith("\t")) {
      const cells = line.slice(1).split("\t");
      if (table?.kind === "table") table.rows.push(cells);
      else blocks.push({ kind: "table", header: [], rows: [cells] });
      continue;
    }
    if (line.startsWith("\r")) {
      blocks.push({ kind: "figure", text: line.slice(1) });
      continue;
    }
    const item = itemLine.exec(line);
    if (item) {
      blocks.push({
        kind: "item",
        text: item[3]!,
        depth: item[1]!.length / 2,
        ...(item[2] === undefined ? {} : { number: Number(item[2]) }),
      });
    } else if (line) blocks.push({ kind: "paragraph", text: line });
  }
  return blocks;
}

/** A table row read as a sentence, "cell: cell.", as search shows it. */
export function rowSentence(cells: readonly string[]): string {
  const line = cells.filter(Boolean).join(": ");
  return /[.!?:]$/.test(line) ? line : `${line}.`;
}

/**
 * The section as plain reading text: paragraphs and items as they are, each body row of a table as
 * a sentence (headers left out), all on one line. What search matches and shows.
 */
export function flattenSectionText(text: string): string {
  if (!/[\n\t\r•]/.test(text) && !text.startsWith(" ")) return text;
  return decodeBlocks(text)
    .map((block) => (block.kind === "table" ? block.rows.map(rowSentence).join(" ") : block.text))
    .filter(Boolean)
    .join(" ");
}
