/**
 * Serves the content registry to the app as virtual modules, validated at every build start:
 * - `virtual:content/nav`: what every page needs (titles, routes, icons, order, nesting);
 * - `virtual:content/registry`: everything (descriptions, keywords, headings), for route loaders,
 *   which run at build time only.
 * - `virtual:content/bodies`: each article's body module by `<lang>/<key>`, loaded on demand (each its
 *   own chunk) when pages are pre-rendered, and empty in the browser's bundle; an untranslated
 *   language's is the original's file.
 * - `virtual:icon-sprite`: the URL of the SVG sprite of every icon, emitted as a fingerprinted asset;
 * - `virtual:search-index`: the URL of each language's search entry (pipeline/search-files.ts: its
 *   whole documents, or the entry naming its shards), fingerprinted assets fetched when a reader
 *   first shows intent on a search box.
 * - `virtual:assistant-questions`: the URLs of each language's readers' questions by section,
 *   fingerprinted assets fetched when the assistant opens.
 * - `virtual:sidebar-sections`: the URLs of each category's sidebar links in each language
 *   (app/lib/content/sidebar-section.ts), fingerprinted assets a page names on its sidebar's
 *   sections and loads when a reader opens one the page does not carry.
 * A content problem stops the build with the file named.
 */
import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import type { BuiltContent } from "./content/build-registry";
import { indexContent } from "../app/lib/content/navigation";
import { packNav } from "../app/lib/content/packed-nav";
import { sectionItems, writeSection } from "../app/lib/content/sidebar-section";
import { languages } from "../app/lib/content/types";
import type { SearchIndexFile } from "../app/lib/search/types";
import { buildQuestionsFile, type QuestionsFile } from "../app/lib/assistant/questions-file";
import { buildSearchIndex } from "../app/lib/search/build-index";
import { withFiles } from "../app/lib/search/shards/write";
import { shardName } from "../app/lib/search/shards/format";
import { searchFiles, shardMode } from "./search-files";
import { loadRetrievalFigures } from "./assistant-figures";
import { allIconNames } from "../app/lib/icons";
import { contentDir, loadContent } from "./content/content-source";
import { textLang } from "../app/lib/content/translation";
import { buildIconSprite } from "./icon-sprite";

const NAV = "virtual:content/nav";
const REGISTRY = "virtual:content/registry";
const BODIES = "virtual:content/bodies";
const ICONS = "virtual:icon-sprite";
const SEARCH = "virtual:search-index";
const QUESTIONS = "virtual:assistant-questions";
const SECTIONS = "virtual:sidebar-sections";
const virtualIds = [NAV, REGISTRY, BODIES, ICONS, SEARCH, QUESTIONS, SECTIONS];

/** The generated asset of a category's sidebar links in one language. */
const sectionAsset = (lang: string, categoryId: string) => `sidebar-${lang}-${categoryId}`;

/** A file generated at build time, named by a hash of its content so it can be cached forever. */
interface GeneratedAsset {
  fileName: string;
  source: string;
}

function fingerprinted(name: string, extension: string, source: string): GeneratedAsset {
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { fileName: `assets/${name}-${hash}.${extension}`, source };
}

/**
 * A language's search files as assets: `search-<lang>` (its documents), `search-entry-<lang>` (what
 * search loads first: the documents, or the sharded entry) and the shards, `search-<lang>-<shard>`.
 */
async function searchAssets(
  file: SearchIndexFile,
  questions: QuestionsFile,
): Promise<[string, GeneratedAsset][]> {
  const { lang } = file;
  const { whole, sharded } = await searchFiles(file, questions, shardMode(), loadRetrievalFigures);
  const documents = fingerprinted(`search-${lang}`, "json", whole);
  if (!sharded)
    return [
      [`search-${lang}`, documents],
      [`search-entry-${lang}`, documents],
    ];
  // Every shard of the language carries one fingerprint, that of them all, so the entry need
  // not list their names: a help centre of thousands of pages has thousands of shards.
  const fingerprint = createHash("sha256");
  for (const [name, source] of [...sharded.files].sort(([a], [b]) => (a < b ? -1 : 1)))
    fingerprint.update(name).update("\0").update(source).update("\0");
  const generation = fingerprint.digest("base64url").slice(0, 10);
  const fileName = (name: string) => `assets/search-${lang}-${name}-${generation}.json`;
  const shards = [...sharded.files].map(([name, source]): [string, GeneratedAsset] => [
    `search-${lang}-${name}`,
    { fileName: fileName(name), source },
  ]);
  const entry = withFiles(sharded.entry, `/${fileName(shardName)}`);
  return [
    [`search-${lang}`, documents],
    [`search-entry-${lang}`, fingerprinted(`search-${lang}-entry`, "json", JSON.stringify(entry))],
    ...shards,
  ];
}

