import { describe, expect, it } from "vitest";
import { testContent } from "../../../../tests/support/content";
import { contentIndexes } from "../../../../tests/support/search-indexes";
import { searchDocument as doc } from "../../../../tests/support/search-document";
import { searchForgiving } from "./forgive";
import { indexOf, preparationLeft, prepareDocument, prepareIndex } from "./prepare";
import { parseQuery } from "./query";

describe("a prepared page", () => {
  const document = prepareDocument(
    doc("/a", {
      title: "Conta de Serviço: a conta",
      keywords: ["Credenciais"],
      description: "Como criar a conta.",
      sections: [
        { id: "", heading: "", text: "Introdução." },
        { id: "passos", heading: "Passos", text: "Abra o console:\n• Crie a chave\n• Baixe o JSON" },
      ],
    }),
    7,
  );

  it("keeps every field folded, and the typed fields lowercased with their accents for the tie-break", () => {
    expect(document.order).toBe(7);
    expect(document.title.folded).toBe("conta de servico: a conta");
    expect(document.keywords.map((keyword) => keyword.folded)).toEqual(["credenciais"]);
    expect(document.exactFields).toBe("conta de serviço: a conta\ncredenciais\ncomo criar a conta.");
    expect(document.headings.folded).toBe("\npassos");
    expect(document.all.split("\n")).toEqual(expect.arrayContaining(["credenciais", "introducao."]));
  });

  it("reads a list in a section as plain sentences, and knows the title's words that carry meaning", () => {
    const steps = document.sections[1]!;
    expect(steps.text).not.toContain("•");
    expect(steps.foldedText).toContain("crie a chave");
    expect(document.titleWords).toEqual(["conta", "servico", "conta"]);
  });

  it("counts its words once, field by field, sorted with how often each occurs", () => {
    expect(document.words()).toBe(document.words());
    expect(document.title.vocabulary).toEqual({
      words: ["a", "conta", "de", "servico"],
      counts: [1, 2, 1, 1],
    });
    expect(document.sections[1]!.vocabulary.words).toEqual(
      expect.arrayContaining(["passos", "chave", "json"]),
    );
    expect(document.vocabulary.words).toEqual(expect.arrayContaining(["credenciais", "introducao", "chave"]));
  });
});

describe("the index's lexicon", () => {
  it("weighs a word by the pages that use it, more for a page whose title or keywords hold it", () => {
    const index = indexOf([
      prepareDocument(
        doc("/a", { title: "Canvas", sections: [{ id: "", heading: "", text: "Um grafico." }] }),
        0,
      ),
      prepareDocument(
        doc("/b", { keywords: ["painel"], sections: [{ id: "", heading: "", text: "O canvas." }] }),
        1,
      ),
    ]);
    const { weight } = index.lexicon;
    expect(weight.get("canvas")).toBe(4);
    expect(weight.get("painel")).toBe(3);
    expect(weight.get("grafico")).toBe(1);
    // Words of fewer than three letters are no correction.
    expect(weight.has("um")).toBe(false);
  });
});

describe("preparation in two steps", () => {
  const { pt, en } = contentIndexes(testContent());
  // A lone letter, a word, a longer word matched by its other forms, an action, a misspelling
  // (corrected through the lexicon) and a sentence: every part of the preparation is read.
  const queries = ["b", "bigquery", "permissões", "gerar relatório", "permisao", "como conectar o bigquery"];

  it("finds the same as an index prepared to the end before the first query", () => {
    for (const { file } of [pt, en]) {
      const lazy = prepareIndex(file.documents);
      const ahead = prepareIndex(file.documents);
      for (const step of preparationLeft(ahead)) step();
      for (const text of queries) {
        const query = parseQuery(text)!;
        expect(searchForgiving(lazy, query)).toEqual(searchForgiving(ahead, query));
      }
    }
  });

  it("leaves each page's words and the lexicon as steps, and a query that needs them does them", () => {
    const index = prepareIndex(pt.file.documents);
    const steps = preparationLeft(index);
    expect(steps).toHaveLength(index.documents.length + 1);
    // A misspelt word reads the lexicon, made from every page's words, on the spot.
    const corrected = searchForgiving(index, parseQuery("permisao")!);
    expect(corrected.corrected?.text).toBe("permissão");
    expect(corrected.results.length).toBeGreaterThan(0);
  });
});
