// `npm run eval:ask`: the answering service scored on the evaluation sets (tests/support/ask-evaluation.ts)
// against whatever model it is configured with. Either a running server: `npm run eval:ask -- --url
// http://127.0.0.1:3000` (its rate limit must let the run through), or one started here over the
// current build with the ASSISTANT_LLM_* variables of this shell (WORKERS=1, the rate limit lifted).
// Prints the fact share, the first-citation share and the declines, for the tuning sets and the
// held-out ones. Not part of `npm test`: it needs a model, and takes as long as the model does.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { describeAskEvaluation, evaluateAsk } from "../tests/support/ask-evaluation";
import { answerFacts, answerFactsHoldout, evalHoldout, evalSet } from "../tests/support/sets";
import { waitFor } from "./wait-for";

const given = process.argv.indexOf("--url");
let base = given === -1 ? undefined : process.argv[given + 1]?.replace(/\/$/, "");
let stop = (): Promise<void> => Promise.resolve();

if (!base) {
  if (!process.env.ASSISTANT_LLM_URL || !process.env.ASSISTANT_LLM_MODEL) {
    console.error(
      "Set ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL (and ASSISTANT_LLM_KEY if the model server needs one),\n" +
        "or give a running server: npm run eval:ask -- --url http://127.0.0.1:3000",
    );
    process.exit(1);
  }
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WORKERS: "1",
      ASSISTANT_RATE_BURST: "1000000",
      ASSISTANT_RATE_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  base = `http://127.0.0.1:${port}`;
  stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  await waitFor(`${base}/health`);
}

try {
  // A count that rewrites itself on a terminal; nothing in a log.
  const progress = (done: number, total: number) => {
    if (process.stderr.isTTY) process.stderr.write(`\r${done}/${total} questions`);
  };
  for (const [name, sets] of [
    ["tuning sets", { facts: answerFacts, citations: evalSet }],
    ["held-out sets", { facts: answerFactsHoldout, citations: evalHoldout }],
  ] as const) {
    const evaluation = await evaluateAsk(base, sets, progress);
    if (process.stderr.isTTY) process.stderr.write("\n");
    for (const line of describeAskEvaluation(name, evaluation)) console.log(line);
    if (process.env.VERBOSE === "1") console.log(evaluation.facts.misses.join("\n"));
  }
} finally {
  await stop();
}
