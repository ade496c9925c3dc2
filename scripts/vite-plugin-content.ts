/**
 * Serves the content registry to the app as virtual modules, validated at every build start:
 * - `virtual:content/nav`: what every page needs (titles, routes, icons, order, nesting);
 * - `virtual:content/registry`: everything (descriptions, keywords, headings), for route loaders,
 *   which run at build time only.
 * - `virtual:icon-sprite`: the URL of the SVG sprite of every icon, emitted as a fingerprinted asset.
 * A content problem stops the build with the file named.
 */
import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import type { PackedNav } from "../app/lib/content/nav";
import type { Registry } from "../app/lib/content/types";
import { allIconNames } from "../app/lib/icons";
import { contentDir, loadContent } from "./content-source";
import { buildIconSprite } from "./icon-sprite";

const NAV = "virtual:content/nav";
const REGISTRY = "virtual:content/registry";
const ICONS = "virtual:icon-sprite";

/** A file generated at build time, named by a hash of its content so it can be cached forever. */
interface GeneratedAsset {
  fileName: string;
  source: string;
}

function fingerprinted(name: string, extension: string, source: string): GeneratedAsset {
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { fileName: `assets/${name}-${hash}.${extension}`, source };
}

/** The navigation data every page ships; `key`, `slug` and ids follow from routes (see nav.ts). */
export function navFromRegistry(registry: Registry): PackedNav {
  return {
    categories: registry.categories.map(({ route, icon, searchable, title }) => ({
      route,
      icon,
      searchable,
      title,
    })),
    articles: registry.articles.map(({ route, icon, order, parent, title }) => ({
      route,
      icon,
      order,
      ...(parent === undefined ? {} : { parent }),
      title,
    })),
  };
}

export function contentPlugin(): Plugin {
  let registry: Registry | undefined;
  const load = () => (registry ??= loadContent().registry);
  let sprite: Promise<GeneratedAsset> | undefined;
  const iconSprite = () =>
    (sprite ??= buildIconSprite(allIconNames).then((svg) => fingerprinted("icons", "svg", svg)));
  return {
    name: "lumi-content",
    buildStart() {
      registry = undefined;
      load();
    },
    resolveId(id) {
      if (id === NAV || id === REGISTRY || id === ICONS) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${NAV}`) return `export default ${JSON.stringify(navFromRegistry(load()))};`;
      if (id === `\0${REGISTRY}`) return `export default ${JSON.stringify(load())};`;
      if (id === `\0${ICONS}`)
        return `export default ${JSON.stringify(`/${(await iconSprite()).fileName}`)};`;
      return undefined;
    },
    async generateBundle() {
      const { fileName, source } = await iconSprite();
      this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void iconSprite().then(({ fileName, source }) => {
          if (request.url !== `/${fileName}`) return next();
          response.setHeader("Content-Type", "image/svg+xml");
          response.end(source);
        });
      });
      server.watcher.add(contentDir);
      const invalidate = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        registry = undefined;
        for (const id of [NAV, REGISTRY]) {
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
