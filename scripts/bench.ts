// `npm run bench`: the performance figures of the help centre, measured on this machine.
// Build time, then what a reader downloads: JavaScript by page type and language, CSS, HTML sizes;
// search and assistant timings and quality; the servers; Lighthouse and long tasks in Chromium.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { answer } from "~/lib/assistant/answer";
import { languages, perLanguage, type Lang } from "~/lib/languages";
import { href } from "~/lib/urls";
import { buildCorpus } from "~/lib/assistant/retrieval";
import { parseQuery, searchForgiving } from "~/lib/search/engine";
import { firstLoadJs } from "../pipeline/first-load";
import { contentCorpusFiles } from "../tests/support/assistant-corpora";
import { evaluate, evaluateFacts, factShare, share as evaluationShare } from "../tests/support/evaluate";
import { contentIndexes } from "../tests/support/search-indexes";
import {
  answerFacts,
  answerFactsHoldout,
  evalHoldout,
  evalSet,
  misspellings,
  misspellingsHoldout,
  relevanceSet,
  type EvalCase,
} from "../tests/support/sets";

const root = "build/client";
const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function timeBuild(): number {
  const started = process.hrtime.bigint();
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const skipBuild = process.argv.includes("--no-build");
const buildSeconds = skipBuild ? undefined : timeBuild();
const files = walk(root);
const html = files.filter((file) => file.endsWith(".html"));
const largestHtml = html
  .map((file) => ({ file, bytes: statSync(file).size }))
  .sort((a, b) => b.bytes - a.bytes)[0]!;
const css = files.filter((file) => file.endsWith(".css"));
const cssGzip = css.reduce((sum, file) => sum + gzip(readFileSync(file)), 0);
// JavaScript by page type and language: before the load event, and once the page is idle
// (with no island woken by use, only the results page's, which wakes at idle).
const pageTypes: [type: string, route: string][] = [
  ["home", "/"],
  ["category", "/agentes-ia"],
  ["article", "/agentes-ia/como-criar-seu-primeiro-agente"],
  ["article (BigQuery)", "/conexoes-integracoes/integracao-bigquery"],
  ["not found", "/404"],
  ["search results", "/busca"],
];
const article = firstLoadJs(root, "agentes-ia/como-criar-seu-primeiro-agente/index.html");

const rows: string[][] = [
  ["build time", buildSeconds === undefined ? "(skipped)" : `${buildSeconds.toFixed(1)} s`],
  ["pre-rendered pages", String(html.length)],
  ...pageTypes.flatMap(([type, route]) =>
    languages.map((lang) => {
      const { beforeLoad, toIdle } = firstLoadJs(
        root,
        `${href(route, lang).slice(1)}/index.html`.replace(/^\//, ""),
      );
      return [
        `JS gzip, ${type} ${lang}`,
        `${kb(beforeLoad.gzip)} before the load event (${beforeLoad.files.length} files), ` +
          `${kb(toIdle.gzip)} once idle (${toIdle.files.length} files)`,
      ];
    }),
  ),
  ["CSS (gzip)", `${cssGzip} B (${kb(cssGzip)})`],
  [
    "largest HTML page",
    `${largestHtml.bytes} B, ${kb(gzip(readFileSync(largestHtml.file)))} gzip (${largestHtml.file.slice(root.length)})`,
  ],
];
// Search: every query of the relevance set (exact words) and of the misspelling sets (typos, each
// corrected once its word is whole), typed one character at a time, five times over, through the
// same forgiving search the box runs on each keystroke.
const indexes = contentIndexes();
function keystrokeTimes(queries: readonly { lang: Lang; query: string }[]): number[] {
  const timings: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const { lang, query } of queries) {
      for (let length = 1; length <= query.length; length++) {
        const parsed = parseQuery(query.slice(0, length));
        if (!parsed) continue;
        const started = performance.now();
        searchForgiving(indexes[lang].index, parsed);
        timings.push(performance.now() - started);
      }
    }
  }
  return timings.sort((a, b) => a - b);
}
const percentileOf = (timings: number[], p: number) =>
  timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!;
const exactTimes = keystrokeTimes(relevanceSet);
const typoTimes = keystrokeTimes([...misspellings, ...misspellingsHoldout]);
const rankIn = (lang: Lang, query: string, expect: readonly string[]) =>
  searchForgiving(indexes[lang].index, parseQuery(query)!).results.findIndex((result) =>
    expect.includes(result.document.route),
  ) + 1;
