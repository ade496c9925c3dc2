// The server's machine interfaces, answered before its files: POST /api/ask (on when a model is
// configured: ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL), /mcp (on unless MCP=0), and GET
// /api/status, which says which of the two are on. Both read the
// build's knowledge (knowledge.js) and share the rate limiter (limits/), each with its own bucket.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { jsonError, sendJson } from "./api-http.js";
import { askSettings } from "./ask/config.js";
import { createAskHandler } from "./ask/handler.js";
import { loadKnowledge } from "./knowledge.js";
import { clientAddress } from "./limits/client.js";
import { createRateLimiter } from "./limits/cluster.js";
import { createMcpHandler } from "./mcp/handler.js";
import { allowOrigin, foreignOrigin, isWidgetService, widgetOrigins } from "./widget-cors.js";

/**
 * @param {string | undefined} value @param {number} fallback
 */
const positive = (value, fallback) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
};

/**
 * The rate limits by name, from the environment: the primary process of a cluster keeps them for
 * every worker, so it reads them the same way.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, import("./limits/token-bucket.js").BucketLimit>}
 */
export function rateLimits(env) {
  const ask = askSettings(env);
  return {
    ask: { rate: ask.ratePerMinute / 60, burst: ask.burst },
    // Agents call tools in bursts (list, then a few articles): a larger bucket, refilled faster.
    mcp: { rate: positive(env.MCP_RATE_PER_MINUTE, 120) / 60, burst: positive(env.MCP_RATE_BURST, 30) },
  };
}

const log = (
  /** @type {string} */ message,
  /** @type {unknown} */ error,
  /** @type {"error" | "warn"} */ level = "error",
) =>
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, pid: process.pid, message, ...(error === undefined ? {} : { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }) })}\n`,
  );

/**
 * A handler that answers the machine interfaces and returns true, or returns false for any other
 * request (left to the file server).
 * @param {{ buildDir: string, env?: NodeJS.ProcessEnv, knowledge?: import("./knowledge.js").Knowledge, warm?: boolean }} options
 * knowledge: given by tests, which build it from content/; otherwise the build's own is loaded.
 * warm: whether the knowledge is warmed before the services answer (by default the build's own is,
 * a given one is not)
 * @returns {Promise<(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean>}
 */
export async function createServices({
  buildDir,
  env = process.env,
  knowledge: given,
  warm = given === undefined,
}) {
  const knowledge = given ?? (await loadKnowledge(buildDir));
  const settings = askSettings(env);
  // The knowledge is warmed before the services answer (knowledge.ts `warm`), so the first readers
  // after a start do not wait for its code to compile and its commonest files to be read. A step
  // that fails is said in the log: the first question reads its files again.
  if (knowledge && warm && (settings.llm || env.MCP !== "0")) {
    const warmed = await knowledge.warm();
    if (warmed.failed > 0 || warmed.stopped)
      log(
        `Warming the knowledge: ${warmed.failed} of ${warmed.steps} steps failed${warmed.stopped ? ", and it stopped when its time ran out" : ""}; the services answer all the same.`,
        warmed.error,
        "warn",
      );
  }
  const trustProxy = env.TRUST_PROXY === "1";
  const limiter = createRateLimiter(rateLimits(env), env);
  const limit = (/** @type {string} */ name) => (/** @type {import("node:http").IncomingMessage} */ req) =>
    limiter.take(name, clientAddress(req, trustProxy));
  const allowedOrigins = widgetOrigins(env.WIDGET_ORIGINS);
  const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

  /** @type {Map<string, (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>>} */
  const routes = new Map();
  const { llm } = settings;
  if (knowledge && llm)
    routes.set(
      "/api/ask",
      createAskHandler({
        knowledge,
        settings: { ...settings, llm },
        languageName: (lang) => knowledge.languageName(lang),
        rateLimit: limit("ask"),
      }),
    );
  if (knowledge && env.MCP !== "0")
    routes.set(
      "/mcp",
      createMcpHandler({ knowledge, clientDir: join(buildDir, "client"), version, rateLimit: limit("mcp") }),
    );

  // What is on, for the page's assistant: it asks here, where the answer is always 200, before its
  // first question, so a server without a model costs the reader no failed request (and no console
  // error) on the way to the offline answer.
  const status = { ask: routes.has("/api/ask"), mcp: routes.has("/mcp") };
  routes.set("/api/status", async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      jsonError(res, 405, "Use GET.", { Allow: "GET, HEAD" });
      return;
    }
    sendJson(res, 200, status);
  });

  return (req, res) => {
    const url = req.url ?? "/";
    const end = url.indexOf("?");
    const path = end === -1 ? url : url.slice(0, end);
    const handler = routes.get(path);
    // The embedded widget calls the assistant from the product's pages: those origins the operator
    // lists get the same service, with the same limits; any other site is refused plainly.
    const origin = foreignOrigin(req);
    if (handler && origin !== undefined && isWidgetService(path)) {
      if (!allowOrigin(res, allowedOrigins, origin)) {
        jsonError(res, 403, "This origin may not use the help centre's services (WIDGET_ORIGINS).");
        return true;
      }
      if (req.method === "OPTIONS") {
        res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST");
        res.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
        res.setHeader("Access-Control-Max-Age", "600");
        res.statusCode = 204;
        res.end();
        return true;
      }
    }
    if (!handler) {
      // /api/ is the machine interfaces' own: a path there that is off or unknown is not found,
      // whatever the method (as a page that does not exist is).
      if (!path.startsWith("/api/")) return false;
      jsonError(res, 404, "Not found.");
      return true;
    }
    handler(req, res).catch((error) => {
      // Never the process: one request failed, the others go on.
      log(`${req.method} ${path} failed`, error);
      if (!res.headersSent) jsonError(res, 500, "Internal error.");
      else res.destroy();
    });
    return true;
  };
}

/**
 * The machine interfaces for a server that listens before they are ready: loading the knowledge and
 * warming it (a few questions and searches in every language, `createServices`) takes a second or
 * more, and the files need none of it. Until it is done, their requests wait for it; a failure to
 * load it is thrown, and ends the process like anything unexpected (server/index.js).
 * @param {ReturnType<typeof createServices>} ready
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean}
 */
export function servicesWhenReady(ready, env = process.env) {
  /** @type {Awaited<typeof ready> | undefined} */
  let services;
  void ready.then((loaded) => (services = loaded));
  return (req, res) => {
    if (services) return services(req, res);
    const url = req.url ?? "/";
    const end = url.indexOf("?");
    const path = end === -1 ? url : url.slice(0, end);
    if (!path.startsWith("/api/") && !(path === "/mcp" && env.MCP !== "0")) return false;
    void ready.then((loaded) => {
      if (!loaded(req, res)) jsonError(res, 404, "Not found.");
    });
    return true;
  };
}
