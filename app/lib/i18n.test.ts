import { describe, expect, it } from "vitest";
import { formatDay, languageNames, languages } from "./i18n";
import { firstFallback } from "./urls";
import { t } from "~/lib/messages";

describe("formatDay", () => {
  it("writes a day the way each language writes dates, whatever the machine's time zone", () => {
    expect(formatDay("2026-11-25", "pt")).toBe("25 de novembro de 2026");
    expect(formatDay("2026-11-25", "en")).toBe("November 25, 2026");
    expect(formatDay("2026-01-01", "en")).toBe("January 1, 2026");
    expect(formatDay("2026-11-25", "es")).toBe("25 de noviembre de 2026");
  });
});

describe("languageNames", () => {
  it("names the page's language and the one results come from, in the page's language", () => {
    expect(languageNames("pt", "en")).toEqual({ language: "português", other: "inglês" });
    expect(languageNames("en", "pt")).toEqual({ language: "English", other: "Portuguese" });
    expect(languageNames("es", "en")).toEqual({ language: "español", other: "inglés" });
  });

  it("fills every fallback sentence of search and the assistant, from any language to any other", () => {
    expect(t("es", "searchOtherLanguage", languageNames("es", "pt"))).toBe(
      "Nada en español. Encontramos esto en portugués:",
    );
    for (const lang of languages)
      for (const other of languages.filter((code) => code !== lang)) {
        const names = languageNames(lang, other);
        for (const text of [
          t(lang, "searchOtherLanguage", names),
          t(lang, "searchLookingInOther", names),
          t(lang, "assistantFoundOther", names),
        ]) {
          expect(text, `${lang} → ${other}`).not.toMatch(/[{}]/);
          expect(text).toContain(names.other);
        }
      }
    expect(languages.every((lang) => firstFallback(lang) !== lang)).toBe(true);
  });
});
