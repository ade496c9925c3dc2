/**
 * The search client over sharded files answers as the whole-index engine does, on the real
 * content: the same language, the same correction and the same pages in the same order, for every
 * query of the relevance and misspelling sets, with the build's shard sizes and with shards so
 * small that every query spans several. It loads only the shards a query needs, and a file that
 * fails is said, retried on demand, and passed over in a fallback language.
 */
import { describe, expect, it } from "vitest";
import { languages, type Lang } from "../content/types";
import { lookupOrder } from "../languages";
import { SearchClient, NotLoaded, SearchUnavailable } from "./client";
import { correctQuery, parseQuery, prepareIndex, searchForgiving, type SearchResult } from "./engine";
import { isSharded, type SearchEntry } from "./shards/format";
import { withFiles, writeShards, type shardBytes } from "./shards/write";
import { testContent } from "../../../tests/support/content";
import { searchDocument as doc } from "../../../tests/support/search-document";
import { contentIndexes } from "../../../tests/support/search-indexes";
import {
  misspellingCase,
  misspellings,
  misspellingsHoldout,
  readData,
  relevanceCase,
  relevanceSet,
} from "../../../tests/support/sets";
import { z } from "zod";

const indexes = contentIndexes(testContent());
const spanishSets = [
  ...readData("search-relevance.es.json", z.array(relevanceCase)),
  ...readData("search-relevance.es-holdout.json", z.array(relevanceCase)),
  ...readData("search-misspellings.es.json", z.array(misspellingCase)),
  ...readData("search-misspellings.es-holdout.json", z.array(misspellingCase)),
];

type Sizes = { [kind in keyof typeof shardBytes]: number };
/** Shards so small that a query's words and pages span several. */
const tiny: Sizes = { terms: 3000, lexicon: 800, stems: 800 };

function shardedFiles(sizes?: Sizes): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of languages) {
    const written = writeShards(lang, indexes[lang].file.documents, sizes ? { sizes } : {});
    for (const [name, text] of written.files) files.set(`${lang}/${name}`, text);
    files.set(`${lang}/entry`, JSON.stringify(withFiles(written.entry, `${lang}/{name}`)));
  }
  return files;
}

function clientOver(files: Map<string, string>, loaded: string[] = [], fail = (_url: string) => false) {
  return new SearchClient(
    (lang) => `${lang}/entry`,
    (url) => {
      loaded.push(url);
      if (fail(url)) return Promise.reject(new Error(`${url} failed`));
      return Promise.resolve(JSON.parse(files.get(url)!) as unknown);
    },
  );
}

/** What the search box showed before the client: the engine over whole indexes, with the table's fallbacks. */
function wholeIndexSearch(query: string, lang: Lang) {
  const parsed = parseQuery(query)!;
  const own = { lang, ...searchForgiving(indexes[lang].index, parsed) };
  if (own.results.length > 0 && !own.corrected) return own;
  const fallbacks = lookupOrder(lang).slice(1);
  for (const [at, other] of fallbacks.entries()) {
    const found = { lang: other, ...searchForgiving(indexes[other].index, parsed) };
    if (found.results.length === 0 && at + 1 < fallbacks.length) continue;
    return (found.results.length > 0 && !found.corrected) || own.results.length === 0 ? found : own;
  }
  return own;
}

const shownAs = (found: {
  lang: Lang;
  results: SearchResult[];
  corrected?: { text: string } | undefined;
}) => ({
  lang: found.lang,
  corrected: found.corrected?.text,
  results: found.results.map((result) => `${result.document.route}#${result.sectionId ?? ""}`),
});

/** The rank of the first expected page among the results (Infinity when none is). */
function rankOf(found: ReturnType<typeof shownAs>, wanted: readonly string[]): number {
  const at = found.results.findIndex((result) => wanted.some((route) => result.startsWith(`${route}#`)));
  return at < 0 ? Infinity : at + 1;
}

