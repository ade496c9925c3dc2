/**
 * `npm run eval:ask` scores what the answering service streams: run here against the fake model,
 * whose answer is known, to show that each figure counts what it says.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../server/services.js";
import { describeAskEvaluation, evaluateAsk } from "../support/ask-evaluation";
import { testContent } from "../support/content";
import { startFakeModel } from "../support/fake-model.js";
import { contentKnowledge } from "../support/server-knowledge";

let fake: Awaited<ReturnType<typeof startFakeModel>>;
let server: Server;
let base: string;

beforeAll(async () => {
  fake = await startFakeModel();
  fake.behave({
    kind: "answer",
    text: "Set it up in [Google sign-in](/en/organizacao/autenticacao/google#testar-login): PostgreSQL and MySQL.",
  });
  const services = await createServices({
    buildDir: "unused",
    knowledge: contentKnowledge(testContent()),
    env: { ASSISTANT_LLM_URL: fake.url, ASSISTANT_LLM_MODEL: "fake", ASSISTANT_RATE_BURST: "1000" },
  });
  server = createServer((req, res) => {
    if (!services(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await fake.close();
});

describe("the answering service's evaluation", () => {
  it(
    "counts facts held, first citations and declines from what /api/ask streams",
    { timeout: 60_000 },
    async () => {
      const question = "How do I set up Google sign-in?";
      const evaluation = await evaluateAsk(base, {
        facts: [
          { id: "held", lang: "en", question, facts: [["PostgreSQL"], ["mysql"]], topic: "t" },
          { id: "missed", lang: "en", question, facts: [["Oracle"]], topic: "t" },
          // A fact only in a link's target is not in the answer's words.
          { id: "link", lang: "en", question, facts: [["testar-login"]], topic: "t" },
          {
            id: "declined",
            lang: "pt",
            question: "receita de bolo de cenoura",
            facts: [["bolo"]],
            topic: "t",
          },
        ],
        citations: [
          { lang: "en", question, route: "/organizacao/autenticacao/google" },
          { lang: "en", question, route: "/organizacao/autenticacao" },
          { lang: "pt", question: "receita de bolo de cenoura com cobertura", route: null },
        ],
      });
      expect(evaluation.facts).toMatchObject({ total: 4, held: 1, declined: 1, failed: 0 });
      expect(evaluation.facts.misses.map((miss) => miss.split(" ")[0])).toEqual([
        "missed",
        "link",
        "declined",
      ]);
      expect(evaluation.citations).toEqual({
        onTopic: 2,
        first: 1,
        declinedOnTopic: 0,
        offTopic: 1,
        declinedOffTopic: 1,
      });
      expect(describeAskEvaluation("set", evaluation)).toEqual([
        "set: fact share 25.0% (1/4; 1 declined, 0 failed)",
        "set: first-citation share 50.0% (1/2 on-topic; 0 on-topic declined)",
        "set: off-topic declined 100.0% (1/1)",
      ]);
    },
  );
});
