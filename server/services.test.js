// The machine interfaces' start: the knowledge warmed before they answer, and a warming that fails
// or runs out of time said in the log without stopping them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { testContent } from "../tests/support/content";
import { contentKnowledge } from "../tests/support/server-knowledge";
import { serveServices } from "../tests/support/services-server.js";
import { createServices } from "./services.js";

const knowledge = contentKnowledge(testContent());
/** @type {import("node:http").Server[]} */
const servers = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** `GET /api/status` of a server answering with `services`. @param {Parameters<typeof serveServices>[0]} services */
async function status(services) {
  return fetch(`${await serveServices(services, servers)}/api/status`);
}

/** The knowledge, its `warm` counted and answering `warmed` (or warming for real). @param {import("../app/lib/knowledge/knowledge").Warmed} [warmed] */
function counted(warmed) {
  /** @type {{ count: number, results: import("../app/lib/knowledge/knowledge").Warmed[] }} */
  const calls = { count: 0, results: [] };
  return {
    calls,
    knowledge: {
      ...knowledge,
      /** @param {Parameters<typeof knowledge.warm>[0]} [options] */
      warm: async (options) => {
        calls.count++;
        // Room for a busy machine: the real warming's 5 s is not what these cases check.
        const result = warmed ?? (await knowledge.warm({ ...options, budgetMs: 120_000 }));
        calls.results.push(result);
        return result;
      },
    },
  };
}

/** The JSON lines written to stderr while `run` runs. @param {() => Promise<unknown>} run */
async function logged(run) {
  /** @type {string[]} */
  const lines = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  await run();
  vi.restoreAllMocks();
  return lines.flatMap((line) => line.split("\n").filter(Boolean)).map((line) => JSON.parse(line));
}

describe("the services' start", { timeout: 60_000 }, () => {
  it("warms the knowledge before answering: every language's first categories asked and searched", async () => {
    const { calls, knowledge: watched } = counted();
    /** @type {Awaited<ReturnType<typeof createServices>> | undefined} */
    let services;
    const lines = await logged(async () => {
      services = await createServices({ buildDir: "unused", knowledge: watched, warm: true, env: {} });
    });
    expect(calls.count).toBe(1);
    // Three languages, four categories each, asked and searched: the real catalogue leads each
    // with an article, and none fails.
    expect(calls.results[0]).toEqual({ steps: 24, failed: 0, stopped: false });
    expect(lines).toEqual([]);
    expect((await status(/** @type {NonNullable<typeof services>} */ (services))).status).toBe(200);
  });

  it("says in the log when warming failed or ran out of time, and answers all the same", async () => {
    const { calls, knowledge: failing } = counted({
      steps: 3,
      failed: 1,
      error: new Error("EMFILE: too many open files"),
      stopped: true,
    });
    /** @type {Awaited<ReturnType<typeof createServices>> | undefined} */
    let services;
    const lines = await logged(async () => {
      services = await createServices({ buildDir: "unused", knowledge: failing, warm: true, env: {} });
    });
    expect(calls.count).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe("warn");
    expect(lines[0].message).toMatch(/1 of 3 steps failed, and it stopped when its time ran out/);
    expect(lines[0].error).toMatch(/EMFILE/);
    const answer = await status(/** @type {NonNullable<typeof services>} */ (services));
    expect(await answer.json()).toEqual({ ask: false, mcp: true });
  });

  it("does not warm a knowledge no service reads, nor one given unless asked", async () => {
    const off = counted();
    await createServices({ buildDir: "unused", knowledge: off.knowledge, warm: true, env: { MCP: "0" } });
    expect(off.calls.count).toBe(0);
    const given = counted();
    await createServices({ buildDir: "unused", knowledge: given.knowledge, env: {} });
    expect(given.calls.count).toBe(0);
  });
});
