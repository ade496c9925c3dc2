import { describe, expect, it } from "vitest";
import {
  excerpt,
  highlight,
  matchQuality,
  parseQuery,
  preparationLeft,
  prepareIndex,
  resultLimit,
  search,
  searchForgiving,
} from "./engine";
import { fold, foldWithMap, mergeRanges, toOriginalRange } from "~/lib/language/fold";
import { testContent } from "../../../tests/support/content";
import { contentIndexes } from "../../../tests/support/search-indexes";
import type { SearchDocument } from "./types";

const doc = (route: string, fields: Partial<SearchDocument>): SearchDocument => ({
  type: "article",
  route,
  title: "Untitled",
  description: "",
  keywords: [],
  sections: [],
  ...fields,
});

describe("folding", () => {
  it("ignores case and diacritics", () => {
    expect(fold("INTEGRAÇÃO")).toBe("integracao");
    expect(fold("integração")).toBe(fold("integracao"));
    expect(fold("Ações Rápidas")).toBe("acoes rapidas");
  });

  it("maps folded positions back onto the original text, accents kept", () => {
    const text = "Configurações de integração";
    const folded = foldWithMap(text);
    const at = folded.folded.indexOf("integracao");
    const [start, end] = toOriginalRange(folded, at, at + "integracao".length);
    expect(text.slice(start, end)).toBe("integração");
  });

  it("maps characters made of several code units (emoji, decomposed accents)", () => {
    const text = "🚀 Cafe\u0301 rápido";
    const folded = foldWithMap(text);
    const at = folded.folded.indexOf("cafe");
    const [start, end] = toOriginalRange(folded, at, at + 4);
    expect(text.slice(start, end)).toBe("Cafe\u0301".slice(0, 4));
    expect(highlight(text, parseQuery("rapido")!.terms).ranges.map(([s, e]) => text.slice(s, e))).toEqual([
      "rápido",
    ]);
  });

  it("merges overlapping ranges", () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [1, 3],
        [8, 9],
      ]),
    ).toEqual([
      [0, 3],
      [5, 9],
    ]);
  });
});

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
    const words = (query: string) => parseQuery(query)!.terms.map((term) => term.folded);
    expect(words("como conectar o bigquery?")).toEqual(["conectar", "bigquery"]);
    expect(words("how do I connect BigQuery")).toEqual(["connect", "bigquery"]);
    expect(words("nada a ver")).toEqual(["nada", "ver"]);
    expect(words("agente de ia")).toEqual(["agente"]);
  });

  it("keeps a single word, or a query of small words only, as typed (the substring rule)", () => {
    expect(parseQuery("a")!.terms.map((term) => term.folded)).toEqual(["a"]);
    expect(parseQuery("de")!.terms.map((term) => term.folded)).toEqual(["de"]);
    expect(parseQuery("o que")!.terms.map((term) => term.folded)).toEqual(["o que"]);
    expect(parseQuery("bigquery?")!.terms.map((term) => term.folded)).toEqual(["bigquery"]);
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
});

