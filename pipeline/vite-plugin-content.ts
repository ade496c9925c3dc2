/**
 * Serves the content registry to the app as virtual modules, validated at every build start:
 * - `virtual:content/nav`: what every page needs (titles, routes, icons, order, nesting);
 * - `virtual:content/registry`: everything (descriptions, keywords, headings), for route loaders,
 *   which run at build time only.
 * - `virtual:content/bodies`: each article's body by `<lang>/<key>`, compiled outside the bundler
 *   (pipeline/mdx/compile-bodies.ts) and read from its file when its page is pre-rendered; empty in the
 *   browser's bundle. An untranslated language's is the original's. The articles' illustrations are
 *   emitted as fingerprinted assets (pipeline/mdx/media-assets.ts).
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
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
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
import { buildIconSprite } from "./icon-sprite";
import { openCache, workDir } from "./build-cache";
import { compileBodies, type CompiledBodies } from "./mdx/compile-bodies";
import { mediaAssets, type MediaAsset } from "./mdx/media-assets";

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

/**
 * The files generated from content, each kept in the build's work folder (pipeline/build-cache.ts)
 * under its file name as soon as it is made, so that only their names stay in memory: at thousands
 * of articles their text is hundreds of megabytes. The browser's build copies them into its output,
 * the development server reads them from there.
 */
interface GeneratedFiles {
  /** Each file's name in the output (`assets/…`) by the name the plugin knows it by. */
  names: Record<string, string>;
  /** Each file's kept copy by its name in the output. */
  kept: Map<string, string>;
}

/** The cache's kind of entry a generated file is. */
const generatedKind = "generated";

function keep(files: GeneratedFiles, entries: [string, GeneratedAsset][]) {
  const cache = openCache(workDir())!;
  for (const [name, { fileName, source }] of entries) {
    files.names[name] = fileName;
    if (files.kept.has(fileName)) continue;
    const key = basename(fileName);
    files.kept.set(fileName, cache.find(generatedKind, key) ?? cache.put(generatedKind, key, source));
  }
}

/** Every file generated from `built`, made one language after another and kept on disk at once. */
async function generateFiles(built: BuiltContent): Promise<GeneratedFiles> {
  const files: GeneratedFiles = { names: {}, kept: new Map() };
  const { registry, bodies } = built;
  keep(files, [["icons", fingerprinted("icons", "svg", await buildIconSprite(allIconNames))]]);
  for (const lang of languages) {
    const questions = buildQuestionsFile(built, lang);
    keep(files, await searchAssets(buildSearchIndex(registry, bodies, lang), questions));
    keep(files, [
      [`questions-${lang}`, fingerprinted(`questions-${lang}`, "json", JSON.stringify(questions))],
    ]);
  }
  keep(
    files,
    indexContent(registry).tree.flatMap(({ category, items }) =>
      languages.map((lang): [string, GeneratedAsset] => {
        const name = sectionAsset(lang, category.id);
        return [name, fingerprinted(name, "json", writeSection(sectionItems(items, lang)))];
      }),
    ),
  );
  return files;
}

/**
 * The files generated from the content this process last built them from. A build loads this plugin
 * in several copies (React Router's child compiler, which reads the route modules, and the build
 * itself), each of which would otherwise make every search file again.
 */
const keptFiles = Symbol.for("lumi.help-centre.generated-files");
interface KeptFiles {
  content: BuiltContent;
  files: Promise<GeneratedFiles>;
}

