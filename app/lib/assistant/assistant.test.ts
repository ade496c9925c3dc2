import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answer, answerText, type Answer } from "./answer";
import { linkify, sourceRoutes } from "./linkify";
import { answerMarkdown } from "./answer-markdown";
import { ask, AskServiceError, ServiceOff, serviceKnownOff } from "./ask-service";
import type { SearchDocument } from "../search/types";
import { compose } from "./compose";
import { cueScore, readQuestion } from "./question";
import type { QuestionsFile } from "./questions-file";
import { buildCorpus, correctQuestion, retrieve, type Corpus } from "./retrieval";
import { language } from "../language";
import { languages, perLanguage } from "../languages";
import { testContent } from "../../../tests/support/content";
import { contentCorpora } from "../../../tests/support/assistant-corpora";
import { evalSet } from "../../../tests/support/sets";
import { quoteText, sentences, unitsOf, type QuoteBlock } from "./units";
import { decodeBlocks, encodeBlocks, flattenSectionText } from "../content/section-text";

describe("answers", () => {
  const corpora = contentCorpora(testContent());

  it("answers with passages that link to their article and section, in the page's language", () => {
    const result = answer("como eu conecto o bigquery?", corpora, "pt");
    expect(result.kind).toBe("answer");
    if (result.kind !== "answer") return;
    expect(result.citations[0]!.passage.route).toBe("/conexoes-integracoes/integracao-bigquery");
    expect(result.citations[0]!.href).toMatch(/^\/conexoes-integracoes\/integracao-bigquery(#[a-z0-9-]+)?$/);
    expect(result.citations[0]!.excerpt.length).toBeGreaterThan(40);
  });

  it("finds a misspelt question's article and section: the word is corrected to the help centre's", () => {
    const cited = (question: string, lang: "pt" | "en") => {
      const result = answer(question, corpora, lang);
      return result.kind === "answer" ? result.citations[0]!.href : result.kind;
    };
    expect(cited("como eu conecto o bigqeury?", "pt")).toMatch(
      /^\/conexoes-integracoes\/integracao-bigquery/,
    );
    expect(cited("how do I connect bigquerry?", "en")).toMatch(
      /^\/en\/conexoes-integracoes\/integracao-bigquery/,
    );
    expect(cited("como configuro login com microsft entra?", "pt")).toMatch(
      /^\/organizacao\/autenticacao\/azure-ad/,
    );
    expect(cited("how do I set up microsft entra sign-in?", "en")).toMatch(
      /^\/en\/organizacao\/autenticacao\/azure-ad/,
    );
  });

  it("corrects only long words, never on their first letter: everyday words stay what they are", () => {
    const { pt, en } = corpora;
    const corrected = (corpus: Corpus | undefined, question: string, companion: Corpus | undefined) =>
      correctQuestion(corpus!, language.read(question), companion).words.join(" ");
    expect(corrected(pt, "como conecto o bigqeury?", en)).toBe("como conecto o bigquery");
    expect(corrected(en, "give me a recipe for banana bread", pt)).toBe("give me a recipe for banana bread");
    expect(corrected(pt, "qual a previsão do tempo?", en)).toBe("qual a previsao do tempo");
  });

  it("works without accents and across languages", () => {
    const routes = (question: string, lang: "pt" | "en") => {
      const result = answer(question, corpora, lang);
      return result.kind === "answer" ? result.citations.map((citation) => citation.href) : [];
    };
    expect(
      routes("configuracao do login com google", "pt").some((href) =>
        href.startsWith("/organizacao/autenticacao/google"),
      ),
    ).toBe(true);
    expect(routes("configuração do login com google", "pt")).toEqual(
      routes("configuracao do login com google", "pt"),
    );
    // An English question on a Portuguese page is answered from the English articles.
    const english = routes("where do I paste the google redirect uri?", "pt");
    expect(english[0]).toMatch(/^\/en\/organizacao\/autenticacao\/google/);
  });

  it("answers a question plainly written in a language of the table in that language, on every page", () => {
    const plain = perLanguage(
      (lang) =>
        ({
          pt: "como eu conecto o bigquery?",
          en: "how do I connect bigquery?",
          es: "¿cómo conecto bigquery?",
        })[lang],
    );
    for (const asked of languages) {
      expect(language.guessLanguage(plain[asked]), plain[asked]).toBe(asked);
      for (const page of languages) {
        const result = answer(plain[asked], corpora, page);
        expect(result.kind, `${asked} on ${page}`).toBe("answer");
        expect(result.lang, `${asked} on ${page}`).toBe(asked);
      }
    }
    // Unclear (a product's name alone): the page's language.
    for (const page of languages) expect(answer("bigquery", corpora, page).lang).toBe(page);
  });

  it("says when the help centre does not cover a question", () => {
    expect(answer("qual a capital da austrália?", corpora, "pt").kind).toBe("not-covered");
    expect(answer("   ", corpora, "en").kind).toBe("not-covered");
    // One word the help centre uses ("conta", account) among words it never does is not enough.
    expect(answer("me conta uma piada sobre gatos", corpora, "pt").kind).toBe("not-covered");
  });

  it("finds a section through the questions readers ask for it, in words the article does not use", () => {
    const documents: SearchDocument[] = [
      {
        type: "article",
        route: "/a/convites",
        title: "Convites",
        description: "Como convidar usuários para a organização.",
        keywords: ["convite"],
        sections: [
          { id: "", heading: "", text: "Convide usuários pelo e-mail." },
          { id: "passos", heading: "Passos", text: "Abra Organization > Users e envie o convite." },
        ],
      },
      {
        type: "article",
        route: "/a/marca",
        title: "Marca",
        description: "Cores, logo e textos da aplicação da sua empresa.",
        keywords: ["cores"],
        sections: [{ id: "", heading: "", text: "Troque as cores e o logo da aplicação." }],
      },
    ];
    const question = "como trago a galera do escritório";
    expect(retrieve(buildCorpus(documents), question).results).toEqual([]);
    const withQuestions = buildCorpus(documents, {
      "/a/convites": { passos: ["quero trazer a galera do escritório pra cá"] },
    });
    const [best] = retrieve(withQuestions, question).results;
    expect(best?.passage).toMatchObject({ route: "/a/convites", sectionId: "passos" });
  });
});

describe("what an answer quotes", () => {
  const corpora = contentCorpora(testContent());
  const reply = (question: string, lang: "pt" | "en") => {
    const result = answer(question, corpora, lang);
    if (result.kind !== "answer") throw new Error(`"${question}" was not answered`);
    return result;
  };
  const blocks = (result: Extract<Answer, { kind: "answer" }>) => result.citations.flatMap((c) => c.quote);

  it("keeps a section's lists and tables line by line, and search reads them as sentences", () => {
    const text = encodeBlocks([
      { kind: "paragraph", text: "Conceda os papéis:" },
      { kind: "item", text: "Data Viewer", depth: 0 },
      { kind: "item", text: "Job User", depth: 0 },
      { kind: "table", header: ["Etapa", "Prazo"], rows: [["Propagação", "até 24 h"]] },
      { kind: "figure", text: "Diagrama" },
    ]);
    expect(decodeBlocks(text)).toEqual([
      { kind: "paragraph", text: "Conceda os papéis:" },
      { kind: "item", text: "Data Viewer", depth: 0 },
      { kind: "item", text: "Job User", depth: 0 },
      { kind: "table", header: ["Etapa", "Prazo"], rows: [["Propagação", "até 24 h"]] },
      { kind: "figure", text: "Diagrama" },
    ]);
    expect(flattenSectionText(text)).toBe(
      "Conceda os papéis: Data Viewer Job User Propagação: até 24 h. Diagrama",
    );
  });

  it("cuts sentences at their end, not at a colon, and never ends a unit on a colon", () => {
    expect(sentences("Abra Settings > Users: a lista. Depois, convide.")).toEqual([
      "Abra Settings > Users: a lista.",
      "Depois, convide.",
    ]);
    for (const corpus of [corpora.pt, corpora.en])
      for (const { passage } of corpus.passages)
        for (const unit of unitsOf(passage.text))
          expect(unit.text.trim().endsWith(":"), `${passage.route}#${passage.sectionId}: ${unit.text}`).toBe(
            false,
          );
  });

  it("leads with the value asked for: a size", () => {
    const result = reply("qual o tamanho do favicon?", "pt");
    expect(result.lead).toMatch(/16x16 ou 32x32/);
    // Only the article that answers: no sentence about PostgreSQL from another one.
    expect(result.citations[0]!.href).toMatch(/^\/organizacao\/configuracoes-white-label/);
    expect(answerText(result)).not.toMatch(/PostgreSQL/);
  });

  it("quotes a list whole with the sentence that introduces it", () => {
    const result = reply("quais papéis a conta de serviço precisa no bigquery?", "pt");
    expect(result.lead).toMatch(/Data Viewer.*Job User/);
    expect(result.citations[0]!.href).toMatch(/^\/conexoes-integracoes\/integracao-bigquery/);
    const quoted = quoteText(blocks(result));
    expect(quoted).toContain("Data Viewer");
    expect(quoted).toContain("Job User");
  });

  it("quotes a table row with its header and value", () => {
    const result = reply("quanto tempo leva a propagação do DNS?", "pt");
    expect(result.lead).toMatch(/Propagação do DNS.*24 h/);
    const table = blocks(result).find(
      (block): block is Extract<QuoteBlock, { kind: "table" }> => block.kind === "table",
    )!;
    expect(table.header).toEqual(["Etapa", "Quem faz", "Quanto tempo leva"]);
    expect(table.rows.some((row) => row.join(" ").includes("até 24 h"))).toBe(true);
  });

  it("answers the questions the issue found without their value", () => {
    expect(reply("which Microsoft Graph application permissions are needed?", "en").lead).toMatch(
      /Group\.Read\.All.*GroupMember\.Read\.All/,
    );
    expect(answerText(reply("what are the WAF rule priorities?", "en"))).toMatch(
      /1000.*1010.*2147483646.*2147483647/,
    );
    expect(reply("how much memory does the backend get?", "en").lead).toMatch(/16 Gi/);
    expect(reply("can I see the API token key again?", "en").lead).toMatch(/never displayed again/);
  });

  it("no quote ends on a colon, for any question of the evaluation sets", () => {
    for (const { question, lang } of evalSet) {
      const result = answer(question, corpora, lang);
      if (result.kind !== "answer") continue;
      for (const citation of result.citations) {
        expect(citation.quote.length, question).toBeGreaterThan(0);
        const last = citation.quote.at(-1)!;
        if (last.kind === "text") expect(last.text.endsWith(":"), `${question}: ${last.text}`).toBe(false);
      }
      expect(result.lead.endsWith(":"), question).toBe(false);
    }
  });

  it("says 'not covered' to the weather, general knowledge and other products' prices", () => {
    for (const [question, lang] of [
      ["what's the weather tomorrow?", "en"],
      ["qual a previsão do tempo pra amanhã?", "pt"],
      ["who won the world cup in 2022?", "en"],
      ["how much does chatgpt plus cost?", "en"],
      ["quanto custa o power bi pro?", "pt"],
      ["qual o preço do tableau?", "pt"],
    ] as const)
      expect(answer(question, corpora, lang).kind, question).toBe("not-covered");
    // The one price the help centre gives is still given.
    expect(reply("quanto custa o certificado wildcard?", "pt").lead).toMatch(/US\$ 6 a 7/);
  });
});

describe("what composition quotes, on a small corpus", () => {
  const article = (route: string, title: string, sections: SearchDocument["sections"]): SearchDocument => ({
    type: "article",
    route,
    title,
    description: `${title}: o guia.`,
    keywords: [],
    sections,
  });
  const table = (header: string[], rows: string[][]) => encodeBlocks([{ kind: "table", header, rows }]);
  /** The answer composed from every section retrieval finds, as judge() would hand them over. */
  const composed = (documents: SearchDocument[], question: string, asked?: QuestionsFile["articles"]) => {
    const corpus = buildCorpus(documents, asked);
    const reading = correctQuestion(corpus, language.read(question));
    const { results } = retrieve(corpus, reading);
    const result = compose(readQuestion(reading, corpus), results);
    if (!result) throw new Error(`"${question}" was not composed`);
    return { ...result, text: [result.lead, ...result.citations.map((c) => quoteText(c.quote))].join(" ") };
  };

  it("quotes a whole table when the question's words are spread over its rows", () => {
    // Long enough that the whole table loses to a short row, as a lead should be short.
    const rows = [
      ["Uma conta no Twilio", "O remetente e o endereço que recebe as mensagens são configurados nela."],
      [
        "Uma empresa aprovada no WhatsApp Business",
        "O remetente fala em nome dela; a aprovação passa pela verificação da empresa na Meta.",
      ],
      ["Um número de telefone", "É com ele que as pessoas vão conversar, e ele não pode estar em uso."],
      ["Credenciais da plataforma", "A organização que recebe as mensagens é a sua, com o seu acesso."],
    ];
    // Other guides have prerequisites too: the word says less than the product's names.
    const others = ["BigQuery", "Google", "Microsoft Entra"].map((name) =>
      article(`/a/${name.toLowerCase().replace(/ /g, "-")}`, `Integração ${name}`, [
        { id: "", heading: "", text: `Conecte o ${name}.` },
        {
          id: "pre-requisitos",
          heading: "Pré-requisitos",
          text: `Uma conta no ${name} e acesso de administrador.`,
        },
      ]),
    );
    const { citations } = composed(
      [
        article("/a/twilio", "Integração de mensagens", [
          { id: "", heading: "", text: "Receba as mensagens dos seus clientes." },
          { id: "pre-requisitos", heading: "Pré-requisitos", text: table(["Item", "Por quê"], rows) },
        ]),
        ...others,
      ],
      "pré-requisitos twilio whatsapp",
    );
    const quoted = quoteText(citations[0]!.quote);
    for (const [item] of rows) expect(quoted).toContain(item);
  });

  it("answers a question for all of them with the table that names them, beside the sentence about them", () => {
    const { citations } = composed(
      [
        article("/a/self-hosted", "Instalação própria", [
          { id: "", heading: "", text: "Instale tudo no seu projeto de nuvem." },
          {
            id: "contas",
            heading: "Contas de serviço",
            text: encodeBlocks([
              {
                kind: "table",
                header: ["Papel", "O que permite"],
                rows: [
                  ["Cloud SQL Client", "Conectar ao banco."],
                  ["Secret Accessor", "Ler os segredos."],
                  ["Run Invoker", "Chamar o backend."],
                  ["Log Writer", "Gravar registros."],
                ],
              },
              {
                kind: "paragraph",
                text: "Além desses papéis, as contas de serviço precisam ler o repositório das imagens.",
              },
            ]),
          },
        ]),
      ],
      "quais papéis as contas de serviço precisam?",
    );
    const quoted = quoteText(citations[0]!.quote);
    for (const role of ["Cloud SQL Client", "Secret Accessor", "Run Invoker", "Log Writer"])
      expect(quoted).toContain(role);
  });

  it("reads a question for a file format in every language, and knows the text that gives one", () => {
    const corpus = buildCorpus([
      article("/a/imagens", "Imagens", [{ id: "", heading: "", text: "O logo aceita PNG ou JPG." }]),
    ]);
    for (const question of [
      "quais formatos de imagem o logo aceita?",
      "what file formats can the logo be?",
      "qué formato debe tener el logo?",
    ]) {
      const asked = readQuestion(language.read(question), corpus);
      expect(
        asked.cues.map((cue) => cue.name),
        question,
      ).toContain("format");
      expect(cueScore(asked, "PNG ou JPG."), question).toBeGreaterThan(0);
      expect(cueScore(asked, "No topo da plataforma."), question).toBe(0);
    }
  });

  it("quotes the section that holds the most of the question, when retrieval ranks another first", () => {
    const { citations, text } = composed(
      [
        article("/a/tokens", "Tokens de API", [
          {
            id: "",
            heading: "",
            text: [
              "Uma conta de serviço dá acesso por API sem o login de uma pessoa.",
              "Ela recebe um perfil e grupos de permissão, como um usuário.",
              "Cada conta tem tokens de API, e a chave de cada token aparece uma única vez, na criação.",
            ].join(" "),
          },
          { id: "antes", heading: "Antes de começar", text: "Tenha um cofre para guardar a chave do token." },
        ]),
        // Other articles about keys and tokens, cited for the words they share with the question.
        article("/a/playground", "Playground", [
          { id: "", heading: "", text: "Cole o token da conta; o resultado aparece abaixo." },
        ]),
        article("/a/chave-json", "Chave JSON", [
          { id: "", heading: "", text: "A chave JSON aparece no download: guarde-a num cofre." },
        ]),
        article("/a/segredos", "Segredos", [
          { id: "", heading: "", text: "A chave do segredo do cliente aparece ao criá-lo: copie o token." },
        ]),
      ],
      "a chave do token aparece de novo?",
      // Readers' questions lend the other section their words: retrieval puts it first.
      {
        "/a/tokens": {
          antes: ["quantas vezes aparece a chave do token?", "onde guardo a chave do token?"],
        },
      },
    );
    expect(citations[0]!.passage.sectionId).toBe("antes");
    expect(text).toContain("uma única vez");
  });
});

describe("linkify", () => {
  const own = (path: string) => ["/organizacao/contas-de-servico", "/en/portals"].includes(path);

  it("links only our routes and https URLs, and keeps everything else as text", () => {
    const segments = linkify(
      "See [tokens](/organizacao/contas-de-servico#tokens), [x](javascript:alert(1)), [y](http://a.example), <b>bold</b> and https://example.com/doc.",
      own,
    );
    expect(segments.filter((segment) => segment.type === "link")).toEqual([
      { type: "link", text: "tokens", href: "/organizacao/contas-de-servico#tokens", external: false },
      { type: "link", text: "https://example.com/doc", href: "https://example.com/doc", external: true },
    ]);
    const text = segments.map((segment) => segment.text).join("");
    expect(text).toContain("<b>bold</b>");
    expect(text).toContain("x");
    expect(segments.some((segment) => segment.type === "link" && segment.href.startsWith("javascript"))).toBe(
      false,
    );
  });

  it("does not link an unknown route or a protocol-relative URL", () => {
    expect(linkify("[a](/nope) [b](//evil.example)", own).every((segment) => segment.type === "text")).toBe(
      true,
    );
  });
});

describe("sourceRoutes", () => {
  it("allows the pages of the sources read, with or without their sections, and nothing else", () => {
    const own = sourceRoutes([{ url: "/en/organizacao/contas-de-servico#tokens" }, { url: "/en/portals" }]);
    const links = linkify(
      "[a](/en/organizacao/contas-de-servico) [b](/en/portals#top) [c](/en/organizacao) [d](/en/other)",
      own,
    ).filter((segment) => segment.type === "link");
    expect(links.map((link) => link.href)).toEqual(["/en/organizacao/contas-de-servico", "/en/portals#top"]);
    expect(sourceRoutes([])("/en/portals")).toBe(false);
  });
});

describe("answerMarkdown", () => {
  const own = (path: string) => path === "/organizacao/contas-de-servico";

  it("reads paragraphs, headings, lists, bold, code and links, and never HTML", () => {
    const blocks = answerMarkdown(
      "## Steps\nOpen **Settings** then\n`Tokens`.\n\n- one [tokens](/organizacao/contas-de-servico#tokens)\n- two <img src=x onerror=alert(1)>\n1. first\n2. [bad](javascript:alert.call.bind)",
      own,
    );
    expect(blocks.map((block) => block.type)).toEqual(["heading", "paragraph", "bullets", "numbers"]);
    expect(blocks[1]).toEqual({
      type: "paragraph",
      inlines: [
        { type: "text", text: "Open " },
        { type: "strong", text: "Settings" },
        { type: "text", text: " then " },
        { type: "code", text: "Tokens" },
        { type: "text", text: "." },
      ],
    });
    const [bullets, numbers] = [blocks[2], blocks[3]];
    expect(bullets?.type === "bullets" && bullets.items[0]).toContainEqual({
      type: "link",
      text: "tokens",
      href: "/organizacao/contas-de-servico#tokens",
      external: false,
    });
    // Markup stays text; a javascript: link stays its label.
    expect(bullets?.type === "bullets" && bullets.items[1]).toEqual([
      { type: "text", text: "two <img src=x onerror=alert(1)>" },
    ]);
    expect(numbers?.type === "numbers" && numbers.items[1]).toEqual([{ type: "text", text: "bad" }]);
  });
});

describe("the answering service's client against a real local HTTP server", () => {
  let server: Server;
  let base = "";
  const request = { question: "q", lang: "en" as const, history: [] };
  const sources =
    '{"type":"sources","sources":[{"title":"T","section":"S","url":"/a#s"},{"title":"Evil","section":"","url":"https://evil.example/"}]}\n';
  const noop = { onSources: () => undefined, onDelta: () => undefined };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? "";
      const stream = () => res.writeHead(200, { "Content-Type": "application/x-ndjson" });
      if (path === "/ok") {
        stream();
        res.write(sources);
        res.write('{"type":"delta","text":"Hello "}\n');
        setTimeout(() => {
          res.write('{"type":"delta","text":"world"}\n{"type":"done"}\n');
          res.end();
        }, 50);
      } else if (path === "/declined") {
        stream();
        res.end(
          '{"type":"declined","lang":"pt","related":[{"title":"Portais","url":"/portais"},{"title":"Evil","url":"javascript:alert(1)"}]}\n',
        );
      } else if (path === "/off") {
        res.writeHead(404).end("Not found");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("gives the sources first (site paths only), then the text chunk by chunk", async () => {
    const seen: string[] = [];
    const given: unknown[] = [];
    const result = await ask(request, {
      url: `${base}/ok`,
      onSources: (list) => given.push(list),
      onDelta: (sofar) => seen.push(sofar),
    });
    expect(given).toEqual([[{ title: "T", section: "S", url: "/a#s" }]]);
    expect(result).toEqual({ kind: "answer", sources: given[0], text: "Hello world" });
    expect(seen).toEqual(["Hello ", "Hello world"]);
  });

  it("says when the question is declined, with the closest articles of this site", async () => {
    expect(await ask(request, { ...noop, url: `${base}/declined` })).toEqual({
      kind: "declined",
      lang: "pt",
      related: [{ title: "Portais", url: "/portais" }],
    });
  });

  it("knows the service is off after a 404, and does not ask again", async () => {
    const url = `${base}/off`;
    expect(serviceKnownOff(url)).toBe(false);
    await expect(ask(request, { ...noop, url })).rejects.toThrow(ServiceOff);
    expect(serviceKnownOff(url)).toBe(true);
    server.removeAllListeners("request");
    server.on("request", () => expect.unreachable("asked again"));
    await expect(ask(request, { ...noop, url })).rejects.toThrow(ServiceOff);
  });
});

describe("the answering service's failures", () => {
  let server: Server;
  let base = "";
  const request = { question: "q", lang: "pt" as const, history: [] };
  const noop = { onSources: () => undefined, onDelta: () => undefined };
  const sources = '{"type":"sources","sources":[{"title":"T","section":"S","url":"/a#s"}]}\n';
  const stream = (res: ServerResponse) => res.writeHead(200, { "Content-Type": "application/x-ndjson" });
  const routes: Record<string, (res: ServerResponse) => void> = {
    "/mid-error": (res) => {
      stream(res);
      res.end(`${sources}{"type":"delta","text":"Hal"}\n{"type":"error"}\n`);
    },
    "/no-sources": (res) => {
      stream(res);
      res.end('{"type":"delta","text":"Hal"}\n{"type":"done"}\n');
    },
    "/slow": (res) => {
      stream(res);
      res.write(`${sources}{"type":"delta","text":"Hel"}\n`);
      // Then nothing: the stream stalls.
    },
    "/busy": (res) => res.writeHead(503, { "Retry-After": "5" }).end("busy"),
    "/limited": (res) => res.writeHead(429, { "Retry-After": "5" }).end("slow down"),
    "/failing": (res) => res.writeHead(500).end("oops"),
    "/garbage": (res) =>
      res.writeHead(200, { "Content-Type": "text/html" }).end("<html>not a stream</html>\n"),
    "/huge": (res) => {
      stream(res);
      res.write(sources);
      for (let n = 0; n < 50; n++) res.write(`${JSON.stringify({ type: "delta", text: "x".repeat(100) })}\n`);
      res.end('{"type":"done"}\n');
    },
    "/long-line": (res) => {
      stream(res);
      // One line that never ends.
      res.write(`{"type":"delta","text":"${"y".repeat(3000)}`);
    },
    "/truncated": (res) => {
      stream(res);
      res.end(`${sources}{"type":"delta","text":"half"}\n`);
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => routes[req.url ?? ""]?.(res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("gives up on a stalled stream", async () => {
    await expect(ask(request, { ...noop, url: `${base}/slow`, idleTimeoutMs: 200 })).rejects.toThrow(
      AskServiceError,
    );
  });

  it("rejects an error line, a busy or failing service, garbage, a stream without its end or its sources", async () => {
    for (const path of [
      "/mid-error",
      "/busy",
      "/limited",
      "/failing",
      "/garbage",
      "/truncated",
      "/no-sources",
    ]) {
      const failure = ask(request, { ...noop, url: `${base}${path}` });
      await expect(failure, path).rejects.toThrow(AskServiceError);
      await expect(failure, path).rejects.not.toThrow(ServiceOff);
      expect(serviceKnownOff(`${base}${path}`), path).toBe(false);
    }
  });

  it("refuses an answer past its size cap, and a line past its length cap, without waiting for more", async () => {
    await expect(ask(request, { ...noop, url: `${base}/huge`, maxChars: 1000 })).rejects.toThrow(
      /over 1000 characters/,
    );
    await expect(ask(request, { ...noop, url: `${base}/long-line`, maxLine: 1000 })).rejects.toThrow(
      /line of the stream is over 1000/,
    );
  });

  it("rejects when nothing listens", async () => {
    await expect(ask(request, { ...noop, url: "http://127.0.0.1:9/none" })).rejects.toThrow(AskServiceError);
  });
});
