import { describe, expect, it } from "vitest";
import { language } from "../../language";
import { carriesMeaning, parseQuery } from "./query";

const words = (query: string) => parseQuery(query)!.terms.map((term) => term.folded);

describe("parseQuery", () => {
  it("treats blank queries as empty", () => {
    for (const blank of ["", "   ", "\t\n", "\u00a0\u2003"]) expect(parseQuery(blank)).toBeUndefined();
  });

  it("trims, collapses spaces and folds each word that carries meaning", () => {
    const query = parseQuery("  Conta   de\tSERVIÇO ")!;
    expect(query.text).toBe("Conta de SERVIÇO");
    expect(query.terms.map((term) => term.folded)).toEqual(["conta", "servico"]);
    expect(query.terms[1]!.exact).toBe("serviço");
  });

  it("leaves out words of one or two letters and stop words, in both languages", () => {
    expect(words("como conectar o bigquery?")).toEqual(["conectar", "bigquery"]);
    expect(words("how do I connect BigQuery")).toEqual(["connect", "bigquery"]);
    expect(words("nada a ver")).toEqual(["nada", "ver"]);
    expect(words("agente de ia")).toEqual(["agente"]);
  });

  it("keeps a single word, or a query of small words only, as typed (the substring rule)", () => {
    expect(words("a")).toEqual(["a"]);
    expect(words("de")).toEqual(["de"]);
    expect(words("o que")).toEqual(["o que"]);
    expect(words("bigquery?")).toEqual(["bigquery"]);
  });

  it("gives a longer word its form without a plural, gender or verb ending, and an action its synonyms", () => {
    expect(parseQuery("usuarios proprios")!.terms.map((term) => term.alternatives)).toEqual([
      ["usuari"],
      ["propri"],
    ]);
    const [action] = parseQuery("gerar token")!.terms;
    expect(action!.action).toBe(true);
    expect(action!.alternatives).toEqual(expect.arrayContaining(["criar", "crie", "create"]));
    // A single word is the spec's substring rule, nothing more.
    expect(parseQuery("gerar")!.terms[0]!.alternatives).toBeUndefined();
  });

  it("strips the punctuation around each word of a sentence, and reads a repeated word once", () => {
    expect(words("(conectar), BigQuery!")).toEqual(["conectar", "bigquery"]);
    expect(words("bigquery BigQuery BIGQUERY")).toEqual(["bigquery"]);
    expect(parseQuery("bigquery BigQuery")!.terms).toHaveLength(1);
  });

  it("keeps the first twelve words that carry meaning of a very long query", () => {
    const many = Array.from({ length: 20 }, (_, n) => `palavra${String.fromCharCode(97 + n)}`);
    expect(words(many.join(" "))).toEqual(many.slice(0, 12));
  });

  it("reads a text and its reading by the language stack alike", () => {
    const text = "Como convidar usuários para o workspace?";
    expect(parseQuery(language.read(text))).toEqual(parseQuery(text));
  });
});

describe("carriesMeaning", () => {
  it("holds for words of three letters or more that are not stop words", () => {
    expect(["bigquery", "api", "sso"].map(carriesMeaning)).toEqual([true, true, true]);
    expect(["de", "ia", "como", "the"].map(carriesMeaning)).toEqual([false, false, false, false]);
  });
});
