/**
 * A reader's search session (the panel's and the results page's) over sharded files whose loads the
 * test releases by hand: loading, the results, the last results kept while a new query's files load,
 * a query's pages fetched only once the keys pause, a failure said, and a retry that finds them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { languages } from "../content/types";
import { withFiles, writeShards } from "./shards/write";
import { testContent } from "../../../tests/support/content";
import { contentIndexes } from "../../../tests/support/search-indexes";

const files = new Map<string, string>();
for (const [lang, { file }] of Object.entries(contentIndexes(testContent())).filter(([lang]) =>
  (languages as readonly string[]).includes(lang),
)) {
  const written = writeShards(lang as (typeof languages)[number], file.documents, {});
  for (const [name, text] of written.files) files.set(`${lang}/${name}`, text);
  files.set(`${lang}/entry`, JSON.stringify(withFiles(written.entry, `${lang}/{name}`)));
}

/** The files asked for, and what the test does with each: its load is held until released. */
const asked: { url: string; release: (ok: boolean) => void }[] = [];

vi.mock("./load-index", async () => {
  const { SearchClient } = await import("./client");
  const searchFile = (url: string) => ({ key: `search-file:${url}`, load: () => Promise.resolve(url) });
  const searchClient = new SearchClient(
    (lang) => `${lang}/entry`,
    (url) =>
      new Promise((resolve, reject) =>
        asked.push({
          url,
          release: (ok) => (ok ? resolve(JSON.parse(files.get(url)!)) : reject(new Error(`${url} failed`))),
        }),
      ),
  );
  return { searchClient, searchFile };
});

const { SearchSession, pagesAfter } = await import("./session");
const { searchClient } = await import("./load-index");

/** Releases every file asked for so far, and lets the session ask again. */
async function releaseAll(ok = true) {
  for (const { release } of asked.splice(0)) release(ok);
  await vi.advanceTimersByTimeAsync(0);
  // A sharded entry brings the client's code for shards (an import) before the search asks again.
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

// A failed search is tried again when the network or the tab comes back (retry-policy.ts).
vi.stubGlobal("window", new EventTarget());
vi.stubGlobal("document", Object.assign(new EventTarget(), { visibilityState: "visible" }));

describe("a search session", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    asked.splice(0);
    searchClient.retry();
  });

  it("says it is loading, then shows the results of the page's language for the query typed", async () => {
    const session = new SearchSession("en");
    const changes = vi.fn();
    session.subscribe(changes);
    session.search("token");
    expect(session.view().own.data).toBe(false);
    expect(asked.map(({ url }) => url)).toEqual(["en/entry"]);
    await releaseAll();
    await releaseAll();
    // The pages wait for the keys to pause.
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(pagesAfter);
    expect(asked.length).toBeGreaterThan(0);
    await releaseAll();
    const view = session.view();
    expect(view.own.data).toBe(true);
    expect(view.results.length).toBeGreaterThan(0);
    expect(view.resultsFor).toBe("token");
    expect(changes).toHaveBeenCalled();
    session.dispose();
  });

  it("keeps the last results on screen while a new query's files load", async () => {
    const session = new SearchSession("en");
    session.search("token");
    for (let step = 0; step < 4; step++) {
      await releaseAll();
      await vi.advanceTimersByTimeAsync(pagesAfter);
    }
    const before = session.view().results;
    expect(before.length).toBeGreaterThan(0);
    session.search("workspace");
    expect(session.view().results).toBe(before);
    expect(session.view().resultsFor).toBe("token");
    session.dispose();
  });

  it("says a failure once the files gave up, and finds them again on retry", async () => {
    const session = new SearchSession("pt");
    session.search("senha");
    await releaseAll(false);
    expect(session.view().own.isError).toBe(true);
    expect(session.view().own.data).toBe(false);
    session.retry();
    for (let step = 0; step < 4; step++) {
      await releaseAll();
      await vi.advanceTimersByTimeAsync(pagesAfter);
    }
    expect(session.view().own.isError).toBe(false);
    expect(session.view().results.length).toBeGreaterThan(0);
    session.dispose();
  });
});
