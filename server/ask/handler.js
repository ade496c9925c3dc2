// POST /api/ask: a question answered by a language model from the help centre's own sections,
// streamed as NDJSON (one JSON object a line):
//   {"type":"sources","lang","sources":[{"title","section","url"}]}   the sections the model reads
//   {"type":"delta","text"}                                            the answer, as it streams
//   {"type":"done"}                                                    the answer is complete
// or {"type":"declined","lang","related":[{"title","url"}]} for a question the help centre does not
// cover (the offline assistant's judgement; the model is not called), or, after `sources`,
// {"type":"error","reason"} when the model fails, hangs or runs on ("model", "timeout", "too-long").
// Request: {"question": string, "lang": one of the languages, "history"?: [{"role": "reader" |
// "assistant", "text": string}]}; earlier turns let a follow-up ("e no Azure?") be understood.
import OpenAI from "openai";
import { BodyTooLarge, apiHeaders, isJson, jsonError, readBody } from "../api-http.js";
import { maxBodyBytes } from "./config.js";
import { groundedMessages } from "./prompt.js";
import { BadRequest, parseAskRequest } from "./request.js";

/** @typedef {import("../../app/lib/knowledge/knowledge").Knowledge} Knowledge */
/** @typedef {import("./config.js").AskSettings} AskSettings */
/** @typedef {import("../../app/lib/knowledge/knowledge").Grounding} Grounding */
/** @typedef {import("../../app/lib/languages").Lang} Lang */

/**
 * The most bytes read from the model server for one answer. The answer's own cap counts text; this
 * one holds when the server sends something else without end (one endless SSE line, say, which the
 * client would otherwise keep in memory until the answer's timeout).
 */
export const maxModelResponseBytes = 1024 * 1024;

/**
 * `fetch` whose response bodies fail past `maxModelResponseBytes`.
 * @type {typeof fetch}
 */
const cappedFetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.body) return response;
  let read = 0;
  const capped = response.body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > maxModelResponseBytes) controller.error(new Error("the model server sent too much"));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(capped, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

/** A follow-up this short ("e no Azure?") is read together with the reader's previous question. */
const shortFollowUpWords = 4;

/** One JSON line on stderr. */
const log = (/** @type {string} */ level, /** @type {string} */ message, /** @type {object} */ fields = {}) =>
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, pid: process.pid, message, ...fields })}\n`,
  );

/**
 * @param {{
 *   knowledge: Knowledge,
 *   settings: AskSettings & { llm: NonNullable<AskSettings["llm"]> },
 *   languageName: (lang: Lang) => string,
 *   rateLimit: (req: import("node:http").IncomingMessage) => Promise<import("../limits/token-bucket.js").Verdict>,
 * }} options
 */
export function createAskHandler({ knowledge, settings, languageName, rateLimit }) {
  const client = new OpenAI({
    baseURL: settings.llm.baseURL,
    // Local servers (Ollama, llama.cpp) take no key; the client requires one, and they ignore it.
    apiKey: settings.llm.apiKey ?? "no-key",
    maxRetries: 0,
    timeout: settings.answerTimeoutMs,
    fetch: cappedFetch,
  });
  let running = 0;

  /** The sections for a question, reading a short or unanswered follow-up with the previous question. */
  const groundQuestion = async (
    /** @type {string} */ question,
    /** @type {Lang} */ lang,
    /** @type {import("./request.js").Turn[]} */ history,
  ) => {
    const alone = await knowledge.ground(question, lang);
    const previous = history.filter((turn) => turn.role === "reader").at(-1)?.text;
    if (!previous) return alone;
    const short = question.split(/\s+/).filter(Boolean).length <= shortFollowUpWords;
    if (alone.kind === "covered" && !short) return alone;
    const together = await knowledge.ground(`${previous} ${question}`, lang);
    return together.kind === "covered" ? together : alone;
  };

  return async (
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
  ) => {
    if (req.method !== "POST") {
      jsonError(res, 405, "Use POST.", { Allow: "POST" });
      return;
    }
    if (!isJson(req)) {
      jsonError(res, 415, "Send the question as Content-Type: application/json.");
      return;
    }
    let request;
    try {
      request = parseAskRequest(await readBody(req, maxBodyBytes), knowledge.languages);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        jsonError(res, 413, `The body is larger than ${maxBodyBytes} bytes.`);
      else if (error instanceof BadRequest) jsonError(res, 400, error.message);
      else res.destroy();
      return;
    }
    const verdict = await rateLimit(req);
    if (!verdict.allowed) {
      jsonError(res, 429, "Too many questions; try again later.", { "Retry-After": verdict.retryAfter });
      return;
    }
    if (settings.logQuestions) log("info", "question", { lang: request.lang, question: request.question });

    let grounding;
    try {
      grounding = await groundQuestion(request.question, request.lang, request.history);
    } catch (error) {
      // The build's search files could not be read (a deploy replacing them, a full disk).
      log("error", "grounding failed", { message: error instanceof Error ? error.message : String(error) });
      jsonError(res, 503, "The help centre's articles could not be read; try again shortly.", {
        "Retry-After": 5,
      });
      return;
    }
    if (grounding.kind === "declined") {
      startStream(res);
      res.end(line({ type: "declined", lang: grounding.lang, related: grounding.related }));
      return;
    }
    if (running >= settings.maxConcurrent) {
      jsonError(res, 503, "The answering service is busy; try again shortly.", { "Retry-After": 5 });
      return;
    }
    running++;
    try {
      await streamAnswer(res, request, grounding);
    } finally {
      running--;
    }
  };

  /**
   * @param {import("node:http").ServerResponse} res
   * @param {import("./request.js").AskRequest<Lang>} request
   * @param {Extract<Grounding, { kind: "covered" }>} grounding
   */
  async function streamAnswer(res, request, grounding) {
    startStream(res);
    res.write(
      line({
        type: "sources",
        lang: grounding.lang,
        sources: grounding.sources.map(({ title, section, url }) => ({ title, section, url })),
      }),
    );
    const controller = new AbortController();
    /** @type {"client" | "timeout" | "too-long" | undefined} */
    let stopped;
    const stop = (/** @type {NonNullable<typeof stopped>} */ why) => {
      stopped ??= why;
      controller.abort();
    };
    // The reader went away: the model's work is no use to anyone.
    const onClose = () => {
      if (!res.writableFinished) stop("client");
    };
    res.on("close", onClose);
    const firstToken = setTimeout(() => stop("timeout"), settings.firstTokenTimeoutMs);
    const whole = setTimeout(() => stop("timeout"), settings.answerTimeoutMs);
    let length = 0;
    try {
      const stream = await client.chat.completions.create(
        {
          model: settings.llm.model,
          messages: groundedMessages({
            productName: knowledge.productName,
            languageName: languageName(grounding.lang),
            sources: grounding.sources,
            history: request.history,
            question: request.question,
          }),
          stream: true,
          max_tokens: settings.maxTokens,
          temperature: 0.2,
        },
        { signal: controller.signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices?.[0]?.delta?.content;
        if (typeof text !== "string" || text === "") continue;
        clearTimeout(firstToken);
        length += text.length;
        if (length > settings.maxAnswerChars) {
          stop("too-long");
          break;
        }
        res.write(line({ type: "delta", text }));
      }
      if (stopped) throw new Error(stopped);
      res.end(line({ type: "done" }));
    } catch (error) {
      if (stopped === "client") return;
      const reason = stopped ?? "model";
      log("warn", "answer failed", {
        reason,
        ...(reason === "model"
          ? {
              error: error instanceof Error ? error.message : String(error),
              status: /** @type {{ status?: number }} */ (error).status,
            }
          : {}),
      });
      if (!res.destroyed) res.end(line({ type: "error", reason }));
    } finally {
      clearTimeout(firstToken);
      clearTimeout(whole);
      res.off("close", onClose);
    }
  }
}

/** @param {import("node:http").ServerResponse} res */
function startStream(res) {
  res.statusCode = 200;
  apiHeaders(res);
  res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
  // nginx must pass each line on as it comes.
  res.setHeader("X-Accel-Buffering", "no");
  res.flushHeaders();
}

const line = (/** @type {object} */ value) => `${JSON.stringify(value)}\n`;
