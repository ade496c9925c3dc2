import { describe, expect, it } from "vitest";
import { language } from "./index";

describe("a text read once", () => {
  it("holds the text as read, folded, its words, terms and language", () => {
    const reading = language.read("  Como   conecto o\tBigQuery à planilha? ");
    expect(reading.text).toBe("Como conecto o BigQuery à planilha?");
    expect(reading.folded).toBe("como conecto o bigquery a planilha?");
    expect(reading.words).toEqual(["como", "conecto", "o", "bigquery", "a", "planilha"]);
    // Stop words out, stems in, each term once.
    expect(reading.terms).toEqual([language.term("conecto"), "bigque", language.term("planilha")]);
    expect(reading.language).toBe("pt");
    expect(language.read("how do I connect BigQuery").language).toBe("en");
  });

  it("meets a verb's singular and plural: a symptom asked one way finds it written the other", () => {
    // "não chega" asked, "não chegam" written in the troubleshooting; the same for -er and -ir verbs.
    expect(language.term("chegam")).toBe(language.term("chega"));
    expect(language.term("aparecem")).toBe(language.term("aparece"));
    expect(language.term("funcionam")).toBe(language.term("funciona"));
  });

  it("takes corrections into its words and terms, keeping the text as typed", () => {
    const reading = language.read("conectar bigqeury");
    const corrected = language.correct(reading, new Map([["bigqeury", "bigquery"]]));
    expect(corrected.text).toBe("conectar bigqeury");
    expect(corrected.words).toEqual(["conectar", "bigquery"]);
    expect(corrected.terms).toEqual([language.term("conectar"), "bigque"]);
    expect(corrected.corrections?.get("bigqeury")).toBe("bigquery");
    expect(language.correct(reading, new Map())).toBe(reading);
  });
});