const queries = [...relevanceSet, ...spanishSets, ...misspellings, ...misspellingsHoldout];

/** The words of a query a correction changed at the start: the ones tiny lexicon shards cannot reach. */
function correctedAtStart(query: string, corrected: string | undefined): boolean {
  if (!corrected) return false;
  const typed = query.toLowerCase().split(" ");
  return corrected
    .toLowerCase()
    .split(" ")
    .some(
      (word, at) =>
        typed[at] !== undefined && word !== typed[at] && !typed[at].slice(0, 2).includes(word[0]!),
    );
}

describe("the search client over sharded files", () => {
  it(
    "ranks the expected page of every query of the sets as well as the whole index, and most queries' first ten the same",
    { timeout: 120_000 },
    async () => {
      const client = clientOver(shardedFiles());
      const worse: string[] = [];
      const differing: string[] = [];
      // A page holding a query only inside a word of its body is not found, by design
      // (shards/match.ts), and a word found only so is corrected instead: a few lists differ.
      const firstTen = (found: ReturnType<typeof shownAs>) => ({
        ...found,
        results: found.results.slice(0, 10),
      });
      for (const { lang, query, expect: wanted } of queries) {
        const expected = shownAs(wholeIndexSearch(query, lang));
        const got = shownAs(await client.findLoading(parseQuery(query)!, lang));
        if (rankOf(got, wanted) > rankOf(expected, wanted))
          worse.push(
            `${lang} "${query}": rank ${rankOf(got, wanted)} instead of ${rankOf(expected, wanted)}`,
          );
        if (JSON.stringify(firstTen(got)) !== JSON.stringify(firstTen(expected)))
          differing.push(`${lang} ${query}`);
      }
      expect(worse).toEqual([]);
      console.log(
        `First ten unlike the whole index's: ${differing.length} of ${queries.length} (${differing.join("; ")})`,
      );
      expect(differing.length).toBeLessThanOrEqual(queries.length / 20);
    },
  );

  it("keeps a query of one- or two-letter words in the page's language, uncorrected: a word still being typed", async () => {
    const files = shardedFiles();
    const loaded: string[] = [];
    const client = clientOver(files, loaded);
    // "to" is a whole word of the English articles only; in Portuguese it is the start of "token".
    const typing = await client.findLoading(parseQuery("to")!, "pt");
    expect(typing.lang).toBe("pt");
    expect(typing.corrected).toBeUndefined();
    expect(loaded.filter((url) => !url.startsWith("pt/"))).toEqual([]);
    expect(loaded.filter((url) => url.includes("lexicon"))).toEqual([]);
    // A longer word the page's language lacks is still looked for in the next.
    const word = await client.findLoading(parseQuery("your")!, "pt");
    expect(word.lang).toBe("en");
    expect(word.results.length).toBeGreaterThan(0);
  });

  it("finds a word from inside a word of a title, keyword or description, and by its start in a body", async () => {
    const client = clientOver(shardedFiles());
    const inside = await client.findLoading(parseQuery("query")!, "pt");
    expect(inside.results[0]?.document.title).toContain("BigQuery");
    // "sso" is inside "acesso" in many bodies: those pages are not found for it, the pages naming SSO are.
    const sso = (await client.findLoading(parseQuery("sso")!, "pt")).results.map(
      (result) => result.document.route,
    );
    const whole = wholeIndexSearch("sso", "pt").results.map((result) => result.document.route);
    expect(sso.slice(0, 5)).toEqual(whole.slice(0, 5));
    expect(sso.length).toBeLessThan(whole.length);
  });

  it(
    "ranks the expected page as well when every query spans several shards, but for corrections of a word's first letters",
    { timeout: 120_000 },
    async () => {
      const client = clientOver(shardedFiles(tiny));
      const differing: string[] = [];
      const unreachable: string[] = [];
      for (const { lang, query, expect: wanted } of queries) {
        const expected = shownAs(wholeIndexSearch(query, lang));
        const got = shownAs(await client.findLoading(parseQuery(query)!, lang));
        if (rankOf(got, wanted) <= Math.max(3, rankOf(expected, wanted))) continue;
        if (correctedAtStart(query, expected.corrected)) unreachable.push(query);
        else
          differing.push(
            `${lang} "${query}": rank ${rankOf(got, wanted)} instead of ${rankOf(expected, wanted)}`,
          );
      }
      expect(differing).toEqual([]);
      // Each such correction is one of a few: readers rarely miss a word's first letters.
      expect(unreachable.length).toBeLessThanOrEqual(queries.length / 20);
    },
  );

  it("reads a misspelling as the word the query's other words are written with, as the whole index does", async () => {
    const documents = [
      doc("/entra", { title: "Microsoft Entra ID", description: "Entra ID signs your team in." }),
      doc("/entra-groups", { title: "Groups", description: "Entra ID groups, and who is in them." }),
      doc("/empty", { title: "An empty answer", description: "Why an answer came back empty: fino tuning." }),
      doc("/other", { title: "Caidib vano", description: "Entra vanos; agntzo." }),
      doc("/agents", { title: "Agents", description: "Make a new agent visible to your team." }),
    ];
    const files = new Map<string, string>();
    for (const lang of languages) {
      const written = writeShards(lang, documents, { sizes: tiny });
      for (const [name, text] of written.files) files.set(`${lang}/${name}`, text);
      files.set(`${lang}/entry`, JSON.stringify(withFiles(written.entry, `${lang}/{name}`)));
    }
    const client = clientOver(files);
    const whole = prepareIndex(documents);
    for (const query of ["empty answer vino", "entra aidi", "team agnt", "aidi", "entra vano"]) {
      const found = await client.findLoading(parseQuery(query)!, "pt");
      expect(found.corrected?.text).toBe(correctQuery(whole, parseQuery(query)!)?.text);
    }
    expect((await client.findLoading(parseQuery("entra aidi")!, "pt")).corrected?.text).toBe("entra id");
  });

  it("loads only the shards a query's words and first pages fall in", async () => {
    const files = shardedFiles(tiny);
    const loaded: string[] = [];
    const client = clientOver(files, loaded);
    const found = await client.findLoading(parseQuery("whatsapp")!, "pt");
    expect(found.results[0]?.document.route).toBe("/conexoes-integracoes/integracao-twilio-whatsapp");
    const shards = [...files.keys()].filter((url) => url.startsWith("pt/"));
    expect(loaded.length).toBeGreaterThan(1);
    expect(loaded.length).toBeLessThan(shards.length / 4);
    expect(loaded.every((url) => url.startsWith("pt/"))).toBe(true);
    // The next keystrokes of the same word need nothing more.
    const before = loaded.length;
    await client.findLoading(parseQuery("whatsap")!, "pt");
    await client.findLoading(parseQuery("whatsapp")!, "pt");
    expect(loaded.length).toBe(before);
  });

  it("reads a file once for searches that need it at the same time", async () => {
    const loaded: string[] = [];
    const client = clientOver(shardedFiles(tiny), loaded);
    const [first, second] = await Promise.all([
      client.findLoading(parseQuery("bigquery")!, "pt"),
      client.findLoading(parseQuery("bigquery")!, "pt"),
    ]);
    expect(second.results.map((result) => result.document.route)).toEqual(
      first.results.map((result) => result.document.route),
    );
    expect(first.results[0]?.document.route).toBe("/conexoes-integracoes/integracao-bigquery");
    expect(loaded.length).toBeGreaterThan(1);
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it("asks for every file one step needs at once, and answers synchronously once they are in", async () => {
    const client = clientOver(shardedFiles(tiny));
    const parsed = parseQuery("conectar bigquery")!;
    const steps: number[] = [];
    for (;;) {
      try {
        client.find(parsed, "pt");
        break;
      } catch (error) {
        if (!(error instanceof NotLoaded)) throw error;
        steps.push(error.urls.length);
        await client.load(error.urls);
      }
    }
    // The entry, then the words' term shards, then the pages to rank: a few round trips, not one per file.
    expect(steps.length).toBeLessThanOrEqual(4);
    expect(client.find(parsed, "pt").results[0]?.document.route).toBe(
      "/conexoes-integracoes/integracao-bigquery",
    );
  });

  it("says when the page's language cannot load, and loads again when asked", async () => {
    const files = shardedFiles(tiny);
    let failing = true;
    const client = clientOver(files, [], (url) => failing && url.startsWith("pt/terms"));
    await expect(client.findLoading(parseQuery("bigquery")!, "pt")).rejects.toBeInstanceOf(SearchUnavailable);
    failing = false;
    await expect(client.findLoading(parseQuery("bigquery")!, "pt")).rejects.toBeInstanceOf(SearchUnavailable);
    client.retry();
    const found = await client.findLoading(parseQuery("bigquery")!, "pt");
    expect(found.results[0]?.document.route).toBe("/conexoes-integracoes/integracao-bigquery");
  });

  it("keeps at most the files it is told to, loading again what it forgot, and says when one search needs more", async () => {
    const files = shardedFiles(tiny);
    const loaded: string[] = [];
    const keeping = (most: number) =>
      new SearchClient(
        (lang) => `${lang}/entry`,
        (url) => {
          loaded.push(url);
          return Promise.resolve(JSON.parse(files.get(url)!) as unknown);
        },
        undefined,
        most,
      );
    const client = keeping(30);
    const routes = async () =>
      (await client.findLoading(parseQuery("bigquery")!, "pt")).results[0]?.document.route;
    expect(await routes()).toBe("/conexoes-integracoes/integracao-bigquery");
    const first = loaded.length;
    for (const query of ["whatsapp", "token de api", "marca", "grupos de usuarios", "dominio"])
      await client.findLoading(parseQuery(query)!, "pt");
    loaded.length = 0;
    // The first query's files were forgotten for the others', and are read again, with the same answer.
    expect(await routes()).toBe("/conexoes-integracoes/integracao-bigquery");
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.length).toBeLessThanOrEqual(first);
    await expect(keeping(2).findLoading(parseQuery("bigquery")!, "pt")).rejects.toThrow(
      /more than the 2 kept/,
    );
  });

  it("passes over a fallback language that cannot load, as one with nothing", async () => {
    const files = shardedFiles(tiny);
    // A word of a Portuguese title that no Spanish or English page holds, asked on a Spanish page
    // whose first fallback, English, fails.
    const holds = (lang: Lang, word: string) =>
      indexes[lang].index.documents.some((document) => document.all.includes(word));
    const word = indexes.pt.index.documents
      .flatMap((document) => document.titleWords)
      .find((candidate) => candidate.length >= 8 && !holds("es", candidate) && !holds("en", candidate))!;
    const client = clientOver(files, [], (url) => url.startsWith("en/"));
    const found = await client.findLoading(parseQuery(word)!, "es", { exact: true });
    expect(found.lang).toBe("pt");
    expect(found.results.length).toBeGreaterThan(0);
  });

  it("reads a language written whole (a small help centre) with the same answers", async () => {
    const files = new Map<string, string>();
    for (const lang of languages) files.set(`${lang}/entry`, JSON.stringify(indexes[lang].file));
    const entry = JSON.parse(files.get("pt/entry")!) as SearchEntry;
    expect(isSharded(entry)).toBe(false);
    const loaded: string[] = [];
    const client = clientOver(files, loaded);
    for (const { lang, query } of queries.slice(0, 40))
      expect(shownAs(await client.findLoading(parseQuery(query)!, lang))).toEqual(
        shownAs(wholeIndexSearch(query, lang)),
      );
    expect(new Set(loaded).size).toBe(loaded.length);
  });
});
