// Search over sharded files, in the browser: `build-next/`, which scripts/next-build.ts builds with
// SEARCH_SHARDS=always (as a help centre too large to be searched whole is built), served by the
// real server on a port of its own. A first search fetches the language's entry and only the
// shards its words and first pages fall in, never the whole documents; misspellings, the language
// fallback and a shard lost once on the network behave as on the whole index; the assistant's
// offline answer reads the shards its question needs, not the whole documents nor the questions
// file; and the server's MCP search reads the same shards. Its content is generated (twice the real
// help centre: scripts/next-build.ts), so a re-lettered copy of an article, words the engine was
// never tuned on, is found, corrected and answered from too.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Page } from "@playwright/test";
import { languages } from "../../app/lib/languages";
import { minCompressedBytes } from "../../pipeline/compress";
import { fixtureContentDir } from "../../scripts/translation-fixture";
import { startFakeModel } from "../support/fake-model.js";
import { expect, test } from "./fixtures";
import { freePort, serveBuild } from "./servers";

const build = "build-next";
const assets = join(build, "client", "assets");

let base: string;
let stop: (() => Promise<void>) | undefined;

/** The build's search files of a language: its documents, its entry and its shards. */
function searchFiles(lang: string) {
  const files = readdirSync(assets).filter(
    (file) => file.startsWith(`search-${lang}-`) && file.endsWith(".json"),
  );
  const entry = files.find((file) => file.startsWith(`search-${lang}-entry.`))!;
  const documents = files.filter((file) => new RegExp(`^search-${lang}-[\\w-]{10}\\.json$`).test(file));
  // The articles as the assistant's retrieval reads them: the server's, like the documents.
  const readings = files.filter((file) => file.startsWith(`search-${lang}-reading-`));
  return {
    files,
    entry,
    documents,
    readings,
    shards: files.filter((file) => file !== entry && !documents.includes(file) && !readings.includes(file)),
  };
}

/** The JSON assets the page asks for from now on, by file name: a list that grows as it asks. */
function jsonRequests(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const name = request.url().split("/assets/")[1];
    if (name?.endsWith(".json")) names.push(name);
  });
  return names;
}

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const { entry, shards } = searchFiles("pt");
  expect(entry, "No sharded build: `npm run test:e2e` makes it (npm run build:next)").toBeDefined();
  // The build really is sharded: its entry names term, page and lexicon shards.
  const parsed = JSON.parse(readFileSync(join(assets, entry), "utf8")) as Record<string, unknown[]>;
  expect(parsed.terms!.length).toBeGreaterThan(0);
  expect(shards.length).toBeGreaterThan(3);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  stop = await serveBuild(build, port);
});

test.afterAll(async () => {
  await stop?.();
});

test("a first search fetches the entry and the shards it needs, not the whole documents", async ({
  page,
}) => {
  const requested = jsonRequests(page);
  await page.goto(`${base}/organizacao/autenticacao/google`);
  await page.getByTestId("search-input").fill("bigquery");
  await expect(page.getByTestId("search-result").first()).toContainText("BigQuery");
  const { entry, documents, shards } = searchFiles("pt");
  const fetched = requested.filter((name) => name.startsWith("search-"));
  expect(fetched).toContain(entry);
  expect(fetched.filter((name) => documents.includes(name))).toEqual([]);
  const fetchedShards = fetched.filter((name) => shards.includes(name));
  expect(fetchedShards.length).toBeGreaterThan(0);
  expect(fetchedShards.length).toBeLessThan(shards.length);
  expect(fetched.every((name) => name.startsWith("search-pt-"))).toBe(true);
});

test("the files only the server reads have no compressed copies; the entry and shards have theirs", () => {
  const all = new Set(readdirSync(assets));
  for (const lang of languages) {
    const { entry, documents, readings, shards } = searchFiles(lang);
    expect(documents, lang).toHaveLength(1);
    expect(readings.length, lang).toBeGreaterThan(0);
    for (const file of [...documents, ...readings])
      expect(all.has(`${file}.br`) || all.has(`${file}.gz`), file).toBe(false);
    for (const file of [entry, ...shards].filter(
      (name) => statSync(join(assets, name)).size >= minCompressedBytes,
    ))
      expect(all.has(`${file}.br`) && all.has(`${file}.gz`), file).toBe(true);
  }
});

