import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../app/lib/content/types";
import { languageStack } from "../../app/lib/language/stack";
import { contentDir } from "./content-source";
import { loadVocabularies, parseVocabulary, VocabularyError, vocabularyFile } from "./vocabulary";

/** Every language folder of `content/` that has a vocabulary file, wired into the app or not yet. */
const folders = readdirSync(contentDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(contentDir, vocabularyFile(entry.name))))
  .map((entry) => entry.name);

const problemsOf = (file: string, text: string): string[] => {
  try {
    parseVocabulary(file, text);
  } catch (error) {
    if (error instanceof VocabularyError) return error.problems;
    throw error;
  }
  return [];
};

const real = readFileSync(join(contentDir, vocabularyFile("pt")), "utf8");
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split("\n").length;

describe("vocabulary files", () => {
  it("exist for every language of the help centre, and every folder's file is valid", () => {
    for (const lang of languages) expect(folders).toContain(lang);
    // A folder not yet wired in (Spanish) is validated too, so wiring it in needs no fix.
    expect(folders.length).toBeGreaterThan(languages.length - 1);
    for (const folder of folders) {
      const file = vocabularyFile(folder);
      expect(problemsOf(file, readFileSync(join(contentDir, file), "utf8")), file).toEqual([]);
    }
  });

  it("leave out no word another language gives a meaning: every language's stop words apply to every query", () => {
    const vocabularies = loadVocabularies(contentDir, languages);
    for (const lang of languages) {
      const meaningful = new Set(
        languages
          .filter((other) => other !== lang)
          .flatMap((other) => [
            ...Object.values(vocabularies[other].ideas),
            ...Object.values(vocabularies[other].actions),
          ])
          .flat()
          // A phrase's small words ("conta de servico") are not the words that carry it.
          .filter((word) => !word.includes(" ")),
      );
      const clashes = vocabularies[lang].stopWords.filter((word) => meaningful.has(word));
      expect(clashes, `${vocabularyFile(lang)}: stop words another language's ideas or actions use`).toEqual(
        [],
      );
    }
  });

  it("name the file and the line of a word that is not folded", () => {
    const broken = real.replace(
      "searchStopWords: [precisa, precisam]",
      "searchStopWords: [precisa, Precisão]",
    );
    expect(broken).not.toBe(real);
    const line = lineOf(broken, "searchStopWords:");
    expect(problemsOf("pt/vocabulary.yaml", broken)).toEqual([
      `content/pt/vocabulary.yaml:${line}: searchStopWords.1: must be lowercase and without accents (folded)`,
    ]);
  });

  it("name the line of a wrong shape, and where a missing field belongs", () => {
    const broken = real
      .replace(/^askingWords: .*$/m, "")
      .replace("      asks: [rota]", "      asks: rota")
      .replace("  invite: [convidar, convide, convida]", "  invite: []");
    const problems = problemsOf("pt/vocabulary.yaml", broken);
    expect(problems).toHaveLength(3);
    // A missing field is reported where the mapping it belongs in starts.
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^content/pt/vocabulary\\.yaml:${lineOf(broken, "stopWords:")}: askingWords: `),
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/pt/vocabulary\\.yaml:${lineOf(broken, "asks: rota")}: question\\.cues\\.path\\.asks: `,
        ),
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^content/pt/vocabulary\\.yaml:${lineOf(broken, "invite: []")}: actions\\.invite: `),
      ),
    );
  });

  it("name the line of a YAML syntax error, and refuse unknown fields", () => {
    expect(problemsOf("en/vocabulary.yaml", "stopWords: [a, b\nactions: {")[0]).toMatch(
      /^content\/en\/vocabulary\.yaml:\d+: not valid YAML: /,
    );
    const unknown = problemsOf("en/vocabulary.yaml", real.replace("askingWords:", "askWords:"));
    expect(unknown.join("\n")).toMatch(/askWords/);
  });

  it("report a spelling two languages read as different sounds, naming both files", () => {
    const dir = mkdtempSync(join(tmpdir(), "vocabulary-"));
    for (const [lang, sounds] of [
      ["pt", "{ ce: se }"],
      ["en", "{ ce: ke }"],
    ] as const) {
      mkdirSync(join(dir, lang));
      const real = readFileSync(join(contentDir, lang, "vocabulary.yaml"), "utf8");
      writeFileSync(join(dir, lang, "vocabulary.yaml"), real.replace(/^sounds: .*$/m, `sounds: ${sounds}`));
    }
    expect(() => loadVocabularies(dir, ["pt", "en"])).toThrow(
      /content\/en\/vocabulary\.yaml: sounds\.ce: reads "ke", content\/pt\/vocabulary\.yaml reads it "se"/,
    );
  });

  it("report a missing file of a language of the help centre", () => {
    expect(() => loadVocabularies(contentDir, ["pt", "xx"])).toThrow(
      /content\/xx\/vocabulary\.yaml: missing/,
    );
  });
});

describe("a language stack from every folder's vocabulary", () => {
  // What the app builds when every folder's language is in the language list: no code names them.
  const stack = languageStack(loadVocabularies(contentDir, folders));

  it("guesses the language of a question among all of them", () => {
    expect(stack.guessLanguage("Como eu convido minha equipe?")).toBe("pt");
    expect(stack.guessLanguage("How do I invite my team?")).toBe("en");
    if (folders.includes("es")) {
      expect(stack.guessLanguage("¿Cómo invito a mi equipo?")).toBe("es");
      expect(stack.guessLanguage("¿Dónde cambio la contraseña?")).toBe("es");
    }
    expect(stack.guessLanguage("BigQuery")).toBeUndefined();
  });

  it("joins an idea's and an action's words across languages by their shared key", () => {
    const [invite] = stack.terms("invite");
    expect(stack.relatedTerms(invite!)).toEqual(expect.arrayContaining(stack.terms("convidar colegas")));
    expect(stack.actions.get("convidar")).toEqual(expect.arrayContaining(["invite", "convide"]));
    if (folders.includes("es")) {
      expect(stack.relatedTerms(invite!)).toEqual(expect.arrayContaining(stack.terms("invitar")));
      expect(stack.actions.get("crear")).toEqual(expect.arrayContaining(["criar", "create"]));
    }
  });

  it("applies every language's stop words and endings to every text", () => {
    expect(stack.terms("como conectar the BigQuery")).toEqual(stack.terms("conectar bigquery"));
    expect(stack.term("expired")).toBe(stack.term("expiration"));
    expect(stack.term("expirado")).toBe(stack.term("expiracao"));
    expect(stack.term("conecto")).toBe(stack.term("conectar"));
    expect(stack.terms("Integração")).toEqual(stack.terms("integracao"));
  });
});
