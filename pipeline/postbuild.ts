/**
 * After `react-router build`: the files that follow from the content and the pages.
 * - `<route>.md` for every article in every language; for each language `llms.txt`, the index, and
 *   the articles in one Markdown file in the sidebar's order: `llms-full/<category id>.txt` for each
 *   category (`<category id>.<part>.txt` when it needs more than one file), and `llms-full.txt` for
 *   the whole language while it stays under the size agents can take in (llms-full.ts);
 * - `opensearch.xml` for each language (pipeline/opensearch.ts), which every page links;
 * - `sitemap.xml` (with hreflang alternates) and `robots.txt`;
 * - each page's icons inlined from the sprite (see inline-icons.ts), and an article's later blocks
 *   their estimated heights for the lazy layout (see block-estimates.ts);
 * - `build/security/csp.json` and `build/security/nginx-csp.conf`: each page's Content-Security-
 *   Policy, allowing its inline scripts by hash (no 'unsafe-inline', no 'unsafe-eval');
 * - `build/nginx/languages.conf`: nginx's URL rules of the languages under a prefix (nginx-languages.ts);
 * - what the pages never load removed: React Router's client routing files (see prune-assets.ts);
 * - the preload helper reduced to what it still does (see lean-preload.ts);
 * - `.br` and `.gz` next to every text file a browser is sent (not the files only the server reads),
 *   so servers send them without compressing per request.
 *
 * The search results page (`/busca`, `/en/busca`) is left out of the sitemap on purpose: it is a
 * shell whose results depend on the query, marked `noindex`.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, relative, resolve, sep } from "node:path";
import { brand } from "~/config/brand";
import { defaultLang, language, languageTable, languages, type Lang } from "~/lib/languages";
import { textLang, translatedLanguages } from "~/lib/content/translation";
import type { NavArticle } from "~/lib/content/navigation";
import { tp } from "~/lib/page-messages";
import { href, htmlLang } from "~/lib/urls";
import type { BuiltContent } from "./content/build-registry";
import { contentDir, loadContent, projectDir } from "./content/content-source";
import { spriteSymbols } from "./inline-icons";
import { leanPreloadHelper } from "./lean-preload";
import { nginxLanguageRules } from "./nginx-languages";
import { pruneAssets } from "./prune-assets";
import { indexContent } from "~/lib/content/navigation";
import { llmsFull, llmsFullParts, maxLlmsFileBytes, type FullArticle } from "./llms-full";
import { carryAssets, defaultGraceDays, previousBuildsFrom } from "./carry-assets";
import { contentSecurityPolicy } from "./csp";
import { cacheDir, cacheEnabled } from "./build-cache";
import { compressible, minCompressedBytes } from "./compress";
import { createPool, type Pool } from "./pool";
import { codeHash } from "./code-hash";
import type { PostbuildResult, PostbuildTask, PostbuildWorkerData } from "./postbuild-worker";
import { openSearchDescription } from "./opensearch";
import { openSearchHref } from "~/lib/seo";

const buildDir = resolve(projectDir, process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const postbuildWorker = new URL("./postbuild-worker.ts", import.meta.url);

/**
 * Writes what follows from the build; returns a note on the pruned files, the preload helper and the
 * cache. `compressedAhead` settles once the generated files' compressed copies are in the cache
 * (compress-ahead.ts): the rest's compression waits for it, so that none is made twice. The files
 * of `serverOnly` (names under the client folder) are never sent, and get no compressed copies.
 */
export async function postbuild(
  content: BuiltContent = loadContent(),
  compressedAhead: Promise<void> = Promise.resolve(),
  serverOnly: readonly string[] = [],
): Promise<string> {
  // Awaited below; a failure before then must not surface as an unhandled rejection.
  compressedAhead.catch(() => undefined);
  const pruneNote = pruneAssets(clientDir);
  const spriteFile = readdirSync(join(clientDir, "assets")).find((name) => /^icons-[\w-]+\.svg$/.test(name));
  if (!spriteFile) throw new Error("The build has no icon sprite (assets/icons-*.svg)");
  const symbols = spriteSymbols(readFileSync(join(clientDir, "assets", spriteFile), "utf8"));
  // The per-file work (Markdown, each page's icons and policy, compression) on every core.
  const pool = createPool<PostbuildTask, PostbuildResult>(postbuildWorker, {
    workerData: {
      symbols: [...symbols],
      cacheDir: cacheEnabled() ? cacheDir() : undefined,
      codeHash: codeHash(postbuildWorker),
    } satisfies PostbuildWorkerData,
  });
  try {
    return await writeOutputs(content, pool, pruneNote, compressedAhead, new Set(serverOnly));
  } finally {
    await pool.close();
  }
}

