/**
 * What the assistant may quote from a section, cut so that a quote always reads whole:
 * - a sentence of a paragraph;
 * - a sentence that ends on a colon, with the list or table it introduces (a list travels whole,
 *   as does the table after such a sentence), or else with the sentence after it: no quote ends on
 *   a colon;
 * - a list without an introduction, whole;
 * - a table row, with the table's header;
 * - a whole table, for a question that asks for all of it.
 * Each unit also offers its shortest readings for the answer's lead: a sentence, one list item, a
 * table row as "first cell — header: value".
 */
import { decodeBlocks, type Block } from "~/lib/content/section-text";

export type QuoteBlock =
  | { kind: "text"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "table"; header: string[]; rows: string[][] };

export interface Unit {
  kind: "sentence" | "introduced" | "list" | "row" | "table" | "heading";
  blocks: QuoteBlock[];
  /** The unit as plain text: what is matched against the question. */
  text: string;
  /** Position in the section, for reading order. */
  order: number;
  /** Candidate leads: a sentence or value each, short enough to lead an answer. */
  leads: string[];
  /** The pieces of the section it holds (sentences, items, rows): two units sharing one overlap. */
  keys: string[];
}

/** At most this many items or rows travel with a quote; longer lists end with "…". */
const maxItems = 12;

/** Sentences of a paragraph. A colon does not end a sentence (UI paths hold them: "Settings > Users:"). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“(¿¡])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const emptyCell = /^[—–-]?$/;

/** A row read as a lead: "Propagação do DNS — Quanto tempo leva: Algumas horas, até 24 h." */
export function rowLead(
  header: readonly string[],
  row: readonly string[],
  columns?: readonly number[],
): string {
  const [first, ...rest] = row;
  const parts = rest
    .map((cell, index) => ({ cell, index: index + 1 }))
    .filter(({ cell, index }) => !emptyCell.test(cell.trim()) && (!columns || columns.includes(index)))
    .map(({ cell, index }) => (header[index] ? `${header[index]}: ${cell}` : cell));
  const text = parts.length ? `${first ?? ""} — ${parts.join("; ")}` : (first ?? "");
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function listText(items: readonly string[]): string {
  return items.map((item) => (/[.!?;:]$/.test(item) ? item : `${item};`)).join(" ");
}

/** The items of a run of list blocks, nested ones marked with a dash. */
function listBlock(run: Extract<Block, { kind: "item" }>[]): Extract<QuoteBlock, { kind: "list" }> {
  const items = run.map((item) => (item.depth > 0 ? `– ${item.text}` : item.text));
  return {
    kind: "list",
    ordered: run[0]?.number !== undefined,
    items: items.length > maxItems ? [...items.slice(0, maxItems), "…"] : items,
  };
}

function tableBlock(table: Extract<Block, { kind: "table" }>, rows = table.rows): QuoteBlock {
  return {
    kind: "table",
    header: table.header,
    rows: rows.length > maxItems ? [...rows.slice(0, maxItems), table.header.map(() => "…")] : rows,
  };
}

/** Plain text of quote blocks: what the reader reads, in order. */
export function quoteText(blocks: readonly QuoteBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === "text"
        ? block.text
        : block.kind === "list"
          ? listText(block.items)
          : [block.header.join(" · "), ...block.rows.map((row) => row.join(" · "))].join(" "),
    )
    .join(" ");
}

export function unitsOf(text: string): Unit[] {
  const blocks = decodeBlocks(text);
  const units: Unit[] = [];
  const push = (unit: Omit<Unit, "order" | "text" | "keys">, keys: string[]) =>
    units.push({ ...unit, text: quoteText(unit.blocks), order: units.length, keys });
  const rowKey = (row: readonly string[]) => `r:${row.join("\t")}`;
  const itemRun = (from: number) => {
    const run: Extract<Block, { kind: "item" }>[] = [];
    for (let at = from; blocks[at]?.kind === "item"; at++) run.push(blocks[at] as (typeof run)[number]);
    return run;
  };
  const tableUnits = (table: Extract<Block, { kind: "table" }>, intro?: string) => {
    const introBlocks: QuoteBlock[] = intro ? [{ kind: "text", text: intro }] : [];
    push(
      {
        kind: intro ? "introduced" : "table",
        blocks: [...introBlocks, tableBlock(table)],
        // The first cells ("Persona; Global rules; …"), then, without an introduction, the rows.
        leads: [
          `${intro ? `${intro} ` : ""}${table.rows.map((row) => row[0]).join("; ")}.`,
          ...(intro
            ? []
            : [
                table.rows
                  .slice(0, 6)
                  .map((row) => rowLead(table.header, row))
                  .join(" "),
              ]),
        ],
      },
      [...(intro ? [`s:${intro}`] : []), ...table.rows.map(rowKey)],
    );
    for (const row of table.rows)
      push({ kind: "row", blocks: [tableBlock(table, [row])], leads: [rowLead(table.header, row)] }, [
        rowKey(row),
      ]);
  };

  for (let at = 0; at < blocks.length; at++) {
    const block = blocks[at]!;
    if (block.kind === "figure") continue;
    if (block.kind === "table") {
      tableUnits(block);
      continue;
    }
    if (block.kind === "item") {
      const run = itemRun(at);
      at += run.length - 1;
      const quote: QuoteBlock[] = [listBlock(run)];
      const keys = run.map((item) => `i:${item.text}`);
      // A last item ending on a colon introduces what follows it: that travels with the list.
      const next = run.at(-1)!.text.endsWith(":") ? blocks[at + 1] : undefined;
      if (next?.kind === "table") {
        quote.push(tableBlock(next));
        keys.push(...next.rows.map(rowKey));
        at++;
      } else if (next?.kind === "paragraph") {
        const following = sentences(next.text)[0]!;
        quote.push({ kind: "text", text: following });
        keys.push(`s:${following}`);
      }
      push({ kind: "list", blocks: quote, leads: run.flatMap((item) => sentences(item.text)) }, keys);
      continue;
    }
    const parts = sentences(block.text);
    for (let index = 0; index < parts.length; index++) {
      const sentence = parts[index]!;
      const last = index === parts.length - 1;
      if (!sentence.endsWith(":")) {
        push({ kind: "sentence", blocks: [{ kind: "text", text: sentence }], leads: [sentence] }, [
          `s:${sentence}`,
        ]);
        continue;
      }
      const next = blocks[at + 1];
      if (last && next?.kind === "item") {
        const run = itemRun(at + 1);
        at += run.length;
        const list = listBlock(run);
        push(
          {
            kind: "introduced",
            blocks: [{ kind: "text", text: sentence }, list],
            leads: [`${sentence} ${list.items.join("; ")}.`, ...run.flatMap((item) => sentences(item.text))],
          },
          [`s:${sentence}`, ...run.map((item) => `i:${item.text}`)],
        );
        break;
      }
      if (last && next?.kind === "table") {
        at += 1;
        tableUnits(next, sentence);
        break;
      }
      // A colon followed by more prose: the sentence after it belongs with it.
      const following = last
        ? next?.kind === "paragraph"
          ? sentences(next.text)[0]
          : undefined
        : parts[index + 1];
      const joined = following ? `${sentence} ${following}` : sentence.replace(/:$/, ".");
      push({ kind: "sentence", blocks: [{ kind: "text", text: joined }], leads: [joined] }, [
        `s:${sentence}`,
        ...(following ? [`s:${following}`] : []),
      ]);
      if (!last && following) index++;
    }
  }
  return units;
}
