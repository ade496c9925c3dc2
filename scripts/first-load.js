// First-load JavaScript of a pre-rendered page: every script the HTML references (module
// preloads and the inline entry's imports), gzip-compressed as a server would send it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function firstLoadJs(buildClientDir, htmlPath) {
  const html = readFileSync(join(buildClientDir, htmlPath), "utf8");
  const scripts = new Set(html.match(/\/assets\/[^"'\s)]+\.js/g) ?? []);
  const files = [...scripts].map((url) => {
    const bytes = readFileSync(join(buildClientDir, url));
    return {
      url,
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const page = process.argv[2] ?? "agentes-ia/como-criar-seu-primeiro-agente/index.html";
  const { files, gzip } = firstLoadJs("build/client", page);
  for (const file of files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${String(file.gzip).padStart(7)}  ${file.url}`);
  console.log(
    `${String(gzip).padStart(7)}  total gzip bytes, first load of /${page.replace(/\/?index\.html$/, "")}`,
  );
}