async function writeOutputs(
  content: BuiltContent,
  pool: Pool<PostbuildTask, PostbuildResult>,
  pruneNote: string,
  compressedAhead: Promise<void>,
  serverOnly: ReadonlySet<string>,
): Promise<string> {
  const { registry } = content;
  // Each page with the languages it exists in, in words of their own: an untranslated article's
  // page in another language shows the original's words and is kept out of indexes (seo.ts).
  const pages: { route: string; languages: readonly Lang[] }[] = [
    { route: "/", languages },
    ...registry.categories.map((category) => ({ route: category.route, languages })),
    ...registry.articles.map((article) => ({
      route: article.route,
      languages: translatedLanguages(article),
    })),
  ];

  // Markdown versions, llms.txt (the index) and the llms-full files (articles in one file)
  const { readingOrder } = indexContent(registry);
  for (const lang of languages) {
    // "" for the default language at the root, "en/" for the others.
    const folder = href("/", lang).slice(1).replace(/.$/, "$&/");
    const markdown = new Map(
      await Promise.all(
        registry.articles.map(async (article) => {
          const done = await pool.run({
            kind: "markdown",
            source: join(contentDir, textLang(article, lang), `${article.key}.mdx`),
            target: join(clientDir, `${href(article.route, lang).slice(1)}.md`),
            options: {
              lang,
              title: article.title[lang],
              description: article.description[lang],
              productName: brand.name,
              siteUrl: brand.siteUrl,
              support: brand.support,
            },
          });
          return [article.key, (done as { markdown: string }).markdown] as const;
        }),
      ),
    );
    const heading = [`# ${tp(lang, "siteName")}`, "", `> ${tp(lang, "homeDescription")}`, ""];
    // An untranslated article is listed in the language it exists in: the original's page and words.
    const full = (articles: readonly NavArticle[]): FullArticle[] =>
      articles.map((article) => ({
        url: brand.siteUrl + href(article.route, textLang(article, lang)),
        markdown: markdown.get(article.key)!,
      }));
    /** Links to the llms-full files, listed in llms.txt's last section. */
    const fullLinks: string[] = [];
    const whole = llmsFull(heading.join("\n"), full(readingOrder));
    if (Buffer.byteLength(whole) < maxLlmsFileBytes) {
      write(join(clientDir, `${folder}llms-full.txt`), whole);
      fullLinks.push(`- [${tp(lang, "llmsFull")}](${brand.siteUrl}/${folder}llms-full.txt)`);
    }
    const lines = [...heading];
    for (const category of registry.categories) {
      lines.push(`## ${category.title[lang]}`, "");
      for (const article of registry.articles.filter((candidate) => candidate.categoryId === category.id)) {
        const words = textLang(article, lang);
        const note =
          words === lang
            ? ""
            : ` (${tp(lang, "inLanguage", { language: language[lang].names[words] ?? words })})`;
        lines.push(
          `- [${article.title[lang]}](${brand.siteUrl}${href(article.route, words)}.md)${note}: ${article.description[lang]}`,
        );
      }
      lines.push("");
      const title = `${tp(lang, "siteName")}: ${category.title[lang]}`;
      const parts = llmsFullParts(
        (part, count) =>
          `# ${count === 1 ? title : tp(lang, "llmsFullPart", { title, part, parts: count })}\n\n> ${category.description[lang]}`,
        full(readingOrder.filter((article) => article.categoryId === category.id)),
      );
      const label = tp(lang, "llmsFullCategory", { category: category.title[lang] });
      for (const [index, text] of parts.entries()) {
        const name = `llms-full/${category.id}${parts.length === 1 ? "" : `.${index + 1}`}.txt`;
        write(join(clientDir, `${folder}${name}`), text);
        const linkText =
          parts.length === 1
            ? label
            : tp(lang, "llmsFullPart", { title: label, part: index + 1, parts: parts.length });
        fullLinks.push(`- [${linkText}](${brand.siteUrl}/${folder}${name})`);
      }
    }
    lines.push(`## ${tp(lang, "llmsFullSection")}`, "", ...fullLinks, "");
    write(join(clientDir, `${folder}llms.txt`), lines.join("\n"));
    write(join(clientDir, openSearchHref(lang).slice(1)), openSearchDescription(lang));
  }

  // Sitemap and robots
  const url = (route: string, lang: Lang) => escapeXml(brand.siteUrl + href(route, lang));
  const entries = pages.flatMap(({ route, languages: translated }) =>
    translated.map(
      (lang) =>
        `  <url>\n    <loc>${url(route, lang)}</loc>\n` +
        translated
          .map(
            (other) =>
              `    <xhtml:link rel="alternate" hreflang="${htmlLang[other]}" href="${url(route, other)}"/>\n`,
          )
          .join("") +
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(route, defaultLang)}"/>\n  </url>`,
    ),
  );
  write(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`,
  );
  write(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`);

  // Each page's icons from the sprite, then its Content-Security-Policy, in the order of the walk
  // (the policy files list the pages in it).
  const policies: Record<string, string> = {};
  const pageFiles = walk(clientDir).filter((path) => path.endsWith(".html"));
  const finished = await Promise.all(
    pageFiles.map(
      async (file) => (await pool.run({ kind: "page", file })) as { policy: string; fromCache: boolean },
    ),
  );
  const pagesReused = finished.filter((page) => page.fromCache).length;
  for (const [index, file] of pageFiles.entries()) {
    const { policy } = finished[index]!;
    const key = `/${relative(clientDir, file).split(sep).join("/")}`;
    policies[key] = policy;
    // The page's own URL too (nginx keys the policy by the URI it was asked for): /a/index.html is /a.
    if (key.endsWith("/index.html")) policies[key.slice(0, -"/index.html".length) || "/"] = policy;
  }
  write(join(buildDir, "security", "csp.json"), `${JSON.stringify(policies, null, 1)}\n`);
  write(
    join(buildDir, "security", "nginx-csp.conf"),
    `# Generated by pipeline/postbuild.ts: the Content-Security-Policy of each page, by the file nginx serves.\nmap_hash_bucket_size 128;\nmap $uri $page_csp {\n  default "${contentSecurityPolicy([])}";\n${Object.entries(
      policies,
    )
      .map(([path, policy]) => `  ${JSON.stringify(path)} "${policy}";`)
      .join("\n")}\n}\n`,
  );

  write(join(buildDir, "nginx", "languages.conf"), nginxLanguageRules(languageTable));

  const helperNote = leanPreloadHelper(join(clientDir, "assets"));

  // Pre-compressed copies of the rest (the pages have theirs; the generated files', made ahead, are
  // copied from the cache)
  await compressedAhead;
  const reused = await Promise.all(
    walk(clientDir)
      .filter(
        (file) =>
          !file.endsWith(".html") &&
          compressible(file, minCompressedBytes) &&
          !serverOnly.has(relative(clientDir, file).split(sep).join("/")),
      )
      .map(async (file) => ((await pool.run({ kind: "compress", file })) as { reused: number }).reused),
  );
  const fromCache = reused.reduce((sum, count) => sum + count, 0);
  return `${pruneNote}; ${helperNote}; ${pagesReused} of ${pageFiles.length} pages' final HTML and ${fromCache} compressed copies of unchanged files reused`;
}

/**
 * The previous builds' scripts and styles, for the pages of theirs still open in a tab
 * (pipeline/carry-assets.ts): from the folders `PREVIOUS_BUILD` names, for `ASSET_GRACE_DAYS`.
 * Runs after postbuild, so the carried files keep their own compressed copies.
 */
export function carryPreviousAssets(): string | undefined {
  const previous = previousBuildsFrom(process.env.PREVIOUS_BUILD, projectDir, delimiter);
  if (previous.length === 0) return undefined;
  if (previous.includes(buildDir))
    throw new Error(`PREVIOUS_BUILD names the folder being built, ${buildDir}`);
  const graceDays = Number(process.env.ASSET_GRACE_DAYS ?? defaultGraceDays);
  if (!(graceDays >= 0))
    throw new Error(`ASSET_GRACE_DAYS must be a number of days, not ${process.env.ASSET_GRACE_DAYS}`);
  return carryAssets(previous, join(clientDir, "assets"), { graceDays });
}
