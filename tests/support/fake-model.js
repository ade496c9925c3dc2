// A stand-in for an OpenAI-compatible model server on 127.0.0.1 (a free port), for the tests and the
// bench: POST /v1/chat/completions answers as the behaviour set says (a streamed answer, an error
// status, silence, an endless stream, malformed SSE), and every request is recorded with its body
// and whether its client went away before the answer ended. An answer can stop before a given word
// until `resume()`, so a test sees it half-written for as long as it needs, on any machine.
import { createServer } from "node:http";

/**
 * @typedef {{ kind: "answer", text: string, chunkDelayMs?: number, pauseBefore?: string }
 *   | { kind: "status", status: number }
 *   | { kind: "hang" }
 *   | { kind: "forever", everyMs?: number }
 *   | { kind: "malformed" }
 *   | { kind: "endless-line" }} Behaviour
 * @typedef {{ body: any, aborted: boolean, finished: boolean, closed: Promise<void> }} Received
 */

/** @param {string} content @param {string} [finish] */
const chunk = (content, finish) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model: "fake",
    choices: [{ index: 0, delta: content ? { content } : {}, finish_reason: finish ?? null }],
  })}\n\n`;

export async function startFakeModel() {
  /** @type {Behaviour} */
  let behaviour = { kind: "answer", text: "An answer." };
  /** @type {Received[]} */
  const received = [];
  /** @type {Set<import("node:http").ServerResponse>} */
  const open = new Set();
  /** Answers waiting at their `pauseBefore` word, each continued by `resume()`. */
  /** @type {Array<() => void>} */
  let paused = [];
  /** Set by a `resume()` that found no answer waiting; cleared by the next `behave()`. */
  let released = false;

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (data) => (raw += data));
    req.on("end", () => {
      /** @type {() => void} */
      let closedResolve = () => undefined;
      /** @type {Received} */
      const record = {
        body: raw ? JSON.parse(raw) : undefined,
        aborted: false,
        finished: false,
        closed: new Promise((resolve) => (closedResolve = resolve)),
      };
      received.push(record);
      open.add(res);
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      res.on("close", () => {
        clearTimeout(timer);
        clearInterval(timer);
        open.delete(res);
        if (!res.writableFinished) record.aborted = true;
        closedResolve();
      });
      const sse = () =>
        res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      const current = behaviour;
      if (current.kind === "status") {
        res.writeHead(current.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: `fake ${current.status}`, type: "fake" } }));
      } else if (current.kind === "hang") {
        res.flushHeaders();
      } else if (current.kind === "malformed") {
        sse();
        res.write(chunk("Half "));
        res.write("data: {this is not json\n\n");
        timer = setTimeout(() => res.end(), 5000);
      } else if (current.kind === "endless-line") {
        // One SSE line that never ends: no event is ever complete.
        sse();
        res.write("data: ");
        const block = "x".repeat(64 * 1024);
        timer = setInterval(() => res.write(block), 1);
      } else if (current.kind === "forever") {
        sse();
        timer = setInterval(() => res.write(chunk("more words ")), current.everyMs ?? 5);
      } else {
        sse();
        const words = [...current.text.matchAll(/\S+\s*/g)];
        let index = 0;
        let pauseAt = current.pauseBefore ? current.text.indexOf(current.pauseBefore) : -1;
        const next = () => {
          const word = words[index];
          if (word && pauseAt >= 0 && (word.index ?? 0) >= pauseAt && !released) {
            pauseAt = -1;
            paused.push(() => {
              if (!res.writableEnded && !res.destroyed) next();
            });
          } else if (word) {
            index++;
            res.write(chunk(word[0]));
            timer = setTimeout(next, current.chunkDelayMs ?? 0);
          } else {
            res.write(chunk("", "stop"));
            res.end("data: [DONE]\n\n");
            record.finished = true;
          }
        };
        next();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    received,
    /** @param {Behaviour} next */
    behave(next) {
      behaviour = next;
      released = false;
    },
    /** Lets every answer waiting at its `pauseBefore` word go on. */
    resume() {
      const waiting = paused;
      paused = [];
      // Called before the answer reached its pause (a slow stream), the answer does not stop there.
      if (waiting.length === 0) released = true;
      for (const go of waiting) go();
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