describe("matchQuality", () => {
  it("prefers a whole word, then a word start, then the inside of a word", () => {
    expect(matchQuality("conectar o bigquery", "bigquery")).toBe(1);
    expect(matchQuality("bigquery", "big")).toBe(0.8);
    expect(matchQuality("bigquery", "query")).toBe(0.5);
    expect(matchQuality("bigquery", "sql")).toBe(0);
  });
});

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

  it("links a body match to its section and shows an excerpt with the match marked", () => {
    const [result] = search(index, parseQuery("siga")!);
    expect(result!.document.route).toBe("/body");
    expect(result!.sectionId).toBe("passos");
    const { text, ranges } = result!.excerpt;
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(["siga"]);
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

  it("marks whole words, never a piece of one, and not the small words of a sentence", () => {
    const marked = (query: string, text: string) => {
      const { ranges } = highlight(text, parseQuery(query)!.terms);
      return ranges.map(([start, end]) => text.slice(start, end));
    };
    expect(marked("query", "Conecte o BigQuery.")).toEqual(["BigQuery"]);
    expect(marked("nada a ver", "Nada a ver com a versão.")).toEqual(["Nada", "ver", "versão"]);
    expect(marked("a", "Uma casa")).toEqual(["Uma", "casa"]);
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

  it("cuts long text into an excerpt around the match, at word boundaries", () => {
    const long = `${"palavra ".repeat(60)}alvo ${"final ".repeat(40)}`.trim();
    const cut = excerpt(long, parseQuery("alvo")!.terms);
    expect(cut.text.length).toBeLessThanOrEqual(170);
    expect(cut.text.startsWith("…")).toBe(true);
    expect(cut.ranges.map(([start, end]) => cut.text.slice(start, end))).toEqual(["alvo"]);
  });
});

describe("search over the real content", () => {
  const { pt, en } = contentIndexes(testContent());
  it("indexes every category and every article of the registry once, in both languages", () => {
    const { registry } = testContent();
    const routes = (type: SearchDocument["type"], documents: SearchDocument[]) =>
      documents.filter((document) => document.type === type).map((document) => document.route);
    for (const { file } of [pt, en]) {
      expect(routes("article", file.documents)).toEqual(registry.articles.map((article) => article.route));
      expect(routes("category", file.documents).sort()).toEqual(
        registry.categories.map((category) => category.route).sort(),
      );
    }
  });

  it("matches the same items with or without accents, in any case", () => {
    const routes = (query: string) =>
      search(pt.index, parseQuery(query)!)
        .map((result) => result.document.route)
        .sort();
    expect(routes("integracao")).toEqual(routes("INTEGRAÇÃO"));
    expect(routes("integracao")).toEqual(routes("integração"));
    expect(routes("integração").length).toBeGreaterThan(0);
  });
});

describe("ranking on the real index", () => {
  const { pt, en } = contentIndexes(testContent());
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

describe("forgiving search", () => {
  const { pt, en } = contentIndexes(testContent());
  const forgiving = (index: typeof pt.index, query: string) => searchForgiving(index, parseQuery(query)!);

  it("corrects a word no article has to the index's nearest word, and says what it searched", () => {
    const { results, corrected } = forgiving(pt.index, "bigqeury");
    expect(corrected?.text).toBe("bigquery");
    expect(results[0]?.document.route).toBe("/conexoes-integracoes/integracao-bigquery");
    // The mark is on what matched: the corrected word, in the title.
    const title = results[0]!.title;
    expect(title.ranges.map(([start, end]) => title.text.slice(start, end))).toEqual(["BigQuery"]);
  });

  it("shows the correction as the index writes it, accents kept, and keeps the words that matched", () => {
    expect(forgiving(pt.index, "permisão").corrected?.text).toBe("permissão");
    expect(forgiving(pt.index, "dominio personalisado").corrected?.text).toBe("dominio personalizado");
    expect(forgiving(en.index, "custom domian").corrected?.text).toBe("custom domain");
  });

  it("does not correct a query whose words match, nor a short word, nor a word too far from any", () => {
    expect(forgiving(pt.index, "bigquery").corrected).toBeUndefined();
    expect(forgiving(pt.index, "integracao").corrected).toBeUndefined();
    // Three letters: never corrected.
    expect(forgiving(pt.index, "sqk")).toEqual({ results: [] });
    expect(forgiving(pt.index, "bigquery xyzq")).toEqual({ results: [] });
  });

  it("reads a word run together as the words the articles write apart", () => {
    expect(forgiving(pt.index, "dominiopersonalizado").corrected?.text).toBe("domínio personalizado");
    expect(forgiving(en.index, "selfhosted").corrected?.text).toBe("self hosted");
  });

  it("reads a product's name spelt by ear, and an initialism spelt out by its letters' names", () => {
    expect(forgiving(pt.index, "guguel").corrected?.text).toBe("google");
    expect(forgiving(pt.index, "entra aidi").corrected?.text).toBe("entra id");
    expect(forgiving(pt.index, "entra aidi").results[0]?.document.route).toBe(
      "/organizacao/autenticacao/azure-ad",
    );
  });

  it("corrects in the index it is given: a Portuguese word misspelt is found in the Portuguese index", () => {
    expect(forgiving(pt.index, "autentificação").results[0]?.document.route).toBe(
      "/organizacao/autenticacao",
    );
    expect(forgiving(en.index, "authentification").results[0]?.document.route).toBe(
      "/organizacao/autenticacao",
    );
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