export function contentPlugin(): Plugin {
  let content: BuiltContent | undefined;
  const load = () => (content ??= loadContent());

  // Files generated from content, named by their hash; rebuilt when content changes.
  let assets: Promise<Record<string, GeneratedAsset>> | undefined;
  const generatedAssets = () =>
    (assets ??= buildIconSprite(allIconNames).then(async (svg): Promise<Record<string, GeneratedAsset>> => {
      const built = load();
      const { registry, bodies } = built;
      const questions = Object.fromEntries(languages.map((lang) => [lang, buildQuestionsFile(built, lang)]));
      // One language after another, so one language's index at a time is in memory.
      const search: [string, GeneratedAsset][][] = [];
      for (const lang of languages)
        search.push(await searchAssets(buildSearchIndex(registry, bodies, lang), questions[lang]!));
      return {
        icons: fingerprinted("icons", "svg", svg),
        ...Object.fromEntries(search.flat()),
        ...Object.fromEntries(
          languages.map((lang) => [
            `questions-${lang}`,
            fingerprinted(`questions-${lang}`, "json", JSON.stringify(questions[lang])),
          ]),
        ),
        ...Object.fromEntries(
          indexContent(registry).tree.flatMap(({ category, items }) =>
            languages.map((lang) => {
              const name = sectionAsset(lang, category.id);
              return [name, fingerprinted(name, "json", writeSection(sectionItems(items, lang)))];
            }),
          ),
        ),
      };
    }));
  // Their names, kept once the files themselves are released: the browser's bundle emits the files,
  // after which the pre-renderer's bundle needs only their URLs (at thousands of articles the search
  // files are hundreds of megabytes the process would otherwise hold to its end).
  let names: Promise<Record<string, string>> | undefined;
  const assetNames = () =>
    (names ??= generatedAssets().then((generated) =>
      Object.fromEntries(Object.entries(generated).map(([name, { fileName }]) => [name, fileName])),
    ));
  const url = async (name: string) => `/${(await assetNames())[name]!}`;

  return {
    name: "lumi-content",
    async buildStart() {
      // Each environment of a build (the browser's, the pre-renderer's) starts here. The files
      // generated from content (the search files above all) are made once for the same content,
      // and before the bundler loads any module: at thousands of articles their work is long, and
      // run among the bundler's own it would hold up the module runner that loads the assistant's
      // figures past its time limit.
      const current = loadContent();
      if (current !== content) [assets, names] = [undefined, undefined];
      content = current;
      await assetNames();
    },
    resolveId(id) {
      if (virtualIds.includes(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${NAV}`) return `export default ${JSON.stringify(packNav(load().registry))};`;
      if (id === `\0${REGISTRY}`) return `export default ${JSON.stringify(load().registry)};`;
      if (id === `\0${BODIES}`) {
        // Bodies are rendered when pages are pre-rendered, never in the browser: the browser's
        // bundle would otherwise build a chunk per article and language only to discard them.
        if (this.environment.config.consumer === "client") return "export default {};";
        const imports = load().registry.articles.flatMap((article) =>
          languages.map((lang) => {
            const file = `${contentDir}${textLang(article, lang)}/${article.key}.mdx`;
            return `${JSON.stringify(`${lang}/${article.key}`)}: () => import(${JSON.stringify(file)})`;
          }),
        );
        return `export default {\n${imports.join(",\n")}\n};`;
      }
      if (id === `\0${ICONS}`) return `export default ${JSON.stringify(await url("icons"))};`;
      for (const [virtualId, prefix] of [
        [SEARCH, "search-entry"],
        [QUESTIONS, "questions"],
      ] as const) {
        if (id !== `\0${virtualId}`) continue;
        const entries = await Promise.all(
          languages.map(async (lang) => [lang, await url(`${prefix}-${lang}`)] as const),
        );
        return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
      }
      if (id === `\0${SECTIONS}`) {
        const { categories } = load().registry;
        const entries = await Promise.all(
          languages.map(async (lang) => {
            const byCategory = await Promise.all(
              categories.map(async ({ id }) => [id, await url(sectionAsset(lang, id))] as const),
            );
            return [lang, Object.fromEntries(byCategory)] as const;
          }),
        );
        return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
      }
      return undefined;
    },
    async generateBundle() {
      // The pre-renderer's output folder is replaced by the server's own build afterwards.
      if (this.environment.config.consumer !== "client") return;
      // One file may stand under two names (a language's documents, searched whole, are its entry too).
      const files = new Map(
        Object.values(await generatedAssets()).map((asset) => [asset.fileName, asset.source]),
      );
      for (const [fileName, source] of files) this.emitFile({ type: "asset", fileName, source });
      await assetNames();
      assets = undefined;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void generatedAssets().then((generated) => {
          const asset = Object.values(generated).find(({ fileName }) => request.url === `/${fileName}`);
          if (!asset) return next();
          response.setHeader(
            "Content-Type",
            asset.fileName.endsWith(".svg") ? "image/svg+xml" : "application/json",
          );
          response.end(asset.source);
        });
      });
      server.watcher.add(contentDir);
      const invalidate = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        content = undefined;
        [assets, names] = [undefined, undefined];
        for (const id of virtualIds) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on("add", invalidate);
      server.watcher.on("unlink", invalidate);
      server.watcher.on("change", invalidate);
    },
  };
}
