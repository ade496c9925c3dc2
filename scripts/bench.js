// `npm run bench`: the performance figures of the help centre, measured on this machine.
// Build time, then what a reader downloads: first-load JS of an article page, CSS, HTML sizes.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadJs } from "./first-load.js";

const root = "build/client";
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function timeBuild() {
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function walk(dir) {
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
  .sort((a, b) => b.bytes - a.bytes)[0];
const css = files.filter((file) => file.endsWith(".css"));
const cssGzip = css.reduce((sum, file) => sum + gzip(readFileSync(file)), 0);
const article = firstLoadJs(root, "agentes-ia/como-criar-seu-primeiro-agente/index.html");
const home = firstLoadJs(root, "index.html");

const rows = [
  ["build time", buildSeconds === undefined ? "(skipped)" : `${buildSeconds.toFixed(1)} s`],
  ["pre-rendered pages", String(html.length)],
  ["first-load JS, article page (gzip)", `${article.gzip} B (${kb(article.gzip)})`],
  ["first-load JS, home page (gzip)", `${home.gzip} B (${kb(home.gzip)})`],
  ["CSS (gzip)", `${cssGzip} B (${kb(cssGzip)})`],
  [
    "largest HTML page",
    `${largestHtml.bytes} B, ${kb(gzip(readFileSync(largestHtml.file)))} gzip (${largestHtml.file.slice(root.length)})`,
  ],
];
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
