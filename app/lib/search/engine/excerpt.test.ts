import { describe, expect, it } from "vitest";
import { searchDocument as doc } from "../../../../tests/support/search-document";
import { excerpt, highlight, resultText, type Highlighted } from "./excerpt";
import { prepareDocument, prepareIndex } from "./prepare";
import { parseQuery } from "./query";
import { search } from "./rank";

const termsOf = (query: string) => parseQuery(query)!.terms;
const marked = ({ text, ranges }: Highlighted) => ranges.map(([start, end]) => text.slice(start, end));
/** A lone half of a surrogate pair: a character cut in two. */
const cutCharacter = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("highlight", () => {
  it("marks whole words, never a piece of one, and not the small words of a sentence", () => {
    const marks = (query: string, text: string) => marked(highlight(text, termsOf(query)));
    expect(marks("query", "Conecte o BigQuery.")).toEqual(["BigQuery"]);
    expect(marks("nada a ver", "Nada a ver com a versão.")).toEqual(["Nada", "ver", "versão"]);
    expect(marks("a", "Uma casa")).toEqual(["Uma", "casa"]);
  });

  it("marks the original text, accents kept, beside characters of several code units", () => {
    const text = "🚀 Cafe\u0301 rápido";
    expect(marked(highlight(text, termsOf("rapido")))).toEqual(["rápido"]);
  });

  it("marks a word's other forms only where the word itself is not in the text", () => {
    expect(marked(highlight("Revise as permissões.", termsOf("permissão")))).toEqual(["permissões"]);
    expect(marked(highlight("A permissão e as permissões.", termsOf("permissão")))).toEqual(["permissão"]);
  });

  it("merges the marks of words that overlap into one", () => {
    const text = "Conta de serviço do Google";
    const phrase = { exact: "conta de serviço", folded: "conta de servico" };
    expect(marked(highlight(text, [...termsOf("conta serviço"), phrase]))).toEqual(["Conta de serviço"]);
  });
});

describe("excerpt", () => {
  const long = `${"palavra ".repeat(60)}alvo ${"final ".repeat(40)}`.trim();

  it("cuts long text into an excerpt around the match, at word boundaries", () => {
    const cut = excerpt(long, termsOf("alvo"));
    expect(cut.text.length).toBeLessThanOrEqual(170);
    expect(cut.text.startsWith("…")).toBe(true);
    expect(cut.text.endsWith("…")).toBe(true);
    expect(
      cut.text
        .slice(1, -1)
        .split(" ")
        .every((word) => ["palavra", "alvo", "final"].includes(word)),
    ).toBe(true);
    expect(marked(cut)).toEqual(["alvo"]);
  });

  it("keeps a short text whole, and starts a text without the match at its beginning", () => {
    expect(excerpt("Curto e alvo.", termsOf("alvo"))).toEqual({ text: "Curto e alvo.", ranges: [[8, 12]] });
    const start = excerpt(long, termsOf("ausente"));
    expect(start.text.startsWith("palavra palavra")).toBe(true);
    expect(start.text.endsWith("…")).toBe(true);
    expect(start.ranges).toEqual([]);
  });

  it("is as long as asked", () => {
    const cut = excerpt(long, termsOf("alvo"), undefined, 60);
    expect(cut.text.length).toBeLessThanOrEqual(62);
    expect(marked(cut)).toEqual(["alvo"]);
  });

  it("never cuts a character of two code units in two, at either end", () => {
    const emoji = "a" + "😀".repeat(120) + "alvo" + "😀".repeat(120);
    for (const terms of [termsOf("alvo"), termsOf("ausente")]) {
      const cut = excerpt(emoji, terms);
      expect(cut.text).not.toMatch(cutCharacter);
    }
    expect(marked(excerpt(emoji, termsOf("alvo")))).toEqual(["alvo"]);
  });
});

describe("what a result shows", () => {
  const page = prepareDocument(
    doc("/guia", {
      title: "Guia geral",
      description: "Tudo sobre a conta.",
      sections: [
        { id: "", heading: "", text: "Abra o painel da conta." },
        { id: "painel", heading: "Painel", text: "O painel lista os agentes." },
        { id: "agentes", heading: "Agentes", text: "Um agente responde no painel." },
      ],
    }),
    0,
  );
  const shown = (query: string) => {
    const terms = termsOf(query);
    return resultText(page, terms, terms, 160);
  };

  it("shows the description, and links no section, when the description or the title holds the words", () => {
    for (const query of ["conta", "guia"]) {
      const result = shown(query);
      expect(result.sectionId).toBeUndefined();
      expect(result.section).toBeUndefined();
      expect(result.excerpt.text).toBe("Tudo sobre a conta.");
    }
  });

  it("links the section whose heading holds the word over one whose text does", () => {
    expect(shown("painel").sectionId).toBe("painel");
    expect(shown("painel").section).toEqual({ text: "Painel", ranges: [[0, 6]] });
    expect(marked(shown("painel").excerpt)).toEqual(["painel"]);
    expect(shown("agentes").sectionId).toBe("agentes");
  });

  it("links the section holding more of the words over one whose heading holds fewer", () => {
    const result = shown("lista agentes");
    expect(result.sectionId).toBe("painel");
    expect(marked(result.excerpt)).toEqual(["lista", "agentes"]);
  });

  it("links a body match to its section through search, with an excerpt of its text marked", () => {
    const index = prepareIndex([
      doc("/body", {
        title: "Guia geral",
        sections: [{ id: "passos", heading: "Passos", text: "Abra a integração com o BigQuery e siga." }],
      }),
    ]);
    const [result] = search(index, parseQuery("siga")!);
    expect(result!.sectionId).toBe("passos");
    expect(marked(result!.excerpt)).toEqual(["siga"]);
  });
});
