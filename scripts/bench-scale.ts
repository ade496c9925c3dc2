// `npm run bench:scale [-- N ...]`: how the help centre holds up as its content grows to N times the
// real articles (default 1 10 100). For each N: a copy of the project with N times the content
// (scripts/scale/), built with `npm run build`, then measured through the real server and Chromium:
// build time (an empty build cache) and peak memory, a rebuild after one article's edit, pages' HTML, what a reader downloads for a first search and a first
// offline answer, keystroke-to-results at 4x CPU, the server's memory and MCP and /api/ask latency.
// Prints a table per N beside the committed baseline (tests/data/scale-baseline.json) and one across
// N. `--no-build` measures a copy built before; `--write-baseline` sets the baseline of each N measured;
// `--rounds=R` (default 3): the server's figures are the median of R fresh servers of each N, the Ns
// taking turns.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { defaultLang, languages } from "~/lib/languages";
import { bytes, checkFigures, count, type Figure } from "../tests/support/baseline";
import { evalSet, relevanceSet } from "../tests/support/sets";
import { hasBuild, makeProject, projectDirFor } from "./scale/project";
import { samplePeakMemory } from "./scale/process-memory";
import { measureReader, type FileKind } from "./scale/reader";
import { bytesAsSent, measureAsk, measureServer, startServer } from "./scale/server";

const baselineFile = "tests/data/scale-baseline.json";
const port = Number(process.env.SCALE_BENCH_PORT ?? 4620);
const flags = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const multiples = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"))
  .map(Number);
/** How many fresh servers of each multiple the server's figures are the median of. */
const rounds = Number(flags.find((flag) => flag.startsWith("--rounds="))?.slice("--rounds=".length) ?? 3);
if (multiples.some((n) => !Number.isInteger(n) || n < 1) || !Number.isInteger(rounds) || rounds < 1) {
  console.error(
    "usage: npm run bench:scale [-- N ...] [--no-build] [--write-baseline] [--rounds=R] (N and R whole numbers ≥ 1)",
  );
  process.exit(2);
}
if (multiples.length === 0) multiples.push(1, 10, 100);

/** How a figure reads, judges and is held to its baseline. */
interface Kind {
  unit: "bytes" | "ms" | "s" | "count";
  /** Share of the baseline a figure may move the wrong way. */
  tolerance: number;
  /** Timings and memory are reported, not failed on: machines are noisy. Sizes are held. */
  held: boolean;
}
const size: Kind = { unit: "bytes", tolerance: 0.05, held: true };
const memory: Kind = { unit: "bytes", tolerance: 0.25, held: false };
const time = (unit: "ms" | "s"): Kind => ({ unit, tolerance: 0.5, held: false });
const kinds = {
  "articles per language": { unit: "count", tolerance: 0, held: true },
  "pre-rendered pages": { unit: "count", tolerance: 0, held: true },
  "content (bytes on disk)": size,
  "build output (bytes on disk)": size,
  "build time": time("s"),
  "build time per page": time("ms"),
  "rebuild after one article's edit": time("s"),
  "rebuild after the edit is undone": time("s"),
  "build peak resident memory (largest process)": memory,
  "article HTML, median of a sample, raw": size,
  "article HTML, median of a sample, gzip": size,
  "home HTML, raw": size,
  "home HTML, gzip": size,
  "first search on an article: bytes transferred": size,
  "first search: bytes after the page settled": size,
  "first search: first key to first result (no slowdown)": time("ms"),
  "first search on a phone network: first key to first result": time("ms"),
  "first offline answer on an article: bytes transferred": size,
  "first offline answer: bytes after the page settled": size,
  "first offline answer needing the fallback: bytes transferred": size,
  "first offline answer needing the fallback: bytes after the page settled": size,
  "keystroke to results at 4x CPU, typed first, p50": time("ms"),
  "keystroke to results at 4x CPU, typed first, p95": time("ms"),
  "keystroke to results at 4x CPU, warm, p50": time("ms"),
  "keystroke to results at 4x CPU, warm, p95": time("ms"),
  "server resident memory after start (one worker)": memory,
  "server resident memory after the first MCP search": memory,
  "MCP search, first call": time("ms"),
  "MCP search, p50 of the next calls": time("ms"),
  "/api/ask to the sources line, p50 (fake model)": time("ms"),
  "/api/ask to the first delta, p50 (fake model)": time("ms"),
  "/api/ask to the sources line, p50 of 48 questions (fake model)": time("ms"),
  "/api/ask to the first delta, p50 of 48 questions (fake model)": time("ms"),
} satisfies Record<string, Kind>;
type FigureName = keyof typeof kinds;
type Figures = Partial<Record<FigureName, number>>;

