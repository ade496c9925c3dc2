import { beforeAll, describe, expect, it } from "vitest";
import { testContent } from "../../../tests/support/content";
import { breadcrumbs, buildTree, findPage, neighbours, readingOrder, type Nav } from "./navigation";

let nav: Nav;
beforeAll(() => {
  nav = testContent().registry;
});

describe("the navigation tree of the real content", () => {
  it("has the spec's sections in the spec's order, with every article once", () => {
    const tree = buildTree(nav);
    expect(tree.map((section) => section.category.id)).toEqual([
      "primeiros-passos",
      "qualidade",
      "conexoes-integracoes",
      "bases-conhecimento",
      "agentes-ia",
      "organizacao",
      "chat-canvas",
      "portals",
    ]);
    expect(readingOrder(nav)).toHaveLength(28);
    expect(new Set(readingOrder(nav).map((article) => article.route)).size).toBe(28);
  });

  it("nests the integration guides and the sign-on guides under their parents", () => {
    const sections = Object.fromEntries(
      buildTree(nav).map((section) => [section.category.id, section.items]),
    );
    const integrations = sections["conexoes-integracoes"]!;
    expect(integrations.map((node) => node.article.slug)).toEqual([
      "como-conectar-suas-ferramentas",
      "integracoes-disponiveis",
    ]);
    expect(integrations[1]!.children.map((node) => node.article.slug)).toEqual([
      "integracao-bigquery",
      "integracao-twilio-whatsapp",
    ]);
    const organisation = sections.organizacao!;
    expect(organisation.map((node) => node.article.slug)).toEqual([
      "gerenciamento-usuarios-permissoes",
      "configuracoes-grupo",
      "contas-de-servico",
      "configuracoes-white-label",
      "api-playground",
      "autenticacao",
      "dominio-personalizado",
      "infraestrutura-self-hosted-gcp",
    ]);
    const authentication = organisation.find((node) => node.article.slug === "autenticacao")!;
    expect(authentication.children.map((node) => node.article.route)).toEqual([
      "/organizacao/autenticacao/google",
      "/organizacao/autenticacao/azure-ad",
    ]);
  });

  it("gives previous and next in sidebar order, across categories", () => {
    const first = nav.articles.find((article) => article.key === "primeiros-passos/o-que-e-a-lumi")!;
    expect(neighbours(nav, first).previous).toBeUndefined();
    expect(neighbours(nav, first).next?.key).toBe("primeiros-passos/convidando-sua-equipe");
    const google = nav.articles.find((article) => article.key === "organizacao/autenticacao/google")!;
    expect(neighbours(nav, google).previous?.key).toBe("organizacao/autenticacao");
    expect(neighbours(nav, google).next?.key).toBe("organizacao/autenticacao/azure-ad");
  });
});

describe("findPage and breadcrumbs", () => {
  it("finds pages in both languages and tolerates a trailing slash", () => {
    expect(findPage(nav, "/")).toEqual({ kind: "home", lang: "pt" });
    expect(findPage(nav, "/en")).toEqual({ kind: "home", lang: "en" });
    expect(findPage(nav, "/en/agentes-ia/")).toMatchObject({
      kind: "category",
      lang: "en",
      category: { id: "agentes-ia" },
    });
    expect(findPage(nav, "/qualidade/como-criar-um-bom-prompt")).toMatchObject({
      kind: "article",
      category: { id: "qualidade" },
    });
    expect(findPage(nav, "/en/nope")).toEqual({ kind: "not-found", lang: "en" });
    expect(findPage(nav, "/english")).toEqual({ kind: "not-found", lang: "pt" });
  });

  it("runs Help Center > category > parent > article in the page's language", () => {
    const page = findPage(nav, "/en/organizacao/autenticacao/google");
    expect(breadcrumbs(nav, page, "Help Center")).toEqual([
      { label: "Help Center", href: "/en" },
      { label: "Organization", href: "/en/organizacao" },
      {
        label: nav.articles.find((a) => a.key === "organizacao/autenticacao")!.title.en,
        href: "/en/organizacao/autenticacao",
      },
      {
        label: nav.articles.find((a) => a.key === "organizacao/autenticacao/google")!.title.en,
        href: "/en/organizacao/autenticacao/google",
      },
    ]);
    expect(breadcrumbs(nav, findPage(nav, "/portals"), "Central de Ajuda")).toEqual([
      { label: "Central de Ajuda", href: "/" },
      { label: "Portals", href: "/portals" },
    ]);
  });
});
