/**
 * The browser's side of the site's answering service, `POST /api/ask` on the same origin (on only
 * where the operator gave the server a language model; see the README). Protocol:
 *
 *   request  POST, Content-Type: application/json
 *            { "question": string, "lang": Lang,
 *              "history": [{ "role": "reader" | "assistant", "text": string }] }   (earlier turns)
 *   response 200, newline-delimited JSON, one object per line:
 *            { "type": "sources", "lang", "sources": [{ "title", "section", "url" }] }   (first)
 *            { "type": "delta", "text": string }        (any number, appended in order)
 *            { "type": "done" }                         (last line; a stream without it is incomplete)
 *         or { "type": "declined", "lang", "related": [{ "title", "url" }] }
 *                                                       (not covered: the closest articles; no model call)
 *         or { "type": "error", "reason" }              (the model failed, mid-stream)
 *
 * Before the first question, `GET /api/status` says whether the service is on (a 404 from the
 * service itself says the same): off is `ServiceOff`, remembered for the tab's session
 * (`sessionStorage`, like the conversation) so that later questions, on this page or the next, do
 * not ask again: each ask costs the reader a request and the console a network line. Anything else that is not a whole answer (network error,
 * another status, a line of another shape, an `error` line, no `done`, a timeout, an answer or a
 * line past its cap) rejects with `AskServiceError`; either way the caller shows the offline answer.
 * A runaway stream must not freeze or crash the reader's tab.
 */
import { languages, type Lang } from "~/lib/i18n";

export const askPath = "/api/ask";
/** Says which of the server's services are on, always with status 200 where the server runs. */
export const statusPath = "/api/status";

/** A section the service gave the model, linked as the answer's source. */
export interface AskSource {
  title: string;
  section: string;
  /** A path of this site, with `#section`. */
  url: string;
}

/** An earlier turn of the conversation: a question of the reader's, or the answer shown to it. */
export interface AskTurn {
  role: "reader" | "assistant";
  text: string;
}

export interface AskRequest {
  question: string;
  lang: Lang;
  history: AskTurn[];
}

/** An article the service found closest to a question it declined. */
export interface AskRelated {
  title: string;
  /** A path of this site. */
  url: string;
}

export type AskResult =
  | { kind: "answer"; sources: AskSource[]; text: string }
  | { kind: "declined"; lang?: Lang; related: AskRelated[] };

export class AskServiceError extends Error {
  override name = "AskServiceError";
}
/** The service is not on this server (404). */
export class ServiceOff extends AskServiceError {
  override name = "ServiceOff";
}

/** The longest answer taken, in characters of text. */
export const maxAnswerChars = 12_000;
/** The longest line of the stream taken, in characters (the sources, or one delta, with its JSON). */
export const maxLineChars = 8_000;

export interface AskOptions {
  /** Where the service is: the page's own `/api/ask` unless given. */
  url?: string;
  /** Longest wait for the response to start, and between two chunks of it. */
  idleTimeoutMs?: number;
  /** Longest the whole answer may take. */
  totalTimeoutMs?: number;
  /** Caps on the answer's text and on one line of the stream; past either, the answer is refused. */
  maxChars?: number;
  maxLine?: number;
  signal?: AbortSignal;
  onSources: (sources: AskSource[]) => void;
  onDelta: (sofar: string) => void;
}

/** Where the server said the service is off: for the rest of the tab's session, it is not asked. */
const off = new Set<string>();
const offKey = "assistant-service-off";

function rememberOff(url: string) {
  off.add(url);
  try {
    window.sessionStorage.setItem(offKey, url);
  } catch {
    // Without storage, remembered for this page only.
  }
}

export function serviceKnownOff(url = askPath): boolean {
  if (off.has(url)) return true;
  try {
    return window.sessionStorage.getItem(offKey) === url;
  } catch {
    return false;
  }
}

let status: Promise<boolean | undefined> | undefined;

/**
 * Whether this server answers questions (`/api/status`, asked once a page): false when it says the
 * service is off, or answers without knowing of it (a host of the files alone); undefined when it
 * could not be asked, and the question goes to the service all the same.
 */
function serviceOn(signal: AbortSignal): Promise<boolean | undefined> {
  status ??= fetch(statusPath, { signal, credentials: "omit", headers: { Accept: "application/json" } })
    .then(async (response) =>
      response.ok ? ((await response.json()) as { ask?: unknown }).ask === true : false,
    )
    .catch(() => {
      status = undefined;
      return undefined;
    });
  return status;
}

