// `npm run build`: the production site (React Router's build, every route pre-rendered) and the
// files that follow from it (pipeline/postbuild.ts). Prints a short summary; the bundler's own
// output (a line per pre-rendered page, size tables, timing notes) is shown when the build fails,
// or always with VERBOSE=1.
//
// `npm run build` runs this with V8's `--heap-growing-percent=40`: by default V8 lets a heap grow to
// about three times what survived its last full collection before it collects again, and this
// process's work (the content parsed, each language's search files made) leaves much short-lived
// garbage: at a hundred times today's articles it peaked at 2.1 GB for a live heap of 530 MB. Growing
// by 40% at a time it peaks at 1.1 GB for the same work and time, and still grows with the content
// (no fixed limit to run into).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { languageTable } from "../app/lib/languages";
import { contentDir, loadContent, readContent } from "./content/content-source";
import { parseAhead } from "./content/parse-ahead";
import { failOnOutdated, formatTable, laggingTranslations } from "./content/translation-report";
import { carryPreviousAssets, postbuild } from "./postbuild";
import { writeServerKnowledge } from "./server-knowledge";
import { buildWidget } from "./widget-build";
import { buildCache, cacheDir, cacheEnabled, cacheKey, evictStale } from "./build-cache";
import { bundleRecordVariable, type BundleRecord } from "./bundle-record";
import { codeState, keepBundle, keptBundleKey, restoreBundle, servedFrom } from "./bundle-reuse";
import { ContentError, type BuiltContent } from "./content/build-registry";
import { prepare, preparedVariable, writePrepared, writePreparedFiles, type Prepared } from "./prepared";
import { keptBundleDir } from "./prerender/keep-bundle";
import { contentPages, contentPagesApart } from "./prerender/pages";
import { prerenderPages } from "./prerender/run";
import { bundleHash, environmentRead, pageInputs } from "./prerender/reuse";
import { codeHash } from "./code-hash";
import { compressAhead } from "./compress-ahead";

const started = performance.now();
// `--clean` builds from scratch: the build cache (pipeline/build-cache.ts) is neither read nor written,
// here or in the bundler's process, which inherits the setting.
if (process.argv.includes("--clean")) process.env.BUILD_CACHE = "off";
const verbose = process.env.VERBOSE === "1";
const buildDir = process.env.BUILD_DIR ?? "build";
/** Seconds since the build started. */
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
/** With VERBOSE=1, says when a step ended, in seconds since the build began. */
const stepDone = (step: string) => verbose && process.stderr.write(`[${seconds()} s] ${step} done\n`);

/** Runs a command; resolves with its combined output, which streams through when verbose. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (verbose) process.stderr.write(chunk);
      });
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Counts the pre-rendered pages under `dir` (each an index.html; the not-found pages aside). */
function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter(
    (path) => /(^|[\\/])index\.html$/.test(String(path)) && !/(^|[\\/])404[\\/]/.test(String(path)),
  ).length;
}

