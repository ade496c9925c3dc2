/**
 * The dead ends an editor found in the articles, each held closed: where a reader needs something
 * the help centre cannot give (the API host, the DNS records, a re-indexing, an agent's permission),
 * the article that owns the step says who gives it, for a brand with a support contact and for one
 * without, and the other articles send the reader there rather than round in a circle. Over the
 * real articles of every language, read from `content/`.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMdx } from "./parse-mdx";
import { languages, type Lang } from "../../app/lib/languages";

const contentDir = new URL("../../content/", import.meta.url);
const source = (lang: Lang, key: string) => readFileSync(new URL(`${lang}/${key}.mdx`, contentDir), "utf8");

/** The raw MDX of one section (`intro` for the text before the first heading), by heading id. */
function section(lang: Lang, key: string, id: string): string {
  const parts = source(lang, key).split(/\n(?=##+ )/);
  const found = id === "intro" ? parts[0] : parts.find((part) => part.includes(`{/*${id}*/}`));
  if (found === undefined) throw new Error(`${lang}/${key} has no section ${id}`);
  return found;
}

/** Whether a passage gives a next step to every brand: support's link, and what holds without it. */
const nextStepForEveryBrand = (passage: string) =>
  passage.includes("<SupportLink>") && passage.includes("<WithoutSupport>");

const linksOf = (lang: Lang, key: string) =>
  parseMdx(source(lang, key), { support: true }).links.map((link) => link.url);

/** How each language names the host the API answers on. */
const apiHost: Record<Lang, RegExp> = {
  pt: /host da API/i,
  en: /API host/i,
  es: /host de la API/i,
};
const hostOwner = "/organizacao/autenticacao#antes-de-comecar";

describe.each(languages)("the articles in %s close the editor's dead ends", (lang) => {
  it("say where the API host comes from, once, and send every other mention there", () => {
    const owner = section(lang, "organizacao/autenticacao", "antes-de-comecar");
    expect(owner).toMatch(apiHost[lang]);
    expect(nextStepForEveryBrand(owner)).toBe(true);
    // A self-hosted install's API host is its backend's, the frontend's backend API URL variable.
    expect(owner).toContain("/organizacao/infraestrutura-self-hosted-gcp#servicos-cloud-run");
    for (const key of [
      "organizacao/autenticacao/google",
      "organizacao/autenticacao/azure-ad",
      "conexoes-integracoes/integracao-twilio-whatsapp",
      "organizacao/api-playground",
    ]) {
      expect(source(lang, key), key).toMatch(apiHost[lang]);
      expect(linksOf(lang, key), key).toContain(hostOwner);
    }
  });

  it("say how to ask the provider for a custom domain's DNS records, from the first mention of the provider", () => {
    const key = "organizacao/dominio-personalizado";
    expect(nextStepForEveryBrand(section(lang, key, "antes-de-comecar"))).toBe(true);
    expect(section(lang, key, "intro")).toContain("](#antes-de-comecar)");
  });

  it("make no claim that the wildcard certificate is for self-hosted installs", () => {
    const sentences = source(lang, "organizacao/dominio-personalizado").split(/(?<=[.!?])\s+/);
    expect(sentences.filter((text) => /wildcard/i.test(text) && /self-hosted/i.test(text))).toEqual([]);
  });

  it("say who re-indexes in the article that owns re-indexing, and send every other mention there", () => {
    const owner = section(lang, "qualidade/refinando-o-treinamento-da-ia", "reindexacao");
    expect(nextStepForEveryBrand(owner)).toBe(true);
    for (const key of [
      "chat-canvas/entendendo-o-chat",
      "bases-conhecimento/modelos-semanticos",
      "agentes-ia/como-criar-seu-primeiro-agente",
    ])
      expect(linksOf(lang, key), key).toContain("/qualidade/refinando-o-treinamento-da-ia#reindexacao");
  });

  it("say who grants a group an agent in the article that owns the step, and send the group settings there", () => {
    const owner = section(lang, "agentes-ia/como-criar-seu-primeiro-agente", "liberar-no-chat");
    expect(owner).toContain("`Administrator`");
    expect(owner).toContain("/organizacao/configuracoes-grupo");
    // The administrator who cannot find the control is not sent back to an administrator.
    expect(nextStepForEveryBrand(owner)).toBe(true);
    expect(linksOf(lang, "organizacao/configuracoes-grupo")).toContain(
      "/agentes-ia/como-criar-seu-primeiro-agente#liberar-no-chat",
    );
  });

  it("give the administrator a next step wherever a reader is told to ask one", () => {
    const askAnAdministrator: Record<Lang, RegExp> = {
      pt: /(pe[çc]a|pergunte|leve o caso)[^.;]* administrador/i,
      en: /(ask|take the case to)[^.;]* administrator/i,
      es: /(p[íi]dele|preg[úu]ntale|ll[ée]vale el caso)[^.;]* administrador/i,
    };
    for (const key of [
      "agentes-ia/como-criar-seu-primeiro-agente",
      "qualidade/refinando-o-treinamento-da-ia",
      "chat-canvas/entendendo-o-chat",
    ]) {
      const body = source(lang, key).split(/^---$/m)[2]!;
      const dead = body
        .split("\n")
        .filter((line) => askAnAdministrator[lang].test(line))
        .filter((line) => !line.includes("](") && !line.includes("<WithoutSupport>"));
      expect(dead, key).toEqual([]);
    }
  });

  it("count the Google guide's steps in Google Cloud as the guide lists them", () => {
    const intro = section(lang, "organizacao/autenticacao/google", "intro");
    expect(intro).toMatch(/\b(três coisas|three things|tres cosas)\b/);
  });

  it("keep, in the self-hosted guide, the English names the product gives its secrets and variables", () => {
    const guide = source(lang, "organizacao/infraestrutura-self-hosted-gcp").toLowerCase();
    for (const name of [
      "database password",
      "database url",
      "cache password",
      "storage account",
      "storage path",
      "gateway declarative config",
      "backend api url",
      "analytics host",
      "analytics key",
      "encryption secret key",
    ])
      expect(guide, name).toContain(name);
  });
});
