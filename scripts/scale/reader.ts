/**
 * What a reader gets from a build, in Chromium against the real server: the bytes a first search
 * and a first offline answer cost (every request's transfer size, the page and its code included,
 * HTTP cache off, a new browser context each), and, at a 4x CPU slowdown once search is warm, the
 * time from each key typed into the header's search box to the results for what is typed.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { parseQuery } from "~/lib/search/engine";
import { conditions, quantile, watch } from "../bench-first-interaction.js";

/** Lighthouse's phone network, as the first-interaction bench throttles it. */
const phoneNetwork = conditions.find((condition) => condition.network)!.network!;

export interface ReaderFigures {
  /** Bytes over the wire from opening the article to the first search result. */
  searchBytes: number;
  /** Of which after the page had settled: what the search itself asked for. */
  searchOwnBytes: number;
  /** What the search's bytes after the page settled went to, by kind of file, most bytes first. */
  searchFiles: FileKind[];
  /** From the first key typed to the first result (ms, no slowdown). */
  firstResultMs: number;
  /** The same on a phone network (150 ms round trip, 1.6 Mbps): what the search's requests cost. */
  phoneFirstResultMs: number;
  /** The assistant's first offline answer to each question asked, in the order asked. */
  answers: AnswerFigures[];
  /**
   * Key to results at 4x CPU once search has loaded, p50 and p95 (ms), and how many keys were timed:
   * `typedFirst` as each query is typed for the first time (a new word's shards, and after a pause
   * its pages, are fetched on the way), `warm` as the same queries are typed again (every file in
   * memory: the search and the render alone).
   */
  keystroke: Record<"typedFirst" | "warm", { p50: number; p95: number; keys: number }>;
}

export interface AnswerFigures {
  /** Bytes over the wire from opening the article to the assistant's first offline answer. */
  bytes: number;
  /** Of which after the page had settled: what the assistant asked for. */
  ownBytes: number;
  /** What the answer's bytes after the page settled went to, by kind of file, most bytes first. */
  files: FileKind[];
}

const percentiles = (times: number[]) => ({
  p50: quantile(times, 0.5),
  p95: quantile(times, 0.95),
  keys: times.length,
});

/** Requests of one kind of file: a search file's language and part, or an asset's name, without its hash. */
export interface FileKind {
  kind: string;
  files: number;
  bytes: number;
}

/** The kind of a requested path: `search-pt-pages` for `/assets/search-pt-pages-40-<hash>.json`, `react` for `/assets/react-<hash>.js`. */
function kindOf(path: string): string {
  const search = /^\/assets\/(search-[a-z]{2}-[a-z]+)/.exec(path);
  if (search) return search[1]!;
  const asset = /^\/assets\/(.+?)-[\w-]{8,10}\.(\w+)$/.exec(path);
  return asset ? `${asset[1]}.${asset[2]}` : path;
}

/** The requests after `from` (an index into `requests`), by kind, most bytes first. */
function byKind(requests: readonly { path: string; bytes: number }[], from: number): FileKind[] {
  const kinds = new Map<string, FileKind>();
  for (const { path, bytes } of requests.slice(from)) {
    const kind = kindOf(path);
    const row = kinds.get(kind) ?? { kind, files: 0, bytes: 0 };
    row.files++;
    row.bytes += bytes;
    kinds.set(kind, row);
  }
  return [...kinds.values()].sort((a, b) => b.bytes - a.bytes);
}

/**
 * Every request's transfer size (headers and body as sent), from the DevTools protocol: the total,
 * and each request's path and bytes.
 */
async function countBytes(cdp: CDPSession) {
  let total = 0;
  const paths = new Map<string, string>();
  const requests: { path: string; bytes: number }[] = [];
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  cdp.on("Network.requestWillBeSent", (event: { requestId: string; request: { url: string } }) => {
    paths.set(event.requestId, new URL(event.request.url).pathname);
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => {
    total += event.encodedDataLength;
    requests.push({ path: paths.get(event.requestId) ?? "?", bytes: event.encodedDataLength });
  });
  return Object.assign(() => total, { requests });
}

/** A new context and page, the HTTP cache off, counting bytes. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const bytes = await countBytes(cdp);
  return { context, page, cdp, bytes };
}

/** Opens a page and waits until it has settled (the entry has run; React is not loaded). */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 600_000 });
  await page.waitForLoadState("networkidle");
}