// The content is read, checked and parsed once, here: what the bundler needs of it (the registry,
// the search and sidebar files, the compiled article bodies) is made now and handed over as a file
// (pipeline/prepared.ts), and the steps after the bundler's read the same.
let content: BuiltContent;
let prepared: Prepared;
// The generated files compressed into the build cache as they are made, on the core left idle.
const ahead = cacheEnabled() ? compressAhead(cacheDir()) : undefined;
let preparedFile: string;
try {
  const files = readContent();
  const parsed = await parseAhead(
    files.articles.map(({ path, source }) => ({ path, source, support: files.support })),
    contentDir,
  );
  stepDone(`${parsed} articles parsed (and compiled) ahead`);
  content = loadContent(files);
  prepared = await prepare(content, ahead && ((file, kept) => ahead.add(file, kept)));
  preparedFile = writePrepared(prepared);
  if (verbose)
    process.stderr.write(
      `prepared: content read, files generated, ${prepared.bodies.compiled} article bodies compiled (${seconds()} s)\n`,
    );
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  console.error("\nPreparing the content for the bundler (pipeline/prepared.ts) failed.");
  process.exit(1);
}
const bundleDir = keptBundleDir(buildDir);
// The bundler's output, carried from the build cache when what it reads did not change
// (pipeline/bundle-reuse.ts), else made now and kept there.
const cache = buildCache();
const state = cache && codeState();
const keptKey = cache && keptBundleKey(cache, state!, servedFrom(prepared));
const restored = keptKey === undefined ? undefined : restoreBundle(cache!, keptKey, buildDir);
let staticPaths: string[];
if (restored) {
  staticPaths = restored.staticPaths;
  writePreparedFiles(prepared, join(buildDir, "client"));
  stepDone("bundler's output carried from the build cache");
} else {
  const bin = join(
    "node_modules",
    ".bin",
    process.platform === "win32" ? "react-router.cmd" : "react-router",
  );
  const recordFile = join(tmpdir(), `lumi-bundle-record-${process.pid}.json`);
  rmSync(bundleDir, { recursive: true, force: true });
  // The config's TypeScript imports are bundled by Vite's default loader; its notice about a future
  // native loader is not actionable here.
  // The bundler pre-renders the static routes and a few more; the registry's pages below, in batches.
  const bundle = await run(bin, ["build"], {
    VITE_CONFIG_NATIVE_IGNORE_WARNING: "true",
    [preparedVariable]: preparedFile,
    [contentPagesApart]: "1",
    [bundleRecordVariable]: recordFile,
  });
  if (bundle.code !== 0) {
    if (!verbose) process.stderr.write(bundle.output);
    console.error("\nThe build failed (the bundler's output is above).");
    process.exit(bundle.code);
  }
  const record = JSON.parse(readFileSync(recordFile, "utf8")) as BundleRecord;
  rmSync(recordFile, { force: true });
  staticPaths = record.staticPaths;
  if (cache) keepBundle(cache, state!, record, prepared, buildDir);
  stepDone("bundler (and its pre-rendered pages)");
}
try {
  // Every page, the bundler's own among them: rendered the same way whether the bundle was made
  // now or carried (those the bundler rendered are carried from the cache or written again).
  const { bundler, apart } = contentPages(content.registry);
  const pages = [...new Set([...staticPaths, ...bundler, ...apart])];
  // The bundle reads the registry and the bodies' ids from the prepared file as it runs
  // (pipeline/vite-plugin-content.ts); a page whose inputs did not change since a build that kept it
  // is carried from the cache.
  process.env[preparedVariable] = preparedFile;
  const reuse = cacheEnabled()
    ? {
        cacheDir: cacheDir(),
        bundleHash: cacheKey(
          bundleHash(bundleDir),
          codeHash(new URL("./prerender/worker.ts", import.meta.url)),
        ),
        environment: environmentRead(bundleDir, [preparedVariable]),
        inputs: pageInputs(prepared.registry, prepared.bodies.ids),
      }
    : undefined;
  const { reused } = await prerenderPages(join(bundleDir, "index.js"), join(buildDir, "client"), pages, {
    reuse,
  });
  stepDone(`pre-rendering of ${pages.length} pages (${reused} carried from the cache)`);
} catch (error) {
  console.error(error);
  console.error("\nPre-rendering the content's pages (pipeline/prerender/run.ts) failed.");
  process.exitCode = 1;
}
rmSync(bundleDir, { recursive: true, force: true });
if (process.exitCode) process.exit();
// The translations that lag behind their original, listed for the writers (npm run translations);
// outdated ones fail the build only when asked (TRANSLATIONS_OUTDATED=fail).
const lagging = laggingTranslations(content.registry);
if (lagging.length > 0) console.log(`Translations not current:\n${formatTable(lagging)}`);
if (failOnOutdated() && lagging.some((row) => row.state === "outdated")) {
  console.error("\nOutdated translations fail this build (TRANSLATIONS_OUTDATED=fail).");
  process.exit(1);
}
let carried: string | undefined;
try {
  // Postbuild's pages are worked on meanwhile; it compresses the rest once these are in the cache.
  const note = await postbuild(content, ahead?.finish(), prepared.files.serverOnly);
  if (verbose)
    process.stderr.write(
      `postbuild: Markdown, llms.txt, sitemap, robots, per-page CSP and compressed copies written; ${note}\n`,
    );
} catch (error) {
  console.error(error);
  console.error("\nThe build's last step (pipeline/postbuild.ts) failed.");
  process.exit(1);
}
stepDone("postbuild");
try {
  // The server's copy of the assistant's retrieval and the search engine, over this build's files.
  await writeServerKnowledge(buildDir, content.registry);
} catch (error) {
  console.error(error);
  console.error("\nWriting the server's knowledge (pipeline/server-knowledge.ts) failed.");
  process.exit(1);
}
stepDone("server's knowledge");
try {
  // The embeddable widget names the build's search files, which the server's manifest lists.
  await buildWidget(buildDir, content.registry);
} catch (error) {
  console.error(error);
  console.error("\nBuilding the embeddable widget (pipeline/widget-build.ts) failed.");
  process.exit(1);
}
stepDone("widget");
try {
  // Last: the server's knowledge names this build's own index files, and a previous build whose
  // content differed brings index files of the same name beside them.
  carried = carryPreviousAssets();
} catch (error) {
  console.error(error);
  console.error("\nCarrying the previous build's assets (pipeline/postbuild.ts) failed.");
  process.exit(1);
}
// Entries no build has used for a week go, so the cache holds about what recent builds made.
if (cacheEnabled()) evictStale();
// The previous output, set aside when the bundler's was carried, is gone.
await restored?.removed;
console.log(
  `Built ${countPages(join(buildDir, "client"))} pages (${languageTable.map((row) => row.englishName).join(", ")}) into ${buildDir}/client in ${seconds()} s.`,
);
if (carried) console.log(`Assets: ${carried}.`);
