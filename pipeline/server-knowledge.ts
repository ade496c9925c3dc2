/**
 * The server's knowledge of the help centre, written after the client build into `build/server/`:
 * - `knowledge.js`: app/lib/knowledge/knowledge.ts bundled for Node (the assistant's retrieval and
 *   judgement, the search engine), so the server, plain JavaScript, runs the browser's own code;
 * - `manifest.json`: the site's origin and product name and, for each language, the build's own
 *   fingerprinted search index and readers' questions files, the site's description and the tree of
 *   categories and articles;
 * - `languages.json`: each language's code and URL prefix from the language table, which the server
 *   reads to send the not-found page of a path's language.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { brand } from "~/config/brand";
import type { Registry } from "~/lib/content/types";
import { languageTable, languages, type Lang } from "~/lib/languages";
import { textLang } from "~/lib/content/translation";
import { tp } from "~/lib/page-messages";
import { href } from "~/lib/urls";
import type { CatalogueCategory } from "~/lib/knowledge/knowledge";
import { vocabularyPlugin } from "./vocabulary-plugin";
import { searchEntryFileName } from "./search-entry-name";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

/** The one file of the build named `<name>-<hash>.json` under assets/. */
function generatedFile(clientDir: string, name: string): string {
  const pattern = new RegExp(`^${name}-[\\w-]{10}\\.json$`);
  const found = readdirSync(join(clientDir, "assets")).filter((file) => pattern.test(file));
  if (found.length !== 1)
    throw new Error(`Expected one ${name} file in the build's assets, found ${found.length}`);
  return `assets/${found[0]}`;
}

/**
 * A language's search files: its entry (search-entry-name.ts), and its documents: the entry itself
 * when the language is searched whole, a file of their own when it is sharded (pipeline/search-files.ts).
 */
function searchFilesOf(clientDir: string, lang: string): { index: string; searchEntry: string } {
  const entry = searchEntryFileName(lang);
  if (!existsSync(join(clientDir, entry))) throw new Error(`The build has no search entry ${entry}`);
  const sharded = readdirSync(join(clientDir, "assets")).some((file) =>
    new RegExp(`^search-${lang}-[\\w-]{10}\\.json$`).test(file),
  );
  return { index: sharded ? generatedFile(clientDir, `search-${lang}`) : entry, searchEntry: `/${entry}` };
}

export function catalogue(registry: Registry, lang: Lang): CatalogueCategory[] {
  return registry.categories.map((category) => ({
    title: category.title[lang],
    description: category.description[lang],
    url: href(category.route, lang),
    articles: registry.articles
      .filter((article) => article.categoryId === category.id)
      .map((article) => {
        const parent =
          article.parent &&
          registry.articles.find(
            (other) => other.categoryId === category.id && other.slug === article.parent,
          );
        return {
          title: article.title[lang],
          description: article.description[lang],
          // An article not yet translated is listed in the language it exists in: the original's page.
          url: href(article.route, textLang(article, lang)),
          ...(parent ? { parent: href(parent.route, lang) } : {}),
        };
      }),
  }));
}

export async function writeServerKnowledge(buildDir: string, registry: Registry): Promise<void> {
  const clientDir = join(buildDir, "client");
  const outDir = join(buildDir, "server");
  await build({
    configFile: false,
    logLevel: "warn",
    root: projectDir,
    resolve: { alias: { "~": resolve(projectDir, "app") } },
    // The language stack's words, validated, as in the client build.
    plugins: [vocabularyPlugin()],
    ssr: { noExternal: true },
    build: {
      ssr: resolve(projectDir, "app/lib/knowledge/knowledge.ts"),
      outDir,
      emptyOutDir: true,
      minify: false,
      target: "node20",
      copyPublicDir: false,
      // One file: the search client's code for a sharded language, loaded apart in the browser, is
      // in it too (the server holds every language at start).
      rollupOptions: {
        output: { format: "esm", entryFileNames: "knowledge.js", codeSplitting: false },
      },
    },
  });
  mkdirSync(outDir, { recursive: true });
  const manifest = {
    siteUrl: brand.siteUrl,
    productName: brand.name,
    languages: Object.fromEntries(
      languages.map((lang) => [
        lang,
        {
          ...searchFilesOf(clientDir, lang),
          questions: generatedFile(clientDir, `questions-${lang}`),
          description: tp(lang, "homeDescription"),
          catalogue: catalogue(registry, lang),
        },
      ]),
    ),
  };
  writeFileSync(join(outDir, "manifest.json"), JSON.stringify(manifest));
  // The plain-JS server's copy of the language table: the URL prefixes that pick a not-found page.
  writeFileSync(
    join(outDir, "languages.json"),
    JSON.stringify(languageTable.map(({ code, prefix }) => ({ code, prefix }))),
  );
}
