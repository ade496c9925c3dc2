/**
 * One batch of the batched pre-renderer (pipeline/prerender/run.ts), in a process of its own: loads
 * the server bundle, renders each page it is sent (as React Router's pre-renderer does, through the
 * bundle's request handler) and writes its HTML at once, then exits. Whatever the pages loaded (each
 * article's module stays loaded for a process's life) goes with the process.
 *
 * Given a `reuse`, a page rendered before from the same inputs (pipeline/prerender/reuse.ts) is
 * copied from the build cache instead, and a page rendered now is kept there.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cacheKey, openCache, restore } from "../build-cache";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";

/** Pages rendered before, in the build cache: what keys them besides their loaders' data. */
export interface Reuse {
  /** The build cache's folder. */
  cacheDir: string;
  /** The server bundle's hash (reuse.ts `bundleHash`) with the worker's code's (code-hash.ts). */
  bundleHash: string;
  /** The environment variables the bundle reads as it runs (reuse.ts `environmentRead`). */
  environment: string[];
  /** A page's further inputs by its path: its body's id (reuse.ts `pageInputs`). */
  inputs: Record<string, string>;
}

/** What the parent sends: the bundle's entry, where pages go, the batch's paths, and what it may reuse. */
export interface Batch {
  bundle: string;
  clientDir: string;
  paths: string[];
  reuse?: Reuse;
}

/** What the child answers once every page of its batch is written: how many, and how many were reused. */
export interface BatchDone {
  written: number;
  reused: number;
}

/** The cache's kind of entry a pre-rendered page is. */
const pageKind = "prerendered";

/** The URL of a page's data, as React Router's client would ask for it. */
const dataUrl = (path: string) => `http://localhost${path === "/" ? "/_root" : path.replace(/\/$/, "")}.data`;

/** The file a page's HTML goes to: `<path>/index.html` under the client folder. */
export const pageFile = (clientDir: string, path: string) =>
  join(clientDir, ...path.split("/").filter(Boolean), "index.html");

async function render({ bundle, clientDir, paths, reuse }: Batch): Promise<BatchDone> {
  // React Router's loaders take data a pre-renderer hands them only in a build's request.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(bundle).href)) as ServerBuild;
  // With `ssr: false` the handler renders only the paths the bundle lists: this batch's.
  const handler = createRequestHandler({ ...build, prerender: paths }, "production");
  const cache = reuse && openCache(reuse.cacheDir);
  // The values the bundle will read in this process: part of every page's key.
  const environment = JSON.stringify(reuse?.environment.map((name) => [name, process.env[name] ?? null]));
  let reused = 0;
  for (const path of paths) {
    const file = pageFile(clientDir, path);
    mkdirSync(join(file, ".."), { recursive: true });
    let key: string | undefined;
    if (reuse) {
      const data = await handler(new Request(dataUrl(path)));
      const text = await data.text();
      if (data.status !== 200)
        throw new Error(`The data of ${path} answered ${data.status}:\n${text.slice(0, 2000)}`);
      key = cacheKey(reuse.bundleHash, environment, path, reuse.inputs[path] ?? "", text);
      if (restore(cache, pageKind, key, file)) {
        reused++;
        continue;
      }
    }
    const response = await handler(new Request(`http://localhost${path.replace(/\/$/, "")}/`));
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`Pre-rendering ${path} answered ${response.status}:\n${html.slice(0, 2000)}`);
    writeFileSync(file, html);
    if (key) cache?.put(pageKind, key, html);
  }
  return { written: paths.length, reused };
}

process.once("message", (batch: Batch) => {
  render(batch).then(
    (done) => process.send!(done, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      // Exits at once: a page's render leaves its time limit pending (app/entry.server.tsx).
      process.exit(1);
    },
  );
});