export function contentPlugin(): Plugin {
  let content: BuiltContent | undefined;
  const load = () => (content ??= loadContent());

  // Files generated from content, named by their hash; made again when content changes.
  const global = globalThis as { [keptFiles]?: KeptFiles };
  const generatedFiles = () => {
    const built = load();
    const kept = global[keptFiles];
    if (kept?.content === built) return kept.files;
    const files = generateFiles(built);
    global[keptFiles] = { content: built, files };
    return files;
  };
  const url = async (name: string) => `/${(await generatedFiles()).names[name]!}`;
  // The articles' bodies, compiled for the pre-renderer once the content is known.
  let bodies: Promise<CompiledBodies> | undefined;
  const compiledBodies = () => (bodies ??= compileBodies(load().registry, contentDir));
  let media: MediaAsset[] | undefined;
  const mediaFiles = () => (media ??= mediaAssets(contentDir, load().bodies));

  return {
    name: "lumi-content",
    async buildStart() {
      // Each environment of a build (the browser's, the pre-renderer's) starts here. The files
      // generated from content (the search files above all) are made once for the same content,
      // and before the bundler loads any module: at thousands of articles their work is long, and
      // run among the bundler's own it would hold up the module runner that loads the assistant's
      // figures past its time limit.
      const current = loadContent();
      if (current !== content) {
        bodies = undefined;
        media = undefined;
      }
      content = current;
      await generatedFiles();
      // The pre-renderer's bodies, compiled before its bundle starts (on worker threads when many).
      if (this.environment.config.consumer === "server") await compiledBodies();
    },
    resolveId(id) {
      if (virtualIds.includes(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${NAV}`) return `export default ${JSON.stringify(packNav(load().registry))};`;
      if (id === `\0${REGISTRY}`) return `export default ${JSON.stringify(load().registry)};`;
      if (id === `\0${BODIES}`) {
        // Bodies are rendered when pages are pre-rendered, never in the browser.
        if (this.environment.config.consumer === "client")
          return 'export const bodies = {};\nexport const runBody = () => Promise.reject(new Error("Article bodies are rendered at build time only"));';
        const { folder, ids } = await compiledBodies();
        // A body is MDX's function-body code: run as @mdx-js/mdx's `run` runs it, a function of the
        // JSX runtime (the pre-renderer's own React), returning the module.
        return [
          'import { readFile } from "node:fs/promises";',
          'import { join } from "node:path";',
          'import { Fragment, jsx, jsxs } from "react/jsx-runtime";',
          `const folder = ${JSON.stringify(folder)};`,
          `export const bodies = ${JSON.stringify(ids)};`,
          "export async function runBody(id) {",
          '  const code = await readFile(join(folder, id), "utf8");',
          "  return new Function(code)({ Fragment, jsx, jsxs }).default;",
          "}",
        ].join("\n");
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
    async writeBundle() {
      // The pre-renderer's output folder is replaced by the server's own build afterwards.
      if (this.environment.config.consumer !== "client") return;
      // Copied beside the bundle rather than emitted through it: at thousands of search shards the
      // bundler's work on each file (and its copy of every one) grew with the content, for files it
      // only passes through.
      const outDir = this.environment.config.build.outDir;
      mkdirSync(join(outDir, "assets"), { recursive: true });
      for (const [fileName, path] of (await generatedFiles()).kept)
        copyFileSync(path, join(outDir, fileName));
      for (const { fileName, source } of mediaFiles()) writeFileSync(join(outDir, fileName), source);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void generatedFiles().then(({ kept }) => {
          const fileName = request.url?.slice(1) ?? "";
          const path = kept.get(fileName);
          const source = path
            ? readFileSync(path)
            : mediaFiles().find((file) => file.fileName === fileName)?.source;
          if (!source) return next();
          response.setHeader(
            "Content-Type",
            fileName.endsWith(".svg") ? "image/svg+xml" : "application/json",
          );
          response.end(source);
        });
      });
      server.watcher.add(contentDir);
      const invalidate = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        content = undefined;
        delete global[keptFiles];
        bodies = undefined;
        media = undefined;
        for (const id of virtualIds) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        // A page is rendered on the server: the browser shows an edit by loading it again.
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", invalidate);
      server.watcher.on("unlink", invalidate);
      server.watcher.on("change", invalidate);
    },
  };
}
