import { describe, expect, it } from "vitest";
import { testContent } from "../../../../tests/support/content";
import { contentIndexes } from "../../../../tests/support/search-indexes";
import { searchDocument as doc } from "../../../../tests/support/search-document";
import { searchForgiving } from "./forgive";
import { prepareIndex } from "./prepare";
import { parseQuery } from "./query";
import { resultLimit, search, termWeights } from "./rank";
import { ranking } from "./tuning";

const body = (text: string) => [{ id: "", heading: "", text }];

describe("search", () => {
  const index = prepareIndex([
    doc("/body", {
      title: "Guia geral",
      sections: [{ id: "passos", heading: "Passos", text: "Abra a integração com o BigQuery e siga." }],
    }),
    doc("/description", { title: "Conexões", description: "Como a integração funciona." }),
    doc("/keywords", { title: "Ferramentas", keywords: ["integração"] }),
    doc("/title", { title: "Integração com o BigQuery" }),
    doc("/inner", { title: "Reintegração de dados" }),
    doc("/accentless", { title: "Integracao antiga" }),
  ]);
  const routes = (query: string) => search(index, parseQuery(query)!).map((result) => result.document.route);

  it("ranks title over keywords over description over body, whole words over inner matches", () => {
    expect(routes("integração")).toEqual([
      "/title",
      "/accentless",
      "/keywords",
      "/inner",
      "/description",
      "/body",
    ]);
  });

  it("puts exact-accent matches first among equals", () => {
    const ordered = routes("integracao");
    expect(ordered.indexOf("/accentless")).toBeLessThan(ordered.indexOf("/title"));
    expect(routes("integração").indexOf("/title")).toBeLessThan(routes("integração").indexOf("/accentless"));
  });

  it("finds substrings ('query' finds BigQuery) and words in any order across fields", () => {
    expect(routes("query")).toEqual(expect.arrayContaining(["/title", "/body"]));
    expect(routes("bigquery passos")[0]).toBe("/body");
  });

  it("returns nothing for a word no item has", () => {
    expect(routes("xyzzy")).toEqual([]);
  });

  it("needs every word that carries meaning, not half of them", () => {
    expect(routes("bigquery xyzzy")).toEqual([]);
    expect(routes("bigquery passos")).toEqual(["/body"]);
    // Small words and stop words do not have to be there.
    expect(routes("qual é a integração do bigquery?")).toEqual(["/title", "/body"]);
  });

  it("returns at most the limit for a query that matches more, keeping the best matches", () => {
    const weak = Array.from({ length: resultLimit + 15 }, (_, n) =>
      doc(`/weak${n}`, {
        title: `Página ${n}`,
        description: `Fala de um artigo, entre outras coisas (${n}).`,
      }),
    );
    const strong = [doc("/strong1", { title: "Artigo" }), doc("/strong2", { title: "Artigo completo" })];
    const many = prepareIndex([...weak, ...strong]);
    const found = search(many, parseQuery("artigo")!).map((result) => result.document.route);
    expect(found).toHaveLength(resultLimit);
    expect(found.slice(0, 2).sort()).toEqual(["/strong1", "/strong2"]);
    expect(search(many, parseQuery("artigo")!, 5)).toHaveLength(5);
    expect(search(many, parseQuery("completo")!).map((result) => result.document.route)).toEqual([
      "/strong2",
    ]);
  });

  it("puts the page that talks most about a word first, then the shorter title, then the build's order", () => {
    const pages = prepareIndex([
      doc("/once", { title: "Primeiro guia", sections: body("O painel.") }),
      doc("/often", { title: "Segundo guia", sections: body("O painel, o painel e o painel.") }),
      doc("/later", { title: "Um guia", sections: body("O painel.") }),
      doc("/short", { title: "Guia", sections: body("O painel.") }),
    ]);
    expect(search(pages, parseQuery("painel")!).map((result) => result.document.route)).toEqual([
      "/often",
      "/short",
      "/later",
      "/once",
    ]);
  });

  it("weighs the words by the whole language's figures when given them, not by the pages it ranks", () => {
    const pages = prepareIndex([
      doc("/alpha", { title: "Alpha", sections: body("Beta.") }),
      doc("/beta", { title: "Beta", sections: body("Alpha.") }),
    ]);
    const first = (holders: number[]) =>
      search(pages, parseQuery("alpha beta")!, { corpus: { pages: 100, holders, mostFrequent: [1, 1] } })[0]
        ?.document.route;
    expect(first([1, 90])).toBe("/alpha");
    expect(first([90, 1])).toBe("/beta");
  });
});

describe("termWeights", () => {
  const terms = (query: string) => parseQuery(query)!.terms;

  it("weighs a lone term 1, and a rarer word of several more, by the logarithm of its rarity", () => {
    expect(termWeights(terms("bigquery"), 100, [5])).toEqual([1]);
    const [rare, common] = termWeights(terms("bigquery conta"), 100, [5, 50]);
    expect(rare).toBeCloseTo(1 + ranking.rarity * Math.log(20));
    expect(common).toBeCloseTo(1 + ranking.rarity * Math.log(2));
  });

  it("gives an action its share beside the words that name the subject, and its whole weight alone", () => {
    const [action, subject] = termWeights(terms("gerar token"), 10, [10, 10]);
    expect(action).toBe(ranking.action * subject!);
    expect(termWeights(terms("gerar criar"), 10, [10, 10])).toEqual([1, 1]);
  });
});

describe("search over the real content", () => {
  const { pt, en } = contentIndexes(testContent());

  it("matches the same items with or without accents, in any case", () => {
    const routes = (query: string) =>
      search(pt.index, parseQuery(query)!)
        .map((result) => result.document.route)
        .sort();
    expect(routes("integracao")).toEqual(routes("INTEGRAÇÃO"));
    expect(routes("integracao")).toEqual(routes("integração"));
    expect(routes("integração").length).toBeGreaterThan(0);
  });

  const first = (index: typeof pt.index, query: string) =>
    searchForgiving(index, parseQuery(query)!).results[0]?.document.title;

  it("puts the article whose title holds the word above one that only lists it", () => {
    expect(first(pt.index, "permissão")).toBe("Gerenciamento de usuários e permissões");
    expect(first(pt.index, "semântico")).toBe("Modelos semânticos");
    expect(first(en.index, "query")).toBe("BigQuery integration");
  });

  it("puts the article first when the query is its title, in another order or form", () => {
    expect(first(pt.index, "modelo semantico")).toBe("Modelos semânticos");
    expect(first(en.index, "team inviting")).toBe("Inviting your team");
  });
});
