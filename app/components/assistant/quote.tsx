import type { QuoteBlock } from "~/lib/assistant/units";

function QuoteList({ list }: { list: Extract<QuoteBlock, { kind: "list" }> }) {
  const List = list.ordered ? "ol" : "ul";
  return (
    <List className={list.ordered ? "list-decimal pl-5" : "list-disc pl-5"}>
      {list.items.map((item, position) => (
        <li key={position}>{item}</li>
      ))}
    </List>
  );
}

/**
 * What an answer quotes from a section, as it reads in the article: sentences, a list whole, a
 * table with its header (long values wrap anywhere rather than overflow the narrow panel).
 */
export function Quote({ blocks, lang }: { blocks: readonly QuoteBlock[]; lang?: string }) {
  return (
    <div lang={lang} className="space-y-2 text-foreground/90">
      {blocks.map((block, index) =>
        block.kind === "text" ? (
          <p key={index}>{block.text}</p>
        ) : block.kind === "list" ? (
          <QuoteList key={index} list={block} />
        ) : (
          <div key={index} className="rounded-md border border-border">
            <table className="w-full text-left text-xs wrap-anywhere">
              <thead className="bg-muted">
                <tr>
                  {block.header.map((cell, position) => (
                    <th key={position} scope="col" className="px-2 py-1 font-semibold">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, position) => (
                  <tr key={position} className="border-t border-border">
                    {row.map((cell, column) => (
                      <td key={column} className="px-2 py-1 align-top">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ),
      )}
    </div>
  );
}
