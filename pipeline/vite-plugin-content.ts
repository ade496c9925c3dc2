/**
 * Serves the content registry to the app as virtual modules, validated at every build start:
 * - `virtual:content/nav`: what every page needs (titles, routes, icons, order, nesting);
 * - `virtual:content/registry`: everything (descriptions, keywords, headings), for route loaders,
 *   which run at build time only.
 * - `virtual:icon-sprite`: the URL of the SVG sprite of every icon, emitted as a fingerprinted asset;
 * - `virtual:search-index`: the URLs of the search index of each language, fingerprinted assets
 *   fetched when a reader first focuses a search box.
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
import { buildQuestionsFile } from "../app/lib/assistant/questions-file";
import { buildSearchIndex } from "../app/lib/search/build-index";
import { allIconNames } from "../app/lib/icons";
import { contentDir, loadContent } from "./content/content-source";
import { buildIconSprite } from "./icon-sprite";

const NAV = "virtual:content/nav";
const REGISTRY = "virtual:content/registry";
const ICONS = "virtual:icon-sprite";
const SEARCH = "virtual:search-index";
const QUESTIONS = "virtual:assistant-questions";
const SECTIONS = "virtual:sidebar-sections";
const virtualIds = [NAV, REGISTRY, ICONS, SEARCH, QUESTIONS, SECTIONS];

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

export function contentPlugin(): Plugin {
  let content: BuiltContent | undefined;
  const load = () => (content ??= loadContent());

  // Files generated from content, named by their hash; rebuilt when content changes.
  let assets: Promise<Record<string, GeneratedAsset>> | undefined;
  const generatedAssets = () =>
    (assets ??= buildIconSprite(allIconNames).then((svg): Record<string, GeneratedAsset> => {
      const built = load();
      const { registry, bodies } = built;
      return {
        icons: fingerprinted("icons", "svg", svg),
        ...Object.fromEntries(
          languages.map((lang) => [
            `search-${lang}`,
            fingerprinted(`search-${lang}`, "json", JSON.stringify(buildSearchIndex(registry, bodies, lang))),
          ]),
        ),
        ...Object.fromEntries(
          languages.map((lang) => [
            `questions-${lang}`,
            fingerprinted(`questions-${lang}`, "json", JSON.stringify(buildQuestionsFile(built, lang))),
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
  const url = async (name: string) => `/${(await generatedAssets())[name]!.fileName}`;

  return {
    name: "lumi-content",
    buildStart() {
      content = undefined;
      assets = undefined;
      load();
    },
    resolveId(id) {
      if (virtualIds.includes(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${NAV}`) return `export default ${JSON.stringify(packNav(load().registry))};`;
      if (id === `\0${REGISTRY}`) return `export default ${JSON.stringify(load().registry)};`;
      if (id === `\0${ICONS}`) return `export default ${JSON.stringify(await url("icons"))};`;
      for (const [virtualId, prefix] of [
        [SEARCH, "search"],
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
      for (const { fileName, source } of Object.values(await generatedAssets())) {
        this.emitFile({ type: "asset", fileName, source });
      }
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
        assets = undefined;
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
