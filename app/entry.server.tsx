/**
 * Runs only at build time (ssr: false): renders each pre-rendered page to complete HTML. It waits
 * for every Suspense boundary (the lazily loaded article body), so the text is in the HTML itself
 * and readable without JavaScript, rather than streamed behind a script.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * How long one page's render may take before it is given up (and the build fails). Only the build
 * renders: a busy machine, or a large help centre pre-rendering thousands of pages, must not fail
 * it by being slow (a 10 s limit failed a build of 450 pages on a loaded 2-core machine).
 */
export const streamTimeout = 300_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React outlines large Suspense boundaries behind a script even when all is ready; a static
        // page wants the article's text inline.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout);
  });
}
