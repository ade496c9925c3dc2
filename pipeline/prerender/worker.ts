/**
 * One batch of the batched pre-renderer (pipeline/prerender/run.ts), in a process of its own: loads
 * the server bundle, renders each page it is sent (as React Router's pre-renderer does, through the
 * bundle's request handler) and writes its HTML at once, then exits. Whatever the pages loaded (each
 * article's module stays loaded for a process's life) goes with the process.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";

/** What the parent sends: the bundle's entry, where pages go, and the batch's paths. */
export interface Batch {
  bundle: string;
  clientDir: string;
  paths: string[];
}

/** What the child answers once every page of its batch is written. */
export interface BatchDone {
  rendered: number;
}

/** The file a page's HTML goes to: `<path>/index.html` under the client folder. */
export const pageFile = (clientDir: string, path: string) =>
  join(clientDir, ...path.split("/").filter(Boolean), "index.html");

async function render({ bundle, clientDir, paths }: Batch): Promise<BatchDone> {
  // React Router's loaders take data a pre-renderer hands them only in a build's request.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(bundle).href)) as ServerBuild;
  // With `ssr: false` the handler renders only the paths the bundle lists: this batch's.
  const handler = createRequestHandler({ ...build, prerender: paths }, "production");
  for (const path of paths) {
    const response = await handler(new Request(`http://localhost${path.replace(/\/$/, "")}/`));
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`Pre-rendering ${path} answered ${response.status}:\n${html.slice(0, 2000)}`);
    const file = pageFile(clientDir, path);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, html);
  }
  return { rendered: paths.length };
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
