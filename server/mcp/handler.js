// /mcp: the help centre for AI agents, over MCP's Streamable HTTP transport with the official SDK,
// stateless (a server and a transport per request, no session), read-only. Tools: `search` (our
// search engine), `get_article` (an article's Markdown, as the build writes it beside the page) and
// `list_articles` (the tree of categories and articles). Bad arguments come back as MCP tool errors.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";
import { BodyTooLarge, apiHeaders, readBody, sendJson } from "../api-http.js";

/** @typedef {import("../../app/lib/knowledge/knowledge").Knowledge} Knowledge */
/** @typedef {import("../../app/lib/languages").Lang} Lang */

/** Largest request body taken, in bytes: a tool call is a few hundred. */
export const maxMcpBodyBytes = 64 * 1024;
/** Results of one `search` call, at most. */
export const maxSearchResults = 10;
/** The longest query and URL taken, in characters. */
const maxQueryChars = 500;
const maxUrlChars = 2000;

/** @param {string} version */
const serverInfo = (version) => ({ name: "lumi-help-centre", version });

/**
 * @param {{ knowledge: Knowledge, clientDir: string, version: string, rateLimit: (req: import("node:http").IncomingMessage) => Promise<import("../limits/token-bucket.js").Verdict> }} options
 */
export function createMcpHandler({ knowledge, clientDir, version, rateLimit }) {
  const [defaultLang, ...others] = knowledge.languages;
  if (!defaultLang) throw new Error("The help centre's knowledge has no language");
  /** @type {[Lang, ...Lang[]]} */
  const languages = [defaultLang, ...others];
  const full = (/** @type {string} */ path) => knowledge.siteUrl + path;
  // What the help centre covers, from its own categories, in every language it is written in.
  const covers = knowledge
    .catalogue(defaultLang)
    .map((category, index) => languages.map((lang) => knowledge.catalogue(lang)[index]?.title).join(" / "))
    .join("; ");
  const languageList = languages.map((lang) => `${lang} (${knowledge.languageName(lang)})`).join(", ");
  const about = `${knowledge.description(defaultLang)} It covers: ${covers}. Written in ${languageList}; ${defaultLang} is the default.`;
  const langSchema = z.enum(languages).optional().describe(`The language of the results: ${languageList}.`);

  const text = (/** @type {string} */ value) => ({
    content: [{ type: /** @type {const} */ ("text"), text: value }],
  });
  const toolError = (/** @type {string} */ message) => ({ ...text(message), isError: true });

  const newServer = () => {
    const server = new McpServer(serverInfo(version), { instructions: about });
    server.registerTool(
      "search",
      {
        title: "Search the help centre",
        description: `Searches the ${knowledge.productName} help centre and returns the best-matching articles: title, section, URL (with #section) and a snippet. ${about}`,
        inputSchema: {
          query: z.string().trim().min(1).max(maxQueryChars).describe("What to look for, in words."),
          lang: langSchema.describe(
            `The language of the results: ${languageList}. Default: the query's language when it is plain, else ${defaultLang}.`,
          ),
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      // Without a language, the query's own when it is plain ("how do I…"), else the default.
      async ({ query, lang = knowledge.guessLanguage(query) ?? defaultLang }) => {
        const results = await knowledge.search(query, lang, maxSearchResults);
        return text(
          JSON.stringify({
            query,
            lang,
            results: results.map((hit) => ({ ...hit, url: full(hit.url) })),
          }),
        );
      },
    );
    server.registerTool(
      "get_article",
      {
        title: "Read an article",
        description: `Returns one article of the ${knowledge.productName} help centre as Markdown. \`url\`: the article's path (e.g. a URL from \`search\` or \`list_articles\`, such as ${knowledge.catalogue(defaultLang)[0]?.articles[0]?.url ?? "/"}), with or without #section, or its full URL on ${knowledge.siteUrl}.`,
        inputSchema: {
          url: z
            .string()
            .trim()
            .min(1)
            .max(maxUrlChars)
            .describe("The article's path or full URL on this site."),
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      async ({ url }) => {
        const article = knowledge.articleFile(url);
        if (!article)
          return toolError(
            `No article of this help centre at ${JSON.stringify(url)}. Give a path such as those \`search\` and \`list_articles\` return, or a full URL on ${knowledge.siteUrl}.`,
          );
        return text(await readFile(join(clientDir, article.file), "utf8"));
      },
    );
    server.registerTool(
      "list_articles",
      {
        title: "List the articles",
        description: `Lists every category of the ${knowledge.productName} help centre with its articles (title, description, URL). ${about}`,
        inputSchema: {
          lang: langSchema.describe(`The language of the tree: ${languageList}. Default: ${defaultLang}.`),
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      async ({ lang = defaultLang }) =>
        text(
          JSON.stringify({
            lang,
            categories: knowledge.catalogue(lang).map((category) => ({
              ...category,
              url: full(category.url),
              articles: category.articles.map((article) => ({
                ...article,
                url: full(article.url),
                ...(article.parent ? { parent: full(article.parent) } : {}),
              })),
            })),
          }),
        ),
    );
    return server;
  };

  /** A JSON-RPC error, as the transport itself answers them. */
  const rpcError = (
    /** @type {import("node:http").ServerResponse} */ res,
    /** @type {number} */ status,
    /** @type {number} */ code,
    /** @type {string} */ message,
    /** @type {Record<string, string | number>} */ headers = {},
  ) => {
    sendJson(res, status, { jsonrpc: "2.0", error: { code, message }, id: null }, headers);
  };

  return async (
    /** @type {import("node:http").IncomingMessage} */ req,
    /** @type {import("node:http").ServerResponse} */ res,
  ) => {
    // Stateless: no session to resume (GET) or end (DELETE).
    if (req.method !== "POST") {
      rpcError(res, 405, -32000, "Method not allowed: this MCP server is stateless, use POST.", {
        Allow: "POST",
      });
      return;
    }
    let body;
    try {
      body = JSON.parse(await readBody(req, maxMcpBodyBytes));
    } catch (error) {
      if (error instanceof BodyTooLarge)
        rpcError(res, 413, -32600, `The body is larger than ${maxMcpBodyBytes} bytes.`);
      else if (error instanceof SyntaxError) rpcError(res, 400, -32700, "Parse error: the body is not JSON.");
      else res.destroy();
      return;
    }
    const verdict = await rateLimit(req);
    if (!verdict.allowed) {
      rpcError(res, 429, -32000, "Too many requests; try again later.", {
        "Retry-After": verdict.retryAfter,
      });
      return;
    }
    const server = newServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    apiHeaders(res);
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  };
}
