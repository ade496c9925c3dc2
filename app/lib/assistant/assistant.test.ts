import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answer, answeringSentences } from "./answer";
import { linkify } from "./linkify";
import { streamRemoteAnswer, RemoteAnswerError } from "./remote";
import type { SearchDocument } from "../search/types";
import { buildCorpus, retrieve } from "./retrieval";
import { testContent } from "../../../tests/support/content";
import { contentCorpora } from "./test-corpora";
import { stem, terms } from "./text";

describe("retrieval words", () => {
  it("folds accents and meets word forms in a light stem", () => {
    expect(stem("expired")).toBe(stem("expiration"));
    expect(stem("expirado")).toBe(stem("expiracao"));
    expect(stem("conecto")).toBe(stem("conectar"));
    expect(terms("Como eu conecto o BigQuery?")).toEqual(terms("como eu conecto o bigquery"));
    expect(terms("Integração")).toEqual(terms("integracao"));
  });
});

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

  it("keeps the sentences that hold the question's words", () => {
    const text = "Intro sentence. The token is shown only once. Unrelated closing line.";
    expect(answeringSentences(text, terms("token shown once"))).toBe("The token is shown only once.");
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

describe("remote mode against a real local HTTP server", () => {
  let server: Server;
  let base = "";
  const request = { question: "q", lang: "en" as const, passages: [] };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? "";
      if (path === "/ok") {
        res.writeHead(200, { "Content-Type": "application/x-ndjson" });
        res.write('{"type":"delta","text":"Hello "}\n');
        setTimeout(() => {
          res.write('{"type":"delta","text":"world"}\n{"type":"done"}\n');
          res.end();
        }, 50);
      } else if (path === "/slow") {
        res.writeHead(200, { "Content-Type": "application/x-ndjson" });
        res.write('{"type":"delta","text":"Hel"}\n');
        // Then nothing: the stream stalls.
      } else if (path === "/error") {
        res.writeHead(503).end("busy");
      } else if (path === "/garbage") {
        res.writeHead(200, { "Content-Type": "text/html" }).end("<html>not a stream</html>\n");
      } else if (path === "/truncated") {
        res.writeHead(200).end('{"type":"delta","text":"half"}\n');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("streams a successful answer chunk by chunk", async () => {
    const seen: string[] = [];
    const text = await streamRemoteAnswer(`${base}/ok`, request, { onDelta: (_, sofar) => seen.push(sofar) });
    expect(text).toBe("Hello world");
    expect(seen).toEqual(["Hello ", "Hello world"]);
  });

  it("gives up on a stalled stream", async () => {
    await expect(
      streamRemoteAnswer(`${base}/slow`, request, { onDelta: () => undefined, idleTimeoutMs: 200 }),
    ).rejects.toThrow(RemoteAnswerError);
  });

  it("rejects an error status, garbage and a stream without its end", async () => {
    for (const path of ["/error", "/garbage", "/truncated"]) {
      await expect(
        streamRemoteAnswer(`${base}${path}`, request, { onDelta: () => undefined }),
        path,
      ).rejects.toThrow(RemoteAnswerError);
    }
  });

  it("rejects when nothing listens", async () => {
    await expect(
      streamRemoteAnswer("http://127.0.0.1:9/none", request, { onDelta: () => undefined }),
    ).rejects.toThrow(RemoteAnswerError);
  });
});
