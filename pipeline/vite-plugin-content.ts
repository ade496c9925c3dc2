/**
 * Serves the content registry to the app as virtual modules, validated at every build start:
 * - `virtual:content/nav`: what every page needs (titles, routes, icons, order, nesting);
 * - `virtual:content/registry`: everything (descriptions, keywords, headings), for route loaders,
 *   which run at build time only. When the build hands over what it prepared (pipeline/prepared.ts),
 *   the pre-renderer's bundle reads it, and the bodies' ids, from that file as it runs
 *   (`virtual:content/prepared`), so the bundle's code does not change with an article.
 * - `virtual:content/bodies`: each article's body by `<lang>/<key>`, compiled outside the bundler
 *   (pipeline/mdx/compile-bodies.ts) and read from its file when its page is pre-rendered; empty in the
 *   browser's bundle. An untranslated language's is the original's. The articles' illustrations are
 *   emitted as fingerprinted assets (pipeline/mdx/media-assets.ts).
 * - `virtual:icon-sprite`: the URL of the SVG sprite of every icon, emitted as a fingerprinted asset;
 * - `virtual:search-index`: the URL of each language's search entry (pipeline/search-files.ts: its
 *   whole documents, or the entry naming its shards), fetched when a reader first shows intent on a
 *   search box, and (`sharded`) the languages whose entry names shards; the entry's name stays
 *   while the content changes (pipeline/search-entry-name.ts), so an article's edit does not
 *   change the browser's code.
 * - `virtual:assistant-questions`: the URLs of each language's readers' questions by section,
 *   fingerprinted assets fetched when the assistant opens.
 * - `virtual:sidebar-sections`: the URLs of each category's sidebar links in each language
 *   (app/lib/content/sidebar-section.ts), fingerprinted assets a page names on its sidebar's
 *   sections and loads when a reader opens one the page does not carry.
 * A content problem stops the build with the file named.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import type { BuiltContent } from "./content/build-registry";
import { packNav } from "../app/lib/content/packed-nav";
import { languages } from "../app/lib/content/types";
import { contentDir, loadContent } from "./content/content-source";
import { sectionAsset } from "./generated-files";
import { noteServed } from "./bundle-record";
import { prepare, preparedVariable, readPrepared, writePreparedFiles, type Prepared } from "./prepared";

const NAV = "virtual:content/nav";
const REGISTRY = "virtual:content/registry";
const BODIES = "virtual:content/bodies";
const ICONS = "virtual:icon-sprite";
const SEARCH = "virtual:search-index";
const QUESTIONS = "virtual:assistant-questions";
const SECTIONS = "virtual:sidebar-sections";
/** The pre-renderer's registry and compiled bodies, read from the handed-over file (pipeline/prepared.ts). */
const PREPARED = "virtual:content/prepared";
const virtualIds = [NAV, REGISTRY, BODIES, ICONS, SEARCH, QUESTIONS, SECTIONS, PREPARED];

/**
 * The source of the virtual module `id` (as the bundler asks for it: `\0virtual:…`) for an
 * environment whose consumer is `consumer`, from `prepared`; `readAtRun` when the build handed its
 * prepared file over, which the pre-renderer's bundle then reads as it runs. A function of its
 * arguments only: the build reads the same sources to tell whether a kept bundle still holds
 * (pipeline/bundle-reuse.ts).
 */
