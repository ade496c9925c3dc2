// What /api/ask takes from a request: the question, its language and the conversation's earlier
// turns, checked. Anything else the client sends (passages above all) is dropped here: what the
// model reads is chosen by the server's own retrieval.
import { maxHistoryTurns, maxQuestionChars, maxTurnChars } from "./config.js";

/** @typedef {{ role: "reader" | "assistant", text: string }} Turn */
/**
 * @template {string} [L=string]
 * @typedef {{ question: string, lang: L, history: Turn[] }} AskRequest
 */

export class BadRequest extends Error {
  /** @override */
  name = "BadRequest";
}

/**
 * @param {string} body the request's body
 * @template {string} L
 * @param {readonly L[]} languages the languages served
 * @returns {AskRequest<L>}
 */
export function parseAskRequest(body, languages) {
  let value;
  try {
    value = JSON.parse(body);
  } catch {
    throw new BadRequest("The body is not JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new BadRequest("The body must be a JSON object.");
  const { question, lang, history = [] } = /** @type {Record<string, unknown>} */ (value);
  if (typeof question !== "string" || question.trim() === "")
    throw new BadRequest("`question` must be a non-empty string.");
  if (question.length > maxQuestionChars)
    throw new BadRequest(`\`question\` is longer than ${maxQuestionChars} characters.`);
  const served = languages.find((code) => code === lang);
  if (served === undefined) throw new BadRequest(`\`lang\` must be one of: ${languages.join(", ")}.`);
  if (!Array.isArray(history) || history.length > maxHistoryTurns)
    throw new BadRequest(`\`history\` must be a list of at most ${maxHistoryTurns} turns.`);
  /** @type {Turn[]} */
  const turns = history.map((turn) => {
    const { role, text } = /** @type {Record<string, unknown>} */ (turn ?? {});
    if ((role !== "reader" && role !== "assistant") || typeof text !== "string" || text.length > maxTurnChars)
      throw new BadRequest(
        `Each turn of \`history\` is {"role": "reader" | "assistant", "text": string of at most ${maxTurnChars} characters}.`,
      );
    return { role, text };
  });
  return { question: question.trim(), lang: served, history: turns };
}
