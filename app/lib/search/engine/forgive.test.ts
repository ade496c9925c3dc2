import { describe, expect, it } from "vitest";
import { testContent } from "../../../../tests/support/content";
import { contentIndexes } from "../../../../tests/support/search-indexes";
import { searchDocument as doc } from "../../../../tests/support/search-document";
import { correctQuery, searchForgiving, withCorrections } from "./forgive";
import { prepareIndex } from "./prepare";
import { parseQuery } from "./query";

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
    expect(correctQuery(pt.index, parseQuery("integracao")!)).toBeUndefined();
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

describe("a correction that reads the query as a whole", () => {
  // A larger help centre holds more words near any misspelling, and more words inside others.
  const index = prepareIndex([
    doc("/entra", { title: "Microsoft Entra ID", description: "Entra ID signs your team in." }),
    doc("/entra-groups", { title: "Groups", description: "Entra ID groups, and who is in them." }),
    doc("/empty", { title: "An empty answer", description: "Why an answer came back empty: fino tuning." }),
    doc("/other", { title: "Caidib vano", description: "Entra vanos; agntzo." }),
    doc("/agents", { title: "Agents", description: "Make a new agent visible to your team." }),
  ]);
  const corrected = (query: string) => correctQuery(index, parseQuery(query)!)?.text;

  it("reads a misspelt word as the word the query's other words are written with, not a nearer one that stands alone", () => {
    // "vano" is nearer ("fino" does not start as "vino" does), but no page holds it beside "empty answer".
    expect(corrected("empty answer vino")).toBe("empty answer fino");
    expect(searchForgiving(index, parseQuery("empty answer vino")!).results[0]?.document.route).toBe(
      "/empty",
    );
  });

  it("corrects a word held only inside a longer word when the other words confirm the correction", () => {
    // "aidi" is inside "caidib", on a page that holds "entra" too; "id" is beside "entra" on two.
    expect(corrected("entra aidi")).toBe("entra id");
    // Alone, a word found inside a longer one is searched as typed: "query" finds "BigQuery".
    expect(corrected("aidi")).toBeUndefined();
  });

  it("corrects a word no page holds beside the others when none holds the whole query", () => {
    // "agnt" starts "agntzo", on a page without "team"; "agent" is beside it.
    expect(corrected("team agnt")).toBe("team agent");
    // When a page holds every word, none is corrected.
    expect(corrected("entra vano")).toBeUndefined();
  });
});

describe("withCorrections", () => {
  const query = parseQuery("Como dar Permisão, no bigqeury?")!;

  it("replaces each corrected word by its spelling, keeping the punctuation and every other word", () => {
    const corrected = withCorrections(
      query,
      new Map([
        ["permisao", "permissão"],
        ["bigqeury", "bigquery"],
      ]),
    );
    expect(corrected?.text).toBe("Como dar permissão, no bigquery?");
    expect(corrected?.terms.map((term) => term.folded)).toEqual(["dar", "permissao", "bigquery"]);
  });

  it("is undefined when there is nothing to correct", () => {
    expect(withCorrections(query, new Map())).toBeUndefined();
  });
});
