/**
 * The embedded widget's sizes in a build, gzip level 9 as a server sends them: the loader (what a
 * product page loads before anyone presses), the first open's code (the panel and what it imports
 * statically, read from the built files) and data (the default language's widget data), and the
 * assistant's code, which loads with the first question. Held to their budgets by widget.spec and
 * reported by the bench.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { defaultLang } from "../app/lib/languages";

/** The budgets: the loader at most 10 KB gzip, the first open's code at most 40 KB gzip. */
export const widgetBudgets = { loader: 10 * 1024, firstOpenCode: 40 * 1024 };

export interface WidgetSizes {
  loader: number;
  firstOpenCode: number;
  firstOpenData: number;
  /** The files of the first open's code, from the client folder. */
  firstOpenFiles: string[];
  answeringCode: number;
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The files `file` imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(clientDir: string, file: string): string[] {
  const code = readFileSync(join(clientDir, file), "utf8");
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map(
    ([, name]) => `assets/${name}`,
  );
}

function graph(clientDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(clientDir, file)) visit(next);
  };
  visit(entry);
  return [...seen];
}

export function widgetSizes(clientDir: string): WidgetSizes {
  const loaderCode = readFileSync(join(clientDir, "widget.js"), "utf8");
  const panel = /["'`](assets\/widget-panel-[\w-]+\.js)["'`]/.exec(loaderCode)?.[1];
  if (!panel) throw new Error("widget.js names no panel module");
  const firstOpenFiles = graph(clientDir, panel);
  const answering = /import\(\s*["'`]\.\/(widget-answering-[\w-]+\.js)["'`]\s*\)/.exec(
    readFileSync(join(clientDir, panel), "utf8"),
  )?.[1];
  if (!answering) throw new Error("The widget's panel loads no answering module");
  const data = readdirSync(join(clientDir, "assets")).find((name) =>
    new RegExp(`^widget-${defaultLang}-[\\w-]{10}\\.json$`).test(name),
  );
  if (!data) throw new Error(`No widget data for ${defaultLang} in the build`);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzip(join(clientDir, file)), 0);
  return {
    loader: gzip(join(clientDir, "widget.js")),
    firstOpenCode: sum(firstOpenFiles),
    firstOpenData: gzip(join(clientDir, "assets", data)),
    firstOpenFiles,
    answeringCode: sum(
      graph(clientDir, `assets/${answering}`).filter((file) => !firstOpenFiles.includes(file)),
    ),
  };
}