/** Marks, in the page, each key typed into the search box and when the panel shows the results for `expected`. */
function watchKeystrokes() {
  const state: { expected?: string; start?: number; end?: number } = {};
  (window as unknown as { __keystroke: typeof state }).__keystroke = state;
  // A key on the keyboard's layout comes with a keydown; a letter typed otherwise (an accent) with
  // an input event only: whichever comes first starts the clock.
  for (const type of ["keydown", "beforeinput"])
    document.addEventListener(
      type,
      (event) => {
        if (
          state.start === undefined &&
          event.target instanceof Element &&
          event.target.closest("[data-testid=search-input]")
        )
          state.start = performance.now();
      },
      true,
    );
  new MutationObserver(() => {
    if (state.start === undefined || state.end !== undefined || state.expected === undefined) return;
    const panel = document.querySelector<HTMLElement>("[data-testid=search-panel]");
    if (panel?.dataset.resultsFor === state.expected) state.end = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/**
 * Types `queries` into the header's search one key at a time, each key timed from its keydown to
 * the commit that shows the results for the text typed so far (the panel's `data-results-for`
 * names the query as search read it, in the same render as its results; over shards, once their
 * files are in). A key that leaves the query as read unchanged (a space) is typed but not timed.
 */
async function timeKeystrokes(page: Page, queries: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  const input = page.getByTestId("search-input");
  for (const query of queries) {
    await input.fill("");
    await page.waitForFunction(() => document.querySelector("[data-testid=search-ask]") === null, null, {
      timeout: 600_000,
    });
    let previous: string | undefined;
    for (let length = 1; length <= query.length; length++) {
      const expected = parseQuery(query.slice(0, length))?.text;
      const timed = expected !== undefined && expected !== previous;
      await page.evaluate(
        (value) => {
          const state = (window as unknown as { __keystroke: Record<string, unknown> }).__keystroke;
          state.expected = value;
          state.start = undefined;
          state.end = undefined;
        },
        timed ? expected : undefined,
      );
      await page.keyboard.type(query[length - 1]!);
      if (!timed) continue;
      previous = expected;
      await page.waitForFunction(
        () => (window as unknown as { __keystroke: { end?: number } }).__keystroke.end !== undefined,
        null,
        { timeout: 600_000 },
      );
      times.push(
        await page.evaluate(() => {
          const state = (window as unknown as { __keystroke: { start: number; end: number } }).__keystroke;
          return state.end - state.start;
        }),
      );
    }
  }
  return times;
}

/**
 * Opens `url` on a fresh page and types `word` into the header's search box, a key every 60 ms,
 * until the first result shows: the bytes once the page had settled, and the first key's and the
 * first result's times.
 */
async function firstSearch(fresh: Awaited<ReturnType<typeof freshPage>>, url: string, word: string) {
  await fresh.page.addInitScript(watch, {
    startSelector: "[data-testid=search-input]",
    start: "keydown",
    endSelector: "[data-testid=search-result]",
  });
  await open(fresh.page, url);
  const settled = fresh.bytes();
  const settledRequests = fresh.bytes.requests.length;
  await fresh.page.getByTestId("search-input").click();
  await fresh.page.keyboard.type(word, { delay: 60 });
  await fresh.page.getByTestId("search-result").first().waitFor({ state: "visible", timeout: 600_000 });
  const marks = await fresh.page.evaluate(
    () => (window as unknown as { __firstInteraction: { start: number; end: number } }).__firstInteraction,
  );
  return { settled, marks, files: byKind(fresh.bytes.requests, settledRequests) };
}

/** A first offline answer to `question` on a fresh page at `url`, the answering service off: the assistant composes it in the page. */
async function firstAnswer(browser: Browser, url: string, question: string) {
  const ask = await freshPage(browser);
  try {
    await open(ask.page, url);
    const settled = ask.bytes();
    const settledRequests = ask.bytes.requests.length;
    await ask.page.getByTestId("chat-trigger").click();
    await ask.page.getByTestId("assistant-input").fill(question);
    await ask.page.getByTestId("assistant-input").press("Enter");
    await ask.page
      .getByTestId("assistant-answer")
      .getByTestId("assistant-citation")
      .first()
      .waitFor({ state: "visible", timeout: 600_000 });
    const bytes = ask.bytes();
    return { bytes, ownBytes: bytes - settled, files: byKind(ask.bytes.requests, settledRequests) };
  } finally {
    await ask.context.close();
  }
}

export async function measureReader({
  origin,
  articlePath,
  word,
  questions,
  queries,
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
}: {
  origin: string;
  /** An article of the default language. */
  articlePath: string;
  /** A word the corpus holds, typed for the first search. */
  word: string;
  /** Questions the articles answer, each asked of the assistant on a fresh page. */
  questions: readonly string[];
  /** Queries of the default language, typed one key at a time at 4x CPU. */
  queries: readonly string[];
  chromePath?: string;
}): Promise<ReaderFigures> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
  const contexts: BrowserContext[] = [];
  try {
    // A first search: the box focused, a word typed, until the first result shows.
    const search = await freshPage(browser);
    contexts.push(search.context);
    await search.page.addInitScript(watchKeystrokes);
    const { settled, marks, files: searchFiles } = await firstSearch(search, origin + articlePath, word);
    const searchBytes = search.bytes();
    // Search loaded now (its code, React, the entry): each key at 4x CPU, the queries typed twice.
    await search.cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions[0]!.cpu! });
    const typedFirst = await timeKeystrokes(search.page, queries);
    const warm = await timeKeystrokes(search.page, queries);

    // The same first search on a phone network: the round trips and bytes of its files.
    const phone = await freshPage(browser);
    contexts.push(phone.context);
    await phone.cdp.send("Network.emulateNetworkConditions", phoneNetwork);
    const { marks: phoneMarks } = await firstSearch(phone, origin + articlePath, word);

    const answers: AnswerFigures[] = [];
    for (const question of questions)
      answers.push(await firstAnswer(browser, origin + articlePath, question));
    return {
      searchBytes,
      searchOwnBytes: searchBytes - settled,
      searchFiles,
      firstResultMs: marks.end - marks.start,
      phoneFirstResultMs: phoneMarks.end - phoneMarks.start,
      answers,
      keystroke: { typedFirst: percentiles(typedFirst), warm: percentiles(warm) },
    };
  } finally {
    for (const context of contexts) await context.close();
    await browser.close();
  }
}