const format = (unit: Kind["unit"]) => (value: number) =>
  unit === "bytes"
    ? value >= 10 * 1024 * 1024
      ? `${(value / 1024 / 1024).toFixed(1)} MiB`
      : bytes(value)
    : unit === "count"
      ? count(Math.round(value))
      : unit === "s"
        ? `${value.toFixed(1)} s`
        : `${value.toFixed(value < 10 ? 2 : 0)} ms`;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const bytesOnDisk = (dir: string) => walk(dir).reduce((sum, file) => sum + statSync(file).size, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The copy's own build cache (pipeline/build-cache.ts), emptied with the copy: its first build is a
 * full one, as on a fresh clone, and nothing of another checkout's builds is reused.
 */
const buildCacheOf = (dir: string) => join(dir, ".build-cache");

/** Runs `npm run build` in the copy: its wall time and the largest peak resident memory of its processes. */
function build(dir: string): Promise<{ seconds: number; peak: { bytes: number; command: string } }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "build"], {
      cwd: dir,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, BUILD_CACHE_DIR: buildCacheOf(dir) },
    });
    const sampler = samplePeakMemory(child.pid!);
    child.on("error", reject);
    child.on("exit", (code) => {
      const peak = sampler.stop();
      if (code !== 0) reject(new Error(`npm run build in ${dir} exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peak });
    });
  });
}

/** A hash of every file of the copy's build output, to tell two builds' outputs apart. */
function outputHash(dir: string): string {
  const hash = createHash("sha256");
  const root = join(dir, "build");
  for (const file of walk(root).sort())
    hash.update(relative(root, file)).update("\0").update(readFileSync(file));
  return hash.digest("hex");
}

/**
 * A one-article edit and its rebuild, then the edit undone and rebuilt: a sentence added to the
 * end of the first article of the second language of the table (a translation: its original is
 * untouched, so no translation goes out of date). Their wall times; and whether the output after
 * the undo is the full build's, byte for byte (what the rebuild carried over was what a full build
 * makes).
 */
async function rebuildAfterEdit(dir: string): Promise<{ edited: number; undone: number; same: boolean }> {
  const full = outputHash(dir);
  const article = walk(join(dir, "content", languages[1]!))
    .filter((file) => file.endsWith(".mdx"))
    .sort()[0]!;
  const text = readFileSync(article, "utf8");
  writeFileSync(
    article,
    `${text.trimEnd()}\n\nOne more sentence, added to time the rebuild after an edit.\n`,
  );
  const edited = await build(dir);
  writeFileSync(article, text);
  const undone = await build(dir);
  return { edited: edited.seconds, undone: undone.seconds, same: outputHash(dir) === full };
}

/** The default language's article routes of the copy, sorted (originals and copies interleaved by name). */
function articleRoutes(dir: string): string[] {
  const base = join(dir, "content", defaultLang);
  return walk(base)
    .filter((file) => file.endsWith(".mdx"))
    .map(
      (file) =>
        `/${relative(base, file)
          .split(sep)
          .join("/")
          .replace(/\.mdx$/, "")}`,
    )
    .sort();
}

/** `count` routes spread evenly over `routes`. */
const spread = (routes: string[], count: number) =>
  Array.from(
    { length: Math.min(count, routes.length) },
    (_, i) => routes[Math.floor((i * routes.length) / count)]!,
  );

// What the reader and the operator ask: the real corpus's words, so every multiple holds them.
const ownQueries = relevanceSet.filter((item) => item.lang === defaultLang);
const coveredQuestions = evalSet.filter((item) => item.route !== null);
/**
 * How many of them `/api/ask` is timed on, and how many of those first make a fresh server's
 * figure (the bench's only one before 2026-11-29): a dozen's p50 moved by a fifth between runs
 * minutes apart.
 */
const askedQuestions = 48;
const freshQuestions = 12;
const readerArticle = "/conexoes-integracoes/integracao-bigquery";
/** The first covered question of the default language: its language answers it alone. */
const ownLanguageQuestion = coveredQuestions.find((item) => item.lang === defaultLang)!.question;
/**
 * A covered question of the default language whose own articles find too little ("home" is an
 * English word: assistant/answer.ts `foundEnough`), so that its first answer reads the first
 * fallback's files too (at 1x and 10x).
 */
const fallbackQuestion = coveredQuestions.find(
  (item) => item.question === "pra que servem aquelas bolhinhas de sugestão na home?",
)!.question;

async function measure(multiple: number): Promise<{ figures: Figures; notes: string[] }> {
  const dir = projectDirFor(multiple);
  const figures: Figures = {};
  const notes: string[] = [`copy: ${dir}`];
  // Kept beside the copy, so that measuring it again (--no-build) still reports how it was built.
  const builtFile = join(dir, "build-figures.json");
  if (!flags.includes("--no-build") || !hasBuild(dir)) {
    const generated = performance.now();
    const { articleFiles } = makeProject(process.cwd(), dir, multiple);
    notes.push(
      `generated ${articleFiles} article files in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
    );
    const full = await build(dir);
    const rebuilt = await rebuildAfterEdit(dir);
    if (!rebuilt.same)
      throw new Error(`${dir}: the output after an edit undone differs from the full build's`);
    writeFileSync(builtFile, JSON.stringify({ ...full, rebuilt }));
  }
  if (existsSync(builtFile)) {
    const built = JSON.parse(readFileSync(builtFile, "utf8")) as Awaited<ReturnType<typeof build>> & {
      rebuilt: Awaited<ReturnType<typeof rebuildAfterEdit>>;
    };
    figures["build time"] = built.seconds;
    figures["rebuild after one article's edit"] = built.rebuilt.edited;
    figures["rebuild after the edit is undone"] = built.rebuilt.undone;
    notes.push(
      `build: a full build with an empty build cache of the copy's own; then one article edited and rebuilt, the edit undone and rebuilt (${((100 * built.rebuilt.edited) / built.seconds).toFixed(0)}% and ${((100 * built.rebuilt.undone) / built.seconds).toFixed(0)}% of the full build), the output then the full build's byte for byte`,
    );
    figures["build peak resident memory (largest process)"] = built.peak.bytes;
    notes.push(
      `peak memory: VmHWM of the build's process tree sampled every 200 ms; largest: ${built.peak.command}`,
    );
  }
  const pages = walk(join(dir, "build", "client")).filter(
    (file) => file.endsWith("index.html") && !/[\\/]404[\\/]/.test(file),
  ).length;
  const routes = articleRoutes(dir);
  figures["articles per language"] = routes.length;
  figures["pre-rendered pages"] = pages;
  if (figures["build time"] !== undefined)
    figures["build time per page"] = (figures["build time"] * 1000) / pages;
  figures["content (bytes on disk)"] = bytesOnDisk(join(dir, "content"));
  figures["build output (bytes on disk)"] = bytesOnDisk(join(dir, "build"));

  const server = await startServer(dir, port);
  try {
    const sample = spread(routes, 15);
    const raw = await Promise.all(sample.map((route) => bytesAsSent(server.origin + route, "identity")));
    const gzip = await Promise.all(sample.map((route) => bytesAsSent(server.origin + route, "gzip")));
    figures["article HTML, median of a sample, raw"] = median(raw);
    figures["article HTML, median of a sample, gzip"] = median(gzip);
    figures["home HTML, raw"] = await bytesAsSent(`${server.origin}/`, "identity");
    figures["home HTML, gzip"] = await bytesAsSent(`${server.origin}/`, "gzip");
    notes.push(`HTML sample: ${sample.length} articles of ${routes.length}, as the server sends them`);
    const reader = await measureReader({
      origin: server.origin,
      articlePath: readerArticle,
      word: "bigquery",
      questions: [ownLanguageQuestion, fallbackQuestion],
      queries: ownQueries.slice(0, 20).map((item) => item.query),
    });
    figures["first search on an article: bytes transferred"] = reader.searchBytes;
    figures["first search: bytes after the page settled"] = reader.searchOwnBytes;
    figures["first search: first key to first result (no slowdown)"] = reader.firstResultMs;
    figures["first search on a phone network: first key to first result"] = reader.phoneFirstResultMs;
    const [own, withFallback] = reader.answers;
    figures["first offline answer on an article: bytes transferred"] = own!.bytes;
    figures["first offline answer: bytes after the page settled"] = own!.ownBytes;
    figures["first offline answer needing the fallback: bytes transferred"] = withFallback!.bytes;
    figures["first offline answer needing the fallback: bytes after the page settled"] =
      withFallback!.ownBytes;
    figures["keystroke to results at 4x CPU, typed first, p50"] = reader.keystroke.typedFirst.p50;
    figures["keystroke to results at 4x CPU, typed first, p95"] = reader.keystroke.typedFirst.p95;
    figures["keystroke to results at 4x CPU, warm, p50"] = reader.keystroke.warm.p50;
    figures["keystroke to results at 4x CPU, warm, p95"] = reader.keystroke.warm.p95;
    const byFile = (kinds: FileKind[]) =>
      kinds.map(({ kind, files, bytes }) => `${kind} ${files}× ${(bytes / 1024).toFixed(1)} KB`).join(", ");
    notes.push(`first search after the page settled, by file: ${byFile(reader.searchFiles)}`);
    notes.push(
      `first offline answer after the page settled, by file: ${byFile(own!.files)} ("${ownLanguageQuestion}")`,
    );
    notes.push(
      `first offline answer needing the fallback after the page settled, by file: ${byFile(withFallback!.files)} ("${fallbackQuestion}")`,
    );
    notes.push(
      `reader: ${readerArticle}, "bigquery" typed; ${reader.keystroke.warm.keys} keystrokes timed, typed first and again (warm)`,
    );
  } finally {
    await server.stop();
  }
  return { figures, notes };
}

/** A fresh server's figures of the copy of `multiple`: memory, MCP search and `/api/ask`. */
async function measureFreshServer(multiple: number): Promise<{ figures: Figures; note: string }> {
  const dir = projectDirFor(multiple);
  const mcp = await measureServer(
    dir,
    port + 1,
    ownQueries.slice(0, 21).map(({ query, lang }) => ({ query, lang })),
  );
  const ask = await measureAsk(
    dir,
    port + 2,
    coveredQuestions.slice(0, askedQuestions).map(({ question, lang }) => ({ question, lang })),
    freshQuestions,
  );
  return {
    figures: {
      "server resident memory after start (one worker)": mcp.rssAfterStart,
      "server resident memory after the first MCP search": mcp.rssAfterFirstSearch,
      "MCP search, first call": mcp.mcpFirstMs,
      "MCP search, p50 of the next calls": mcp.mcpP50Ms,
      "/api/ask to the sources line, p50 (fake model)": ask.freshSourcesP50Ms,
      "/api/ask to the first delta, p50 (fake model)": ask.freshDeltaP50Ms,
      "/api/ask to the sources line, p50 of 48 questions (fake model)": ask.sourcesP50Ms,
      "/api/ask to the first delta, p50 of 48 questions (fake model)": ask.deltaP50Ms,
    },
    note: `MCP: ${mcp.mcpCalls} calls after the first; /api/ask: ${ask.answers} answers`,
  };
}

/**
 * The server's figures of every multiple, each the median of `rounds` fresh servers, the multiples
 * taking turns (in reverse order every other round): a server's timings are a few milliseconds,
 * which a machine's drift over minutes moves by a half, so multiples compared are measured side by
 * side rather than one after the other.
 */
async function measureServers(
  multiples: readonly number[],
  rounds: number,
): Promise<Map<number, { figures: Figures; notes: string[] }>> {
  const taken = new Map<number, Figures[]>(multiples.map((multiple) => [multiple, []]));
  const notes = new Map<number, string[]>(multiples.map((multiple) => [multiple, []]));
  for (let round = 0; round < rounds; round++)
    for (const multiple of round % 2 === 0 ? multiples : [...multiples].reverse()) {
      const { figures, note } = await measureFreshServer(multiple);
      taken.get(multiple)!.push(figures);
      notes.get(multiple)!.push(note);
    }
  return new Map(
    multiples.map((multiple) => {
      const each = taken.get(multiple)!;
      const figures = Object.fromEntries(
        (Object.keys(each[0]!) as FigureName[]).map((name) => [name, median(each.map((one) => one[name]!))]),
      ) as Figures;
      return [
        multiple,
        {
          figures,
          notes: [
            `server: the median of ${rounds} fresh servers, the multiples in turn; ${[...new Set(notes.get(multiple))].join(" / ")}`,
          ],
        },
      ];
    }),
  );
}

interface Baseline {
  about: string;
  tolerance: string;
  /** The machine and its load when the baseline was set: the timings depend on it. */
  machine?: string;
  multiples: Record<string, { measured: string; figures: Figures }>;
}
const baseline: Baseline = existsSync(baselineFile)
  ? (JSON.parse(readFileSync(baselineFile, "utf8")) as Baseline)
  : {
      about:
        "npm run bench:scale: figures of the help centre built from N times its articles (scripts/bench-scale.ts). Bytes, ms, s.",
      tolerance:
        "sizes and counts: 5% (0 for counts), held; memory 25% and timings 50%, reported only (machines are noisy)",
      multiples: {},
    };

const measured = new Map<number, { figures: Figures; notes: string[] }>();
for (const multiple of multiples) {
  console.log(`\n== ${multiple}x: the build and a reader ==`);
  measured.set(multiple, await measure(multiple));
}
console.log(`\n== the server: ${rounds} rounds of ${multiples.map((n) => `${n}x`).join(", ")} ==`);
const servers = await measureServers(multiples, rounds);

const results = new Map<number, Figures>();
let failures: string[] = [];
for (const multiple of multiples) {
  console.log(`\n== ${multiple}x ==`);
  const figures = { ...measured.get(multiple)!.figures, ...servers.get(multiple)!.figures };
  results.set(multiple, figures);
  for (const note of [...measured.get(multiple)!.notes, ...servers.get(multiple)!.notes])
    console.log(`  ${note}`);
  const before = baseline.multiples[String(multiple)]?.figures ?? {};
  const rows: Figure[] = (Object.keys(figures) as FigureName[]).map((name) => {
    const kind: Kind = kinds[name];
    const value = figures[name]!;
    return {
      name,
      value,
      baseline: before[name] ?? value,
      tolerance: (before[name] ?? value) * kind.tolerance,
      better: "lower",
      ...(kind.held ? {} : { reportOnly: true as const }),
      format: format(kind.unit),
    };
  });
  failures = [
    ...failures,
    ...checkFigures(
      `scale ${multiple}x${baseline.multiples[String(multiple)] ? ` (baseline of ${baseline.multiples[String(multiple)]!.measured})` : " (no baseline yet: now is shown as the baseline)"}`,
      baselineFile,
      rows,
    ),
  ];
}

// Across the multiples: each figure at each N, and how it grew from the smallest N measured.
if (results.size > 1) {
  const measured = [...results.keys()];
  const header = ["figure", ...measured.map((n) => `${n}x`), `${measured.at(-1)}x / ${measured[0]}x`];
  const rows = (Object.keys(kinds) as FigureName[])
    .filter((name) => measured.some((n) => results.get(n)![name] !== undefined))
    .map((name) => {
      const values = measured.map((n) => results.get(n)![name]);
      const [first, last] = [values[0], values.at(-1)];
      return [
        name,
        ...values.map((value) => (value === undefined ? "" : format(kinds[name].unit)(value))),
        first && last ? `${(last / first).toFixed(2)}×` : "",
      ];
    });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  console.log("\nacross multiples");
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
}

if (flags.includes("--write-baseline")) {
  const day = new Date().toISOString().slice(0, 10);
  for (const [multiple, figures] of results)
    baseline.multiples[String(multiple)] = {
      measured: day,
      figures: { ...baseline.multiples[String(multiple)]?.figures, ...figures },
    };
  writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`\nbaseline written: ${baselineFile}`);
}
if (failures.length > 0) {
  console.error(`\n${failures.join("\n")}`);
  process.exitCode = 1;
}