const isText = (value: unknown): value is string => typeof value === "string";
/** A path of this site (never another origin, never `javascript:`). */
const isSitePath = (value: unknown): value is string =>
  isText(value) && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");

/** The linked articles or sections of a line: only those that lead to a path of this site. */
function parseLinks(value: unknown): AskSource[] {
  if (!Array.isArray(value)) throw new AskServiceError("A line of the stream holds no list of links");
  return value.flatMap((item: Partial<Record<string, unknown>> | null) =>
    item && isText(item.title) && isSitePath(item.url)
      ? [{ title: item.title, section: isText(item.section) ? item.section : "", url: item.url }]
      : [],
  );
}

type Line =
  | { type: "sources"; sources: AskSource[] }
  | { type: "delta"; text: string }
  | { type: "done" }
  | { type: "declined"; lang?: Lang; related: AskRelated[] }
  | { type: "error" };

function parseLine(line: string): Line {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new AskServiceError("The answer stream has a line that is not JSON");
  }
  const record = (value ?? {}) as Partial<Record<string, unknown>>;
  switch (record.type) {
    case "sources":
      return { type: "sources", sources: parseLinks(record.sources) };
    case "delta":
      if (isText(record.text)) return { type: "delta", text: record.text };
      break;
    case "done":
      return { type: "done" };
    case "declined":
      return {
        type: "declined",
        lang: languages.find((lang) => lang === record.lang),
        related: parseLinks(record.related ?? []).map(({ title, url }) => ({ title, url })),
      };
    case "error":
      return { type: "error" };
  }
  throw new AskServiceError("The answer stream has a line of an unknown shape");
}

export async function ask(request: AskRequest, options: AskOptions): Promise<AskResult> {
  const {
    url = askPath,
    idleTimeoutMs = 12_000,
    totalTimeoutMs = 45_000,
    maxChars = maxAnswerChars,
    maxLine = maxLineChars,
    onSources,
    onDelta,
  } = options;
  if (serviceKnownOff(url)) throw new ServiceOff("The answering service is off");
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
    // The page's own service is asked whether it is on before a question is sent: where it is off,
    // a question would only meet a 404, which the browser reports in the console as a failure.
    if (url === askPath && (await serviceOn(controller.signal)) === false) {
      rememberOff(url);
      throw new ServiceOff("The answering service is off");
    }
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify(request),
      signal: controller.signal,
      credentials: "omit",
    });
    if (response.status === 404) {
      rememberOff(url);
      throw new ServiceOff("The answering service is off");
    }
    if (!response.ok) throw new AskServiceError(`The service answered HTTP ${response.status}`);
    if (!response.body) throw new AskServiceError("The service sent no body");
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    let sources: AskSource[] | undefined;
    let answer = "";
    for (;;) {
      const { done, value } = await reader.read();
      touch();
      if (value) buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split("\n");
      buffer = done ? "" : lines.pop()!;
      if (buffer.length > maxLine)
        throw new AskServiceError(`A line of the stream is over ${maxLine} characters`);
      for (const raw of lines) {
        const line = raw.trim();
        if (!line) continue;
        if (line.length > maxLine)
          throw new AskServiceError(`A line of the stream is over ${maxLine} characters`);
        const parsed = parseLine(line);
        if (parsed.type === "declined" && !sources)
          return { kind: "declined", lang: parsed.lang, related: parsed.related };
        if (parsed.type === "sources" && !sources) {
          sources = parsed.sources;
          onSources(sources);
          continue;
        }
        // Every other line comes after the sources, and a second sources line is out of place.
        if (!sources || parsed.type === "sources" || parsed.type === "declined")
          throw new AskServiceError(`The answer stream has a ${parsed.type} line out of place`);
        if (parsed.type === "error") throw new AskServiceError("The model failed mid-answer");
        if (parsed.type === "done") {
          if (!answer.trim()) throw new AskServiceError("The service sent an empty answer");
          return { kind: "answer", sources, text: answer };
        }
        answer += parsed.text;
        if (answer.length > maxChars) throw new AskServiceError(`The answer is over ${maxChars} characters`);
        onDelta(answer);
      }
      if (done) throw new AskServiceError("The answer stream ended before its `done` line");
    }
  } catch (error) {
    if (error instanceof AskServiceError) throw error;
    throw new AskServiceError(
      reason || (error instanceof Error ? error.message : "The service could not be reached"),
    );
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    // Whatever ended the answer (done, a cap, an error), the rest of the stream is not read.
    controller.abort();
  }
}
