// Ten thousand generated requests to the running Node server, over raw sockets so that nothing
// cleans them up first: random paths, percent-encodings, traversal tricks, long and odd headers,
// ranges, and clients that hang up right after asking or send only part of a request.
import { connect } from "node:net";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pieces = [
  "..",
  "%2e%2e",
  "%2f",
  "%5c",
  "%00",
  "%",
  "%E0%A4%A",
  "%C0%AE",
  "en",
  "agentes-ia",
  "assets",
  "404",
  "index.html",
  ".data",
  "~",
  "//",
  "\\",
  "?a=1",
  "#x",
  "%ZZ",
  "ção",
  "😀",
  "<script>",
  "'\"",
  ";",
  "%252e",
];

function generateRequest(rng: () => number): string {
  const parts = Array.from(
    { length: 1 + Math.floor(rng() * 6) },
    () => pieces[Math.floor(rng() * pieces.length)]!,
  );
  const path = `/${parts.join(rng() < 0.5 ? "/" : "")}`.replace(/[\s]/g, "");
  const method =
    rng() < 0.9 ? "GET" : ["HEAD", "POST", "DELETE", "OPTIONS", "PUT", "BREW"][Math.floor(rng() * 6)]!;
  const headers = [`Host: 127.0.0.1:${port}`, "Connection: close"];
  if (rng() < 0.3) headers.push(`X-Long: ${"a".repeat(Math.floor(rng() * 8000))}`);
  if (rng() < 0.2)
    headers.push(
      `Accept-Encoding: ${["br", "gzip", "br;q=0, gzip", "*", "identity", "x".repeat(300)][Math.floor(rng() * 6)]!}`,
    );
  if (rng() < 0.1) headers.push(`If-None-Match: ${'"'.repeat(Math.floor(rng() * 50))}`);
  if (rng() < 0.1) headers.push(`Range: bytes=${Math.floor(rng() * 100)}-${Math.floor(rng() * 10)}`);
  if (rng() < 0.05)
    headers.push(
      `Range: ${["bytes=0-99999999999999999999", "bytes=0-0", "bytes=0-5,3-8", "bytes=-1", `bytes=${"0-1,".repeat(300)}0-1`, "bytes=x-y"][Math.floor(rng() * 6)]!}`,
    );
  return `${method} ${path} HTTP/1.1\r\n${headers.join("\r\n")}\r\n\r\n`;
}

/** How the client behaves: waits for the answer, hangs up right after asking, or sends only a part. */
type Manner = "whole" | "abandoned" | "half-sent";

function send(raw: string, manner: Manner, cut: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    // Generous: a busy machine may be slow to answer; this only bounds a hung connection.
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
    socket.on("close", () => resolve(data));
    socket.on("error", () => resolve(data));
    if (manner === "abandoned") socket.write(raw, () => socket.destroy());
    else if (manner === "half-sent") socket.end(raw.slice(0, Math.floor(cut * raw.length)));
    else socket.write(raw);
  });
}

test("10,000 generated requests, some abandoned or half-sent: no 5xx, no file from outside the build, and /health still answers", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const rng = random(20261121);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const total = 10_000;
  for (let done = 0; done < total; done += 50) {
    const batch = Array.from({ length: 50 }, () => {
      const draw = rng();
      const manner: Manner = draw < 0.1 ? "abandoned" : draw < 0.2 ? "half-sent" : "whole";
      return { raw: generateRequest(rng), manner, cut: rng() };
    });
    const answers = await Promise.all(batch.map(({ raw, manner, cut }) => send(raw, manner, cut)));
    answers.forEach((answer, index) => {
      const { raw, manner } = batch[index]!;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const leaked = answer.includes('"name": "lumi-help-centre"') || answer.includes("root:x:0:0");
      // A client that hung up, or sent half a request, may get no answer at all; never a 5xx.
      const unanswered = status === 0 && manner !== "whole";
      if ((!unanswered && (status < 200 || status >= 500)) || leaked)
        failures.push(`${status}${leaked ? " leaked a file" : ""} (${manner}): ${raw.slice(0, 200)}`);
    });
  }
  expect(failures.slice(0, 10)).toEqual([]);
  console.log(`fuzz: ${total} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect((await request.get("/health")).status()).toBe(200);
});
