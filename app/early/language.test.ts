import { describe, expect, it, vi } from "vitest";
import { earlyLanguageScript } from "virtual:early-scripts";
import { languages } from "~/lib/i18n";
import { href, langFromPath } from "~/lib/urls";

describe("the early redirect script", () => {
  function run(path: string, stored: string | null | Error, search = "", hash = "") {
    const replace = vi.fn();
    const location = { pathname: path, search, hash, replace };
    const writes: string[] = [];
    const localStorage = {
      getItem: () => {
        if (stored instanceof Error) throw stored;
        return stored;
      },
      setItem: (key: string, value: string) => {
        if (stored instanceof Error) throw stored;
        writes.push(`${key}=${value}`);
      },
    };
    // The script is a string served inline; run it as the browser would, with fake globals.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function("location", "localStorage", earlyLanguageScript)(location, localStorage);
    return Object.assign(replace, { writes });
  }

  it("remembers the language of a page that stays, and nothing for one that moves on", () => {
    expect(run("/agentes-ia", null).writes).toEqual(["lang=pt"]);
    expect(run("/agentes-ia", "fr").writes).toEqual(["lang=pt"]);
    expect(run("/en/agentes-ia", "pt").writes).toEqual(["lang=en"]);
    expect(run("/en", null).writes).toEqual(["lang=en"]);
    expect(run("/agentes-ia", "en").writes).toEqual([]);
    expect(run("/AGENTES-IA", "pt").writes).toEqual([]);
    expect(run("/agentes-ia", new Error("blocked")).writes).toEqual([]);
  });

  it("sends a Portuguese URL to /en when en is stored, keeping query and hash", () => {
    expect(run("/agentes-ia", "en", "?q=1", "#passos")).toHaveBeenCalledWith("/en/agentes-ia?q=1#passos");
    expect(run("/", "en")).toHaveBeenCalledWith("/en");
  });

  it("sends a Portuguese URL to /es when es is stored, as it does for en, and keeps a Spanish page's language", () => {
    expect(run("/agentes-ia", "es", "?q=1", "#passos")).toHaveBeenCalledWith("/es/agentes-ia?q=1#passos");
    expect(run("/", "es")).toHaveBeenCalledWith("/es");
    expect(run("/Agentes-IA", "es")).toHaveBeenCalledWith("/es/agentes-ia");
    expect(run("/es/agentes-ia", null).writes).toEqual(["lang=es"]);
    expect(run("/en/agentes-ia", "es")).not.toHaveBeenCalled();
    expect(run("/es/agentes-ia", "en")).not.toHaveBeenCalled();
    expect(run("/espanol", "es")).toHaveBeenCalledWith("/es/espanol");
  });

  it("sends a path in other case to its lower-case form, then to /en when en is stored", () => {
    expect(run("/AGENTES-IA", "pt", "?q=1", "#passos")).toHaveBeenCalledWith("/agentes-ia?q=1#passos");
    expect(run("/en/Organizacao/Contas-De-Servico", null)).toHaveBeenCalledWith(
      "/en/organizacao/contas-de-servico",
    );
    expect(run("/Agentes-IA", "en")).toHaveBeenCalledWith("/en/agentes-ia");
    expect(run("/EN/agentes-ia", "en")).toHaveBeenCalledWith("/en/agentes-ia");
    expect(run("/Agentes-IA", new Error("blocked"))).toHaveBeenCalledWith("/agentes-ia");
  });

  it("stays put for English URLs, pt, invalid values and throwing storage", () => {
    expect(run("/en/agentes-ia", "en")).not.toHaveBeenCalled();
    expect(run("/agentes-ia", "pt")).not.toHaveBeenCalled();
    expect(run("/agentes-ia", "fr")).not.toHaveBeenCalled();
    expect(run("/agentes-ia", new Error("blocked"))).not.toHaveBeenCalled();
  });

  it("follows the language table: each language stored sends a root-language URL to its mirror, which it then keeps", () => {
    const rootLang = langFromPath("/");
    for (const lang of languages) {
      const mirror = href("/organizacao/autenticacao/google", lang);
      if (lang === rootLang) {
        expect(run(mirror, lang).writes, lang).toEqual([`lang=${lang}`]);
        continue;
      }
      expect(run("/organizacao/autenticacao/google", lang), lang).toHaveBeenCalledWith(mirror);
      expect(run(mirror, lang), lang).not.toHaveBeenCalled();
      expect(run(mirror, lang).writes, lang).toEqual([`lang=${lang}`]);
      // A page of another language than the stored one stays, and becomes the stored language.
      for (const other of languages.filter((candidate) => candidate !== lang && candidate !== rootLang))
        expect(run(href("/", other), lang).writes, `${lang} on ${other}`).toEqual([`lang=${other}`]);
    }
  });
});