let rankOne = 0;
let topThree = 0;
let sentences = 0;
let sentencesFirst = 0;
for (const { lang, query, expect, sentence } of relevanceSet) {
  const rank = rankIn(lang, query, expect);
  if (rank === 1) rankOne++;
  if (rank >= 1 && rank <= 3) topThree++;
  if (sentence) {
    sentences++;
    if (rank === 1) sentencesFirst++;
  }
}
const misspeltFirst = (set: typeof misspellings) =>
  `${((100 * set.filter((item) => rankIn(item.lang, item.query, item.expect) === 1).length) / set.length).toFixed(1)}%`;
const indexFileOf = new RegExp(`assets/search-(${languages.join("|")})-[^/]*\\.json$`);
const indexFiles = files.filter((file) => indexFileOf.test(file));
const share = (count: number) => `${((100 * count) / relevanceSet.length).toFixed(1)}%`;
rows.push(
  [
    "search keystroke time p50 / p95, exact words",
    `${percentileOf(exactTimes, 50).toFixed(3)} ms / ${percentileOf(exactTimes, 95).toFixed(3)} ms (${exactTimes.length} keystrokes, whole index; p95 before queries were read as sentences, with stems and synonyms: 0.7 ms)`,
  ],
  [
    "search keystroke time p50 / p95, misspelt words",
    `${percentileOf(typoTimes, 50).toFixed(3)} ms / ${percentileOf(typoTimes, 95).toFixed(3)} ms (${typoTimes.length} keystrokes, corrections included)`,
  ],
  [
    "search misspellings at rank 1",
    `${misspeltFirst(misspellings)} tuning half, ${misspeltFirst(misspellingsHoldout)} held-out half (${misspellings.length} + ${misspellingsHoldout.length} queries)`,
  ],
  [
    "search relevance",
    `${share(rankOne)} at rank 1, ${share(topThree)} in the top 3 (${relevanceSet.length} queries); sentences ${((100 * sentencesFirst) / sentences).toFixed(1)}% at rank 1 (${sentences})`,
  ],
  ...indexFiles.map((file) => [
    `search index ${indexFileOf.exec(file)![1]} (gzip)`,
    `${gzip(readFileSync(file))} B (${kb(statSync(file).size)} raw)`,
  ]),
  [
    "search code on the first load (gzip)",
    `${article.toIdle.files.filter((file) => /search-box|combobox/.test(file.url)).reduce((sum, file) => sum + file.gzip, 0)} B (the box's combobox, its panel, the index and the matcher load at the reader's first sign of intent)`,
  ],
);

// Assistant: every question of both evaluation sets, with every language's corpus loaded (as the
// evaluation tests do), five times over.
const corpusFiles = contentCorpusFiles();
const corpusStarted = performance.now();
const corpora = perLanguage((lang) => buildCorpus(corpusFiles[lang].documents, corpusFiles[lang].questions));
const corpusMs = performance.now() - corpusStarted;
const answerTimes: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const { lang, question } of [...evalSet, ...evalHoldout]) {
    const started = performance.now();
    answer(question, corpora, lang);
    answerTimes.push(performance.now() - started);
  }
}
answerTimes.sort((a, b) => a - b);
const answerPercentile = (p: number) =>
  answerTimes[Math.min(answerTimes.length - 1, Math.floor((p / 100) * answerTimes.length))]!;
const accuracy = (set: readonly EvalCase[]) => {
  const result = evaluate(set, corpora);
  const share = (count: number) => evaluationShare(count, result);
  return `${share(result.first)} first, ${share(result.cited)} among citations, ${share(result.section)} right section (${result.onTopic} questions); ${result.declined}/${result.offTopic} off-topic declined`;
};
rows.push(
  [
    "assistant answer time p50 / p95",
    `${answerPercentile(50).toFixed(2)} ms / ${answerPercentile(95).toFixed(2)} ms (${answerTimes.length} answers; corpora built in ${corpusMs.toFixed(0)} ms; before answers led with a composed sentence: 0.9 / 1.7 ms)`,
  ],
  ["assistant right article, evaluation set", accuracy(evalSet)],
  ["assistant right article, held-out set", accuracy(evalHoldout)],
  // Each language on its own: the target holds in every language.
  ...languages.flatMap((lang) =>
    (
      [
        ["tuning half", answerFacts],
        ["held-out half", answerFactsHoldout],
      ] as const
    )
      .map(([name, set]) => [name, set.filter((item) => item.lang === lang)] as const)
      .filter(([, set]) => set.length > 0)
      .map(([name, set]): [string, string] => {
        const facts = evaluateFacts(set, corpora);
        return [
          `assistant answers holding their fact, ${lang}, ${name}`,
          `${factShare(facts)} (${facts.held} of ${facts.total})`,
        ];
      }),
  ),
  ...languages.map((lang): [string, string] => {
    const searchFile = indexFiles.find((file) => file.includes(`/search-${lang}-`))!;
    const questions = files.find((file) => file.includes(`/questions-${lang}-`))!;
    const questionsGzip = gzip(readFileSync(questions));
    return [
      `assistant corpus ${lang} (gzip)`,
      `${gzip(readFileSync(searchFile)) + questionsGzip} B: the search index above (one download serves both) + readers' questions ${questionsGzip} B`,
    ];
  }),
);