test("a misspelt word is corrected, and the text as typed is offered", async ({ page }) => {
  await page.goto(`${base}/`);
  await page.getByTestId("search-input").fill("bigqeury");
  await expect(page.getByTestId("search-result").first()).toContainText("BigQuery");
  await expect(page.getByTestId("search-panel")).toContainText("bigquery");
});

test("a word only English has is found in English, with its badge", async ({ page }) => {
  await page.goto(`${base}/`);
  await page.getByTestId("search-input").fill("spreadsheet");
  await expect(page.getByTestId("search-no-results")).toContainText("inglês");
  const result = page.getByTestId("search-result").first();
  await expect(result).toContainText("EN");
  expect(await result.locator("a").getAttribute("href")).toMatch(/^\/en\//);
});

test("a shard lost once on the network is fetched again, and the results come", async ({ page }) => {
  const lost = new Set<string>();
  await page.route(/\/assets\/search-pt-/, async (route) => {
    const url = route.request().url();
    if (!url.includes("-entry.") && !lost.has(url)) {
      lost.add(url);
      await route.abort();
      return;
    }
    await route.continue();
  });
  await page.goto(`${base}/`);
  await page.getByTestId("search-input").fill("whatsapp");
  await expect(page.getByTestId("search-result").first()).toContainText("WhatsApp", { timeout: 30_000 });
  expect(lost.size).toBeGreaterThan(0);
});

test("the results page lists every result from the shards", async ({ page }) => {
  await page.goto(`${base}/busca?q=token%20de%20api`);
  const results = page.getByTestId("search-page-result");
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThan(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados da busca");
});

test("the assistant answers from the shards its question needs, in the page's language and the question's", async ({
  page,
}) => {
  const fetched = jsonRequests(page);
  await page.goto(`${base}/en`);
  await page.getByTestId("chat-trigger").click();
  await page.getByTestId("assistant-input").fill("how do I delete a service account token?");
  await page.getByTestId("assistant-input").press("Enter");
  const citation = page.getByTestId("assistant-citation").first();
  await expect(citation).toHaveAttribute("href", /^\/en\/organizacao\/contas-de-servico/, {
    timeout: 30_000,
  });
  const en = searchFiles("en");
  expect(fetched).toContain(en.entry);
  expect(fetched.some((name) => name.startsWith("search-en-stems-"))).toBe(true);
  expect(fetched.some((name) => name.startsWith("search-en-article-"))).toBe(true);
  // Neither language's whole documents, nor a readers' questions file: the article files carry them.
  for (const lang of ["en", "pt"])
    expect(fetched.filter((name) => searchFiles(lang).documents.includes(name))).toEqual([]);
  expect(fetched.filter((name) => name.startsWith("questions-"))).toEqual([]);
  // Nor the server's reading files: the browser reads the articles' text it has.
  expect(fetched.filter((name) => name.includes("-reading-"))).toEqual([]);
  const articles = fetched.filter((name) => name.startsWith("search-en-article-"));
  expect(articles.length).toBeLessThan(
    en.shards.filter((name) => name.startsWith("search-en-article-")).length,
  );

  // A question plainly in Portuguese, on an English page, is answered in Portuguese.
  await page.getByTestId("assistant-input").fill("como conecto o bigquery com uma conta de serviço?");
  await page.getByTestId("assistant-input").press("Enter");
  const answer = page.getByTestId("assistant-answer").last();
  await expect(answer.getByTestId("assistant-citation").first()).toHaveAttribute(
    "href",
    /^\/conexoes-integracoes\/integracao-bigquery/,
    { timeout: 30_000 },
  );
});

test("an article file lost once on the network is fetched again, and the answer comes", async ({ page }) => {
  const lost = new Set<string>();
  await page.route(/\/assets\/search-pt-article-/, async (route) => {
    const url = route.request().url();
    if (!lost.has(url)) {
      lost.add(url);
      await route.abort();
      return;
    }
    await route.continue();
  });
  await page.goto(`${base}/`);
  await page.getByTestId("chat-trigger").click();
  await page.getByTestId("assistant-input").fill("como conecto o bigquery?");
  await page.getByTestId("assistant-input").press("Enter");
  await expect(page.getByTestId("assistant-citation").first()).toHaveAttribute(
    "href",
    /^\/conexoes-integracoes\/integracao-bigquery/,
    { timeout: 30_000 },
  );
  expect(lost.size).toBeGreaterThan(0);
});

test("the answering service grounds its answer in the same shards, and the model reads the section", async () => {
  test.setTimeout(90_000);
  const model = await startFakeModel();
  const port = await freePort();
  const stopSite = await serveBuild(build, port, {
    ASSISTANT_LLM_URL: model.url,
    ASSISTANT_LLM_MODEL: "fake",
  });
  try {
    model.behave({ kind: "answer", text: "Use a service account." });
    const response = await fetch(`http://127.0.0.1:${port}/api/ask`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: "como conecto o bigquery?", lang: "pt", history: [] }),
    });
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; sources?: { url: string }[] });
    expect(lines[0]!.type).toBe("sources");
    expect(lines[0]!.sources![0]!.url).toMatch(/^\/conexoes-integracoes\/integracao-bigquery/);
    expect(lines.at(-1)!.type).toBe("done");
    // The section's own text reached the model.
    expect(JSON.stringify(model.received.at(-1)?.body)).toContain("BigQuery");
  } finally {
    await stopSite();
    await model.close();
  }
});

