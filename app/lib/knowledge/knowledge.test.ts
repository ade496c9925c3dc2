import { describe, expect, it } from "vitest";
import { searchDocument as doc } from "../../../tests/support/search-document";
import { retrievalFigures } from "../assistant/figures";
import { withFiles, writeShards } from "../search/shards/write";
import { createKnowledge } from "./knowledge";

/** A sharded language of three articles, its files by URL. */
function shardedFiles(): Map<string, unknown> {
  const documents = [
    doc("/convites", {
      title: "Convidar a equipe",
      sections: [{ id: "", heading: "", text: "Convide colegas pelo email em Configurações." }],
    }),
    doc("/grupos", {
      title: "Grupos de usuários",
      sections: [{ id: "", heading: "", text: "Um grupo reúne usuários com as mesmas permissões." }],
    }),
    doc("/canvas", {
      title: "Exportar um canvas",
      sections: [{ id: "", heading: "", text: "Exporte o canvas como imagem." }],
    }),
  ];
  const questions = { "/convites": { "": ["como convido meus colegas"] } };
  const written = writeShards("pt", documents, {
    assistant: { figures: retrievalFigures(documents, questions), questions },
  });
  const files = new Map<string, unknown>();
  for (const [name, text] of written.files) files.set(`/assets/pt-${name}`, JSON.parse(text));
  files.set("/assets/pt-entry", withFiles(written.entry, "/assets/pt-{name}"));
  return files;
}

/** The catalogue of `shardedFiles`: two categories, each led by one of its articles. */
const catalogue = [
  {
    title: "Equipe",
    description: "",
    url: "/equipe",
    articles: [
      { title: "Convidar a equipe", description: "", url: "/convites" },
      { title: "Grupos de usuários", description: "", url: "/grupos" },
    ],
  },
  {
    title: "Canvas",
    description: "",
    url: "/canvas-categoria",
    articles: [{ title: "Exportar um canvas", description: "", url: "/canvas" }],
  },
];

/** The knowledge of a sharded Portuguese, its files read by `loadSearchFile`. */
function knowledgeOver(
  loadSearchFile: (url: string) => Promise<unknown>,
  { withCatalogue = true }: { withCatalogue?: boolean } = {},
) {
  return createKnowledge({
    siteUrl: "https://help.example.com",
    productName: "Lumi",
    languages: {
      pt: { description: "", catalogue: withCatalogue ? catalogue : [], searchEntry: "/assets/pt-entry" },
    },
    loadSearchFile,
  });
}

function knowledgeReading(files: Map<string, unknown>, read: string[]) {
  return knowledgeOver((url) => {
    read.push(url);
    return files.has(url) ? Promise.resolve(files.get(url)) : Promise.reject(new Error(`No file ${url}`));
  });
}

describe("the server's knowledge of a sharded language", () => {
  const files = shardedFiles();

  it("reads nothing until asked, and the entry once when told to prefetch", async () => {
    const read: string[] = [];
    const knowledge = knowledgeReading(files, read);
    expect(read).toEqual([]);
    knowledge.prefetch();
    expect(read).toEqual(["/assets/pt-entry"]);
    const hits = await knowledge.search("canvas", "pt");
    expect(hits[0]?.url).toBe("/canvas");
    const grounding = await knowledge.ground("como convido meus colegas?", "pt");
    expect(grounding.kind).toBe("covered");
    expect(read.filter((url) => url === "/assets/pt-entry")).toHaveLength(1);
  });

  it("reads the entry again for the first search when it failed to read at start", async () => {
    const read: string[] = [];
    let failing = true;
    const knowledge = knowledgeOver(
      (url) => {
        read.push(url);
        return failing ? Promise.reject(new Error("unavailable")) : Promise.resolve(files.get(url));
      },
      { withCatalogue: false },
    );
    knowledge.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    failing = false;
    expect((await knowledge.search("canvas", "pt"))[0]?.url).toBe("/canvas");
    expect(read.filter((url) => url === "/assets/pt-entry")).toHaveLength(2);
  });

  it("reads a file that failed for one search again for the next", async () => {
    const failed = new Set<string>();
    const knowledge = knowledgeOver(
      // Each term shard fails the first time it is read (a deploy swapping the files, say).
      (url) => {
        if (url.includes("-terms-") && !failed.has(url)) {
          failed.add(url);
          return Promise.reject(new Error("unavailable"));
        }
        return Promise.resolve(files.get(url));
      },
      { withCatalogue: false },
    );
    await expect(knowledge.search("canvas", "pt")).rejects.toThrow();
    expect(failed.size).toBeGreaterThan(0);
    expect((await knowledge.search("canvas", "pt"))[0]?.url).toBe("/canvas");
  });

  it("warms before the first reader: asks and searches the title leading each first category, reading their files", async () => {
    const read: string[] = [];
    const knowledge = knowledgeReading(files, read);
    const warmed = await knowledge.warm();
    // Two categories, each asked and searched.
    expect(warmed).toEqual({ steps: 4, failed: 0, stopped: false });
    const kinds = new Set(read.map((url) => url.replace(/^\/assets\/pt-/, "").replace(/-.*$/, "")));
    // The assistant's files (stems, article, reading) and search's (terms, pages).
    expect([...kinds].sort()).toEqual(["article", "entry", "pages", "reading", "stems", "terms"]);
    // A reader who asks what was warmed waits for no file.
    const before = read.length;
    const grounding = await knowledge.ground("Convidar a equipe", "pt");
    expect(grounding.kind).toBe("covered");
    expect(read.length).toBe(before);
  });

  it("warms as far as it can: a step that fails is counted and passed over, and read again by the first question", async () => {
    const articleReads: string[] = [];
    let failing = true;
    const knowledge = knowledgeOver((url) => {
      if (url.includes("-article-")) {
        articleReads.push(url);
        if (failing) return Promise.reject(new Error("unavailable"));
      }
      return Promise.resolve(files.get(url));
    });
    const warmed = await knowledge.warm();
    expect(warmed.steps).toBe(4);
    expect(warmed.failed).toBeGreaterThan(0);
    expect(warmed.failed).toBeLessThan(4);
    expect(String(warmed.error)).toMatch(/could not load/);
    expect(warmed.stopped).toBe(false);
    failing = false;
    const reads = articleReads.length;
    expect((await knowledge.ground("como convido meus colegas?", "pt")).kind).toBe("covered");
    expect(articleReads.length).toBeGreaterThan(reads);
  });

  it("stops warming when its time runs out, even in the middle of a step", async () => {
    const knowledge = knowledgeOver(
      // A disk that never answers.
      () => new Promise<never>(() => undefined),
    );
    expect(await knowledge.warm({ budgetMs: 20 })).toEqual({ steps: 0, failed: 0, stopped: true });
  });

  it("warms only as many categories as asked, and nothing without a catalogue", async () => {
    const read: string[] = [];
    const knowledge = knowledgeReading(files, read);
    expect(await knowledge.warm({ categories: 1 })).toEqual({ steps: 2, failed: 0, stopped: false });
    const bare = knowledgeOver(
      (url) => {
        read.push(url);
        return Promise.resolve(files.get(url));
      },
      { withCatalogue: false },
    );
    const before = read.length;
    expect(await bare.warm()).toEqual({ steps: 0, failed: 0, stopped: false });
    expect(read.length).toBe(before);
  });
});