// Servers: every page in both languages, in rotation.
if (!process.argv.includes("--no-server")) {
  const { benchServers } = await import("./bench-server");
  const pages = html
    .map(
      (file) =>
        file
          .slice(root.length)
          .replace(/index\.html$/, "")
          .replace(/\/$/, "") || "/",
    )
    .filter((path) => !/404|__spa-fallback/.test(path));
  const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
  rows.push(
    ...(await benchServers({
      paths: pages,
      seconds: Number(process.env.BENCH_SECONDS ?? 15),
      soakSeconds,
      rounds: Number(process.env.BENCH_ROUNDS ?? 2),
    })),
  );
}

// The answering service (against the fake model) and MCP search.
if (!process.argv.includes("--no-machine")) {
  const { benchMachineInterfaces } = await import("./bench-machine");
  rows.push(
    ...(await benchMachineInterfaces({
      questions: [...evalSet, ...evalHoldout].map(({ question, lang }) => ({ question, lang })),
      searches: relevanceSet.map(({ query, lang }) => ({ query, lang })),
    })),
  );
}

// Lighthouse, mobile profile; then, at 4x CPU slowdown, the reader's first interaction (search, the
// assistant) and long tasks while each page type starts.
if (!process.argv.includes("--no-lighthouse")) {
  const { benchLighthouse } = await import("./bench-lighthouse");
  rows.push(...(await benchLighthouse()));
  const { benchLongTasks } = await import("./bench-long-tasks");
  const { spawn } = await import("node:child_process");
  const { waitFor } = await import("./wait-for");
  // BENCH_PORT + 6 (4406 by default), beside Lighthouse's + 4 and + 5.
  const port = String(Number(process.env.BENCH_PORT ?? 4400) + 6);
  const server = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: port, HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`);
    const { benchFirstInteraction, conditions } = await import("./bench-first-interaction");
    rows.push(
      ...(await benchFirstInteraction({
        origin: `http://127.0.0.1:${port}`,
        paths: ["/conexoes-integracoes/integracao-bigquery", "/en"],
        only: [conditions[0]!.name],
      })),
      // The Google sign-in article on a phone network: one round trip per widget.
      ...(await benchFirstInteraction({
        origin: `http://127.0.0.1:${port}`,
        paths: ["/organizacao/autenticacao/google"],
        only: [conditions[1]!.name],
      })),
    );
    rows.push(
      ...(await benchLongTasks({
        origin: `http://127.0.0.1:${port}`,
        paths: [
          "/",
          "/en",
          "/agentes-ia",
          "/en/agentes-ia",
          "/conexoes-integracoes/integracao-bigquery",
          "/en/conexoes-integracoes/integracao-bigquery",
          "/nao-existe",
          "/en/nao-existe",
        ],
      })),
    );
  } finally {
    server.kill("SIGTERM");
  }
}

// The embeddable help widget: its sizes in the build, then (unless --no-widget) in Chromium on a
// stand-in product page of another origin, from the press to the panel.
{
  const { widgetSizes, widgetBudgets } = await import("../pipeline/widget-sizes");
  const sizes = widgetSizes(root);
  rows.push(
    ["widget: loader gzip", `${kb(sizes.loader)} (budget ${kb(widgetBudgets.loader)})`],
    [
      "widget: first open gzip",
      `${kb(sizes.firstOpenCode)} code in ${sizes.firstOpenFiles.length} files (budget ${kb(widgetBudgets.firstOpenCode)}) + ` +
        `${kb(sizes.firstOpenData)} data (the screens' articles); the assistant's code ${kb(sizes.answeringCode)} with the first question`,
    ],
  );
}
if (!process.argv.includes("--no-widget")) {
  const { spawn } = await import("node:child_process");
  const { waitFor } = await import("./wait-for");
  // BENCH_PORT + 7 for the help centre, + 8 for the product page that embeds its widget.
  const port = Number(process.env.BENCH_PORT ?? 4400) + 7;
  const productPort = port + 1;
  const server = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WIDGET_ORIGINS: `http://127.0.0.1:${productPort}`,
    },
    stdio: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`);
    const { benchWidget } = await import("./bench-widget");
    rows.push(...(await benchWidget({ helpCentre: `http://127.0.0.1:${port}`, productPort })));
  } finally {
    server.kill("SIGTERM");
  }
}

const width = Math.max(...rows.map(([name = ""]) => name.length));
for (const [name = "", value = ""] of rows) console.log(`${name.padEnd(width)}  ${value}`);
