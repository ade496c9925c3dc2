import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMdx } from "./parse-mdx";
import { findScopeClaims, parseScopeWords } from "./scope-claims";
import { languages } from "../../app/lib/languages";

const table = `## Scope claims

| Language | States a scope | About a product term |
|---|---|---|
| pt | \`só\`, \`nunca\`, \`sempre\` | \`certificado*\`, \`self-hosted\`, \`grupo*\` |
| en | \`only\`, \`never\` | \`certificate*\`, \`self-hosted\` |
| es | \`solo\`, \`sólo\` | \`certificado*\` |
`;

const claimsIn = (lang: "pt" | "en" | "es", body: string) =>
  findScopeClaims(
    parseMdx(`---\ntitle: t\n---\n\n${body}\n`, { support: true }).statements,
    parseScopeWords(table).byLang[lang]!,
  );

describe("scope claims", () => {
  it("lists a sentence that says only, never or always about a product term, with its line", () => {
    const claims = claimsIn(
      "pt",
      "Intro.\n\nO certificado wildcard só vale para instalações self-hosted. Crie os registros.\n\n| Item | Nota |\n|---|---|\n| Grupos | Um grupo nunca vê outro workspace. |",
    );
    expect(claims.map(({ line, word, term }) => `${line}: ${word} / ${term}`)).toEqual([
      "7: só / certificado",
      "11: nunca / grupo",
    ]);
    expect(claims[0]!.sentence).toBe("O certificado wildcard só vale para instalações self-hosted.");
  });

  it("counts a bold label, a value in code and the brand as product terms", () => {
    const claims = claimsIn(
      "en",
      "Click **Save** only once. Use `POST` only. <Product /> never stores the key. Only then.",
    );
    expect(claims.map(({ word, term }) => `${word} / ${term}`)).toEqual([
      "only / Save",
      "only / POST",
      "never / {product}",
    ]);
  });

  it("leaves out a sentence with no product term, or a scope word inside another word", () => {
    expect(
      claimsIn("en", "Only then, save. The certificate is ready; the monotony of waiting ends."),
    ).toEqual([]);
    expect(claimsIn("es", "El certificado sólido se emite.")).toEqual([]);
  });

  it("passes a block the writer marked {/* scope reviewed */}", () => {
    expect(
      claimsIn("pt", "O certificado só fica Active depois da validação. {/* scope reviewed */}"),
    ).toEqual([]);
    expect(claimsIn("es", "El certificado solo se activa después. {/* otra nota */}")).toHaveLength(1);
  });

  it("reads every language's words from content/README.md, and fails on a language without its row", () => {
    const readme = readFileSync(new URL("../../content/README.md", import.meta.url), "utf8");
    const words = parseScopeWords(readme);
    expect(words.problems).toEqual([]);
    expect(Object.keys(words.byLang).sort()).toEqual([...languages].sort());
    expect(parseScopeWords(table.replace(/^\| es .*\n/m, "")).problems).toEqual([
      "the scope claims have no row for es",
    ]);
  });
});
