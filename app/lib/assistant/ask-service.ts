/**
 * The assistant's optional remote mode: POSTs the question, the language and the passages found
 * offline to a configured endpoint and reads a streamed answer. Protocol (also in the README):
 *
 *   request  POST, Content-Type: application/json
 *            { "question": string, "lang": "pt" | "en",
 *              "passages": [{ "title": string, "section": string, "url": string, "text": string }] }
 *   response 200, newline-delimited JSON, one object per line:
 *            { "type": "delta", "text": string }   (any number, appended in order)
 *            { "type": "done" }                    (last line; a stream without it is incomplete)
 *
 * Anything else (network error, other status, a line that is not one of these, no `done`, a
 * timeout, an answer or a line past its cap) rejects with RemoteAnswerError, and the caller shows
 * the offline answer instead: a runaway stream must not freeze or crash the reader's tab.
 */

export interface RemotePassage {
  title: string;
  section: string;
  url: string;
  text: string;
}

export interface RemoteRequest {
  question: string;
  lang: "pt" | "en";
  passages: RemotePassage[];
}

export class RemoteAnswerError extends Error {
  override name = "RemoteAnswerError";
}

/** The longest answer taken, in characters of text. */
export const maxAnswerChars = 12_000;
/** The longest line of the stream taken, in characters (one delta, with its JSON). */
export const maxLineChars = 8_000;

export interface RemoteOptions {
  /** Longest wait for the response to start, and between two chunks of it. */
  idleTimeoutMs?: number;
  /** Caps on the answer's text and on one line of the stream; past either, the answer is refused. */
  maxChars?: number;
  maxLine?: number;
  /** Longest the whole answer may take. */
  totalTimeoutMs?: number;
  signal?: AbortSignal;
  onDelta: (text: string, sofar: string) => void;
}

type Line = { type: "delta"; text: string } | { type: "done" };

function parseLine(line: string): Line {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new RemoteAnswerError("The answer stream has a line that is not JSON");
  }
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    if (record.type === "done") return { type: "done" };
    if (record.type === "delta" && typeof record.text === "string")
      return { type: "delta", text: record.text };
  }
  throw new RemoteAnswerError("The answer stream has a line of an unknown shape");
}

export async function streamRemoteAnswer(
  endpoint: string,
  request: RemoteRequest,
  options: RemoteOptions,
): Promise<string> {
  const {
    idleTimeoutMs = 10_000,
    totalTimeoutMs = 30_000,
    maxChars = maxAnswerChars,
    maxLine = maxLineChars,
    onDelta,
  } = options;
  const controller = new AbortController();
  let reason = "";
  const abort = (why: string) => {
    reason = why;
    controller.abort();
  };
  options.signal?.addEventListener("abort", () => abort("cancelled"), { once: true });
  const total = setTimeout(() => abort(`no complete answer within ${totalTimeoutMs} ms`), totalTimeoutMs);
  let idle = setTimeout(() => abort(`no response within ${idleTimeoutMs} ms`), idleTimeoutMs);
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => abort(`the stream stalled for ${idleTimeoutMs} ms`), idleTimeoutMs);
  };

  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    if (!response.ok) throw new RemoteAnswerError(`The endpoint answered HTTP ${response.status}`);
    if (!response.body) throw new RemoteAnswerError("The endpoint sent no body");
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let answer = "";
    for (;;) {
      const { done, value } = await reader.read();
      touch();
      if (value) buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split("\n");
      buffer = done ? "" : lines.pop()!;
      if (buffer.length > maxLine)
        throw new RemoteAnswerError(`A line of the stream is over ${maxLine} characters`);
      for (const raw of lines) {
        const line = raw.trim();
        if (!line) continue;
        if (line.length > maxLine)
          throw new RemoteAnswerError(`A line of the stream is over ${maxLine} characters`);
        const parsed = parseLine(line);
        if (parsed.type === "done") {
          void reader.cancel();
          if (!answer.trim()) throw new RemoteAnswerError("The endpoint sent an empty answer");
          return answer;
        }
        answer += parsed.text;
        if (answer.length > maxChars)
          throw new RemoteAnswerError(`The answer is over ${maxChars} characters`);
        onDelta(parsed.text, answer);
      }
      if (done) throw new RemoteAnswerError("The answer stream ended before its `done` line");
    }
  } catch (error) {
    if (error instanceof RemoteAnswerError) throw error;
    throw new RemoteAnswerError(
      reason || (error instanceof Error ? error.message : "The endpoint could not be reached"),
    );
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    // Whatever ended the answer (done, a cap, an error), the rest of the stream is not read.
    controller.abort();
  }
}
