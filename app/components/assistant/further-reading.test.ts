import { describe, expect, it } from "vitest";
import { contentCorpora } from "../../../tests/support/assistant-corpora";
import { furtherArticles } from "./further-reading";

const corpora = contentCorpora();

describe("furtherArticles", () => {
  it("offers the articles closest to the question, in the reader's language, best first", () => {
    const found = furtherArticles("como conectar o bigquery", corpora.pt, "pt", []);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]!.href).toBe("/conexoes-integracoes/integracao-bigquery");
    const english = furtherArticles("how do I connect bigquery", corpora.en, "en", []);
    expect(english[0]!.href).toBe("/en/conexoes-integracoes/integracao-bigquery");
    expect(english.every((article) => article.href.startsWith("/en/"))).toBe(true);
  });

  it("leaves out the articles the answer already cited, whatever section it linked", () => {
    const all = furtherArticles("how do I connect bigquery", corpora.en, "en", []);
    const cited = [`${all[0]!.href}#criar-conta-de-servico`];
    const further = furtherArticles("how do I connect bigquery", corpora.en, "en", cited);
    expect(further.map((article) => article.href)).not.toContain(all[0]!.href);
    expect(further[0]).toEqual(all[1]);
    expect(new Set(further.map((article) => article.href)).size).toBe(further.length);
  });

  it("offers nothing for a question no article shares a word with", () => {
    expect(furtherArticles("xyzzy qwerty", corpora.en, "en", [])).toEqual([]);
  });
});
