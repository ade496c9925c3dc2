import { describe, expect, it } from "vitest";
import type { SearchDocument } from "../types";
import { searchDocument as doc } from "../../../../tests/support/search-document";
import { holding, inSection, matchQuality, narrow, termQuality } from "./match";
import { prepareDocument } from "./prepare";
import { parseQuery } from "./query";
import { ranking } from "./tuning";

const page = (fields: Partial<SearchDocument>) => prepareDocument(doc("/a", { title: "", ...fields }), 0);
const termOf = (word: string) => parseQuery(word)!.terms[0]!;

describe("matchQuality", () => {
  it("prefers a whole word, then a word start, then the inside of a word", () => {
    expect(matchQuality("conectar o bigquery", "bigquery")).toBe(1);
    expect(matchQuality("bigquery", "big")).toBe(0.8);
    expect(matchQuality("bigquery", "query")).toBe(0.5);
    expect(matchQuality("bigquery", "sql")).toBe(0);
  });

  it("takes the best of every occurrence, not the first", () => {
    expect(matchQuality("bigquery e query", "query")).toBe(1);
  });
});

describe("a term's other forms", () => {
  const document = page({ title: "Gerenciar permissões", description: "Quem faz o permissionamento" });
  const permission = termOf("permissão");

  it("scores the same word with another ending above a longer word that starts with the stem", () => {
    expect(termQuality(document.title, permission)).toBe(ranking.sameWord);
    expect(termQuality(document.description, permission)).toBeCloseTo(0.8 * ranking.alternative);
    // The word itself, where it is, is the substring rule's quality.
    expect(termQuality(page({ title: "A permissão" }).title, permission)).toBe(1);
  });

  it("narrows a term to the forms a page holds, and to nothing when it holds none", () => {
    expect(narrow(document, permission)).toEqual(permission);
    const action = parseQuery("gerar token")!.terms[0]!;
    expect(narrow(page({ title: "Como criar um token" }), action)?.alternatives).toEqual(["criar", "cria"]);
    expect(narrow(page({ title: "Tokens" }), action)).toBeUndefined();
  });

  it("holds a misspelt word only by a word that is it with another ending, not by a longer word its stem starts", () => {
    expect(holding(document, permission)).toBe("word");
    // "permisao" → stem "permis", the start of "permissoes" and "permissionamento": corrected, not held.
    expect(holding(document, termOf("permisao"))).toBeUndefined();
  });

  it("says when a word is held only inside longer words, even past the text's first mentions", () => {
    expect(holding(page({ title: "BigQuery" }), termOf("query"))).toBe("inside");
    expect(holding(page({ title: "Query no BigQuery" }), termOf("query"))).toBe("word");
    expect(holding(page({ title: "Consultas", description: "A query" }), termOf("query"))).toBe("word");
    // Fifty mentions inside other words, then one of its own: still held as a word.
    const inside = Array.from({ length: 60 }, () => "bigquery").join(" ");
    expect(holding(page({ title: "BigQuery", description: `${inside} query` }), termOf("query"))).toBe(
      "word",
    );
  });

  it("finds a term in a section's heading, text or words", () => {
    const [section] = page({
      sections: [{ id: "passos", heading: "Passos", text: "Revise as permissões de cada grupo." }],
    }).sections;
    expect(inSection(section!, termOf("passos"))).toBe(true);
    expect(inSection(section!, termOf("permissão"))).toBe(true);
    expect(inSection(section!, termOf("bigquery"))).toBe(false);
  });
});
