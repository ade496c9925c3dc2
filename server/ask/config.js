// The answering service's settings: what the operator sets in the environment, and the limits,
// each a named constant with its environment override where an operator would want one
// (deploy/README.md lists them all).

/** Longest question taken, in characters. */
export const maxQuestionChars = 1000;
/** Largest request body taken, in bytes. */
export const maxBodyBytes = 16 * 1024;
/** Earlier turns of the conversation taken with a question, at most, and the longest each may be. */
export const maxHistoryTurns = 8;
export const maxTurnChars = 4000;

/**
 * @param {string | undefined} value @param {number} fallback
 * @returns {number} the value as a positive number, or the fallback
 */
function positive(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(number) && number > 0 ? number : fallback;
}

/**
 * @typedef {{
 *   llm?: { baseURL: string, model: string, apiKey?: string },
 *   ratePerMinute: number,
 *   burst: number,
 *   maxConcurrent: number,
 *   firstTokenTimeoutMs: number,
 *   answerTimeoutMs: number,
 *   maxAnswerChars: number,
 *   maxTokens: number,
 *   logQuestions: boolean,
 * }} AskSettings
 */

/** @param {NodeJS.ProcessEnv} env @returns {AskSettings} */
export function askSettings(env) {
  const baseURL = env.ASSISTANT_LLM_URL?.trim();
  const model = env.ASSISTANT_LLM_MODEL?.trim();
  return {
    llm: baseURL && model ? { baseURL, model, apiKey: env.ASSISTANT_LLM_KEY || undefined } : undefined,
    // Six questions a minute per client, up to six at once: a reader never meets it, a script does.
    ratePerMinute: positive(env.ASSISTANT_RATE_PER_MINUTE, 6),
    burst: positive(env.ASSISTANT_RATE_BURST, 6),
    // Model calls at once, per worker process: past it, 503 (the page answers offline).
    maxConcurrent: Math.floor(positive(env.ASSISTANT_MAX_CONCURRENT, 8)),
    // The browser falls back to the offline answer after 10 s of silence: a first token later than
    // that is wasted.
    firstTokenTimeoutMs: positive(env.ASSISTANT_FIRST_TOKEN_TIMEOUT_MS, 10_000),
    answerTimeoutMs: positive(env.ASSISTANT_ANSWER_TIMEOUT_MS, 60_000),
    // The browser takes up to 12,000 characters; a model that goes on past this is not answering.
    maxAnswerChars: Math.floor(positive(env.ASSISTANT_MAX_ANSWER_CHARS, 6000)),
    maxTokens: Math.floor(positive(env.ASSISTANT_MAX_TOKENS, 800)),
    logQuestions: env.ASSISTANT_LOG_QUESTIONS === "1",
  };
}
