// What a pre-rendered page's JavaScript costs a reader, read from the build (gzip, as a server
// sends it), in two steps:
// - before the load event: the scripts the HTML names and everything they import statically;
// - by the time the browser is idle: that, plus the islands the page wakes at idle (each island's
//   chunk, the island mount and React, with their static imports). Islands woken on first use and
//   what an island loads on demand (the search panel and index, the assistant) are not counted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const staticImports = (code: string) =>
  [...code.matchAll(/\bfrom\s*"\.\/([\w.-]+\.js)"/g)].map((match) => match[1]!);

/** The scripts of /assets a page names: its entry, which an inline script requests after the first paint (app/root.tsx). */
export function entryScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/([\w.-]+\.js)\b/g)].map((match) => match[1]!))];
}

export interface FirstLoadFile {
  url: string;
  bytes: number;
  gzip: number;
}

export interface FirstLoadStep {
  files: FirstLoadFile[];
  gzip: number;
}

export function firstLoadJs(
  buildClientDir: string,
  htmlPath: string,
): { beforeLoad: FirstLoadStep; toIdle: FirstLoadStep; idleIslands: string[] } {
  const assets = join(buildClientDir, "assets");
  const read = (name: string) => readFileSync(join(assets, name), "utf8");
  const closure = (roots: string[], into = new Set<string>()) => {
    const queue = [...roots];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (into.has(name)) continue;
      into.add(name);
      queue.push(...staticImports(read(name)));
    }
    return into;
  };
  const html = readFileSync(join(buildClientDir, htmlPath), "utf8");
  const entries = entryScripts(html);
  const beforeLoad = closure(entries);

  // The entry lists each island's chunk (`"/app/…/x.island.tsx":()=>…import(`./x.js`)`).
  const entryCode = entries.map(read).join("\n");
  const chunkOf = (file: string) =>
    new RegExp(
      `"${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}":\\(\\)=>[\\w$]+\\(\\(\\)=>import\\(\`\\./([\\w.-]+\\.js)\``,
    ).exec(entryCode)?.[1];
  const idleIslands = [
    ...new Set(
      [...html.matchAll(/<lumi-island data-island="([^"]+)"[^>]*data-idle=""/g)].map((match) => match[1]!),
    ),
  ];
  // The loader, which imports the mount, is in the first load's shared file (pipeline/island-chunks.ts).
  const loadedCode = [...beforeLoad].map(read).join("\n");
  const mount = /import\(`\.\/(mount-[\w-]+\.js)`\)/.exec(loadedCode)?.[1];
  const toIdle = new Set(beforeLoad);
  if (idleIslands.length > 0) {
    if (!mount) throw new Error("The entry script does not import the island mount");
    const chunks = idleIslands.map((file) => {
      const chunk = chunkOf(file);
      if (!chunk) throw new Error(`The entry script lists no chunk for ${file}`);
      return chunk;
    });
    closure([mount, ...chunks], toIdle);
  }
  const sized = (names: Iterable<string>): FirstLoadFile[] =>
    [...names].map((name) => {
      const bytes = readFileSync(join(assets, name));
      return { url: `/assets/${name}`, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  const total = (files: FirstLoadFile[]) => files.reduce((sum, file) => sum + file.gzip, 0);
  const before = sized(beforeLoad);
  const idle = sized(toIdle);
  return {
    beforeLoad: { files: before, gzip: total(before) },
    toIdle: { files: idle, gzip: total(idle) },
    idleIslands,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A built file (`en/index.html`) or a route (`/en`, `/agentes-ia`).
  const given = process.argv[2] ?? "/agentes-ia/como-criar-seu-primeiro-agente";
  const page = given.endsWith(".html")
    ? given
    : `${given.replace(/^\/|\/$/g, "")}/index.html`.replace(/^\//, "");
  const { beforeLoad, toIdle } = firstLoadJs("build/client", page);
  for (const file of toIdle.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${String(file.gzip).padStart(7)}  ${file.url}`);
  const name = `/${page.replace(/\/?index\.html$/, "")}`;
  console.log(`${String(beforeLoad.gzip).padStart(7)}  total gzip bytes before the load event, ${name}`);
  console.log(`${String(toIdle.gzip).padStart(7)}  total gzip bytes once idle, ${name}`);
}
