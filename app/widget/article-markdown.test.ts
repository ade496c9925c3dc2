import { describe, expect, it } from "vitest";
import { articleMarkdown, decodeEntities } from "./article-markdown";

const own = (path: string) => path === "/organizacao/grupos";

describe("articleMarkdown", () => {
  it("reads an article's export into headings, lists, tables, code and callouts, leaving out its title", () => {
    const blocks = articleMarkdown(
      [
        "# Service accounts",
        "",
        "> A one-line description.",
        "",
        "Create one in **Settings > Users**, see _the note_ and [groups](/organizacao/grupos).&#x20;",
        "",
        "## Create a token",
        "",
        "1. Open the account.",
        "2. Fill the fields:",
        "",
        "   | Field | Value |",
        "   | ----- | ----- |",
        "   | Name  | `ci` \\| bot |",
        "",
        "3. Save.",
        "",
        "```bash",
        "curl -H 'x: 1'",
        "```",
      ].join("\n"),
      own,
    );
    expect(blocks.map((block) => block.type)).toEqual([
      "callout",
      "paragraph",
      "heading",
      "list",
      "table",
      "list",
      "code",
    ]);
    expect(blocks[1]).toEqual({
      type: "paragraph",
      inlines: [
        { type: "text", text: "Create one in " },
        { type: "strong", text: "Settings > Users" },
        { type: "text", text: ", see " },
        { type: "emphasis", text: "the note" },
        { type: "text", text: " and " },
        { type: "link", text: "groups", href: "/organizacao/grupos", external: false },
        { type: "text", text: "." },
      ],
    });
    // The list picks up at its number after the table inside it.
    expect(blocks[5]).toMatchObject({ type: "list", ordered: true, start: 3 });
    expect(blocks[4]).toMatchObject({
      type: "table",
      header: [[{ type: "text", text: "Field" }], [{ type: "text", text: "Value" }]],
      rows: [
        [
          [{ type: "text", text: "Name" }],
          [
            { type: "code", text: "ci" },
            { type: "text", text: " | bot" },
          ],
        ],
      ],
    });
    expect(blocks[6]).toEqual({ type: "code", text: "curl -H 'x: 1'" });
  });

  it("keeps a link only to the help centre's routes or https, and a snake_case name whole", () => {
    const [paragraph] = articleMarkdown("[x](javascript:void) [y](/elsewhere) use pedidos_cliente_id", own);
    expect(paragraph).toEqual({
      type: "paragraph",
      inlines: [{ type: "text", text: "x y use pedidos_cliente_id" }],
    });
  });
});

describe("decodeEntities", () => {
  it("decodes the character references a Markdown writer uses, and leaves others as written", () => {
    expect(decodeEntities("a&#x20;b &amp; c &#233; &bogus;")).toBe("a b & c é &bogus;");
  });
});