export function contentModule(
  id: string,
  prepared: Prepared,
  consumer: "client" | "server",
  readAtRun: boolean,
): string | undefined {
  const { registry, files } = prepared;
  const url = (name: string) => `/${files.names[name]!}`;
  if (id === `\0${NAV}`) return `export default ${JSON.stringify(packNav(registry))};`;
  if (id === `\0${PREPARED}`)
    return [
      'import { readFileSync } from "node:fs";',
      `const { registry, bodies } = JSON.parse(readFileSync(process.env.${preparedVariable}, "utf8"));`,
      "export { registry, bodies };",
    ].join("\n");
  // Read when the pre-renderer runs, from the file the build handed over: the bundle's code then
  // holds none of the content's words, and its hash tells a page's code apart from its content
  // (pipeline/prerender/reuse.ts).
  const atRun = consumer !== "client" && readAtRun;
  if (id === `\0${REGISTRY}`)
    return atRun
      ? `export { registry as default } from "${PREPARED}";`
      : `export default ${JSON.stringify(registry)};`;
  if (id === `\0${BODIES}`) {
    // Bodies are rendered when pages are pre-rendered, never in the browser.
    if (consumer === "client")
      return 'export const bodies = {};\nexport const runBody = () => Promise.reject(new Error("Article bodies are rendered at build time only"));';
    const { folder, ids } = prepared.bodies;
    // A body is MDX's function-body code: run as @mdx-js/mdx's `run` runs it, a function of the
    // JSX runtime (the pre-renderer's own React), returning the module.
    return [
      'import { readFile } from "node:fs/promises";',
      'import { join } from "node:path";',
      'import { Fragment, jsx, jsxs } from "react/jsx-runtime";',
      ...(atRun
        ? [
            `import { bodies as compiled } from "${PREPARED}";`,
            "const folder = compiled.folder;",
            "export const bodies = compiled.ids;",
          ]
        : [`const folder = ${JSON.stringify(folder)};`, `export const bodies = ${JSON.stringify(ids)};`]),
      "export async function runBody(id) {",
      '  const code = await readFile(join(folder, id), "utf8");',
      "  return new Function(code)({ Fragment, jsx, jsxs }).default;",
      "}",
    ].join("\n");
  }
  if (id === `\0${ICONS}`) return `export default ${JSON.stringify(url("icons"))};`;
  const byLanguage = (prefix: string) =>
    `export default ${JSON.stringify(Object.fromEntries(languages.map((lang) => [lang, url(`${prefix}-${lang}`)])))};`;
  if (id === `\0${SEARCH}`)
    return `${byLanguage("search-entry")}\nexport const sharded = ${JSON.stringify(files.sharded)};`;
  if (id === `\0${QUESTIONS}`) return byLanguage("questions");
  if (id === `\0${SECTIONS}`) {
    const sections = languages.map((lang) => [
      lang,
      Object.fromEntries(registry.categories.map(({ id }) => [id, url(sectionAsset(lang, id))])),
    ]);
    return `export default ${JSON.stringify(Object.fromEntries(sections))};`;
  }
  return undefined;
}

/**
 * What this process prepared from content itself, when the build handed nothing over (pipeline/prepared.ts).
 * A build loads this plugin in several copies (React Router's child compiler, which reads the route
 * modules, and the build itself), each of which would otherwise make every search file again.
 */
const preparedHere = Symbol.for("lumi.help-centre.prepared-here");
interface PreparedHere {
  content: BuiltContent;
  prepared: Promise<Prepared>;
}

export function contentPlugin(): Plugin {
  const global = globalThis as { [preparedHere]?: PreparedHere };
  let current: Promise<Prepared> | undefined;
  /** What the build prepared, else what this process prepares from the content as it is now. */
  const prepared = () =>
    (current ??= (() => {
      const handed = readPrepared();
      if (handed) return Promise.resolve(handed);
      const content = loadContent();
      const here = global[preparedHere];
      if (here?.content === content) return here.prepared;
      const made = prepare(content);
      global[preparedHere] = { content, prepared: made };
      return made;
    })());

  return {
    name: "lumi-content",
    async buildStart() {
      // Each environment of a build (the browser's, the pre-renderer's) starts here. What the
      // content gives (the search files above all, and the compiled bodies) is made once for the
      // same content, and before the bundler loads any module: at thousands of articles the work is
      // long, and run among the bundler's own it would hold up the module runner that loads the
      // assistant's figures past its time limit.
      current = undefined;
      await prepared();
    },
    resolveId(id) {
      if (virtualIds.includes(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!virtualIds.some((virtualId) => id === `\0${virtualId}`)) return undefined;
      const { consumer } = this.environment.config;
      noteServed(consumer, id);
      return contentModule(id, await prepared(), consumer, readPrepared() !== undefined);
    },
    async writeBundle() {
      // The pre-renderer's output folder is replaced by the server's own build afterwards.
      if (this.environment.config.consumer !== "client") return;
      writePreparedFiles(await prepared(), this.environment.config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void prepared().then(({ files, media }) => {
          const fileName = request.url?.slice(1) ?? "";
          const path = files.kept.get(fileName) ?? media.find((file) => file.fileName === fileName)?.path;
          if (!path) return next();
          response.setHeader(
            "Content-Type",
            fileName.endsWith(".svg") ? "image/svg+xml" : "application/json",
          );
          response.end(readFileSync(path));
        });
      });
      server.watcher.add(contentDir);
      const invalidate = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        current = undefined;
        delete global[preparedHere];
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