test("MCP's search reads the same shards on the server, in the language asked", async () => {
  const client = new Client({ name: "lumi-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  try {
    const result = (await client.callTool({
      name: "search",
      arguments: { query: "bigqeury", lang: "en" },
    })) as {
      content: { text: string }[];
    };
    const payload = JSON.parse(result.content.map((part) => part.text).join("")) as {
      lang: string;
      results: { title: string; url: string }[];
    };
    expect(payload.lang).toBe("en");
    expect(payload.results[0]?.title).toContain("BigQuery");
    expect(payload.results.every((hit) => new URL(hit.url).pathname.startsWith("/en/"))).toBe(true);
  } finally {
    await client.close();
  }
});

/**
 * A generated copy of an article in English (its file ends in `-2`, scripts/scale/corpus.ts): its
 * route and the words of its title, none of them a word of the real articles.
 */
function generatedCopy() {
  const category = "conexoes-integracoes";
  const dir = join(fixtureContentDir, "en", category);
  const file = readdirSync(dir)
    .filter((name) => name.endsWith("-2.mdx"))
    .sort()[0];
  expect(file, `no generated copy in ${dir}: the second build's content is not generated`).toBeDefined();
  const title = /^title: (.+)$/m.exec(readFileSync(join(dir, file!), "utf8"))![1]!.replace(/^"|"$/g, "");
  const words = title
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 4);
  expect(words.length).toBeGreaterThan(1);
  return { route: `/en/${category}/${file!.replace(/\.mdx$/, "")}`, words };
}

/** A word with two of its middle letters swapped: one edit, as a reader's typo. */
const misspelt = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

test("on the generated help centre, a copy is found by its own words, misspelt too, and answered from", async ({
  page,
}) => {
  const copy = generatedCopy();
  // React as the reader gets it: its production build (a build step that leaves NODE_ENV set would
  // ship the development one, twice the size and slower).
  const reactFiles: Promise<string>[] = [];
  page.on("response", (response) => {
    if (/\/assets\/react-[\w-]+\.js$/.test(new URL(response.url()).pathname))
      reactFiles.push(response.text());
  });
  await page.goto(`${base}${copy.route}`);
  const search = page.getByTestId("search-input");
  await search.fill(copy.words.slice(0, 2).join(" "));
  await expect(page.getByTestId("search-result").first().locator("a")).toHaveAttribute("href", copy.route);
  await search.fill(misspelt(copy.words[0]!));
  await expect(page.getByTestId("search-result").first().locator("a")).toHaveAttribute("href", copy.route);
  await expect(page.getByTestId("search-panel")).toContainText(copy.words[0]!);

  await page.getByTestId("chat-trigger").click();
  await page.getByTestId("assistant-input").fill(`how do I set up ${copy.words.join(" ")}?`);
  await page.getByTestId("assistant-input").press("Enter");
  await expect(page.getByTestId("assistant-citation").first()).toHaveAttribute(
    "href",
    new RegExp(`^${copy.route}(#|$)`),
    { timeout: 30_000 },
  );
  const react = await Promise.all(reactFiles);
  expect(react.length).toBeGreaterThan(0);
  for (const code of react)
    expect(
      code.includes("is deprecated in plain JavaScript React classes"),
      "React's development build",
    ).toBe(false);
});
