/**
 * Serves the content registry to the app as virtual modules, validated at every build start:
 * - `virtual:content/nav`: what every page needs (titles, routes, icons, order, nesting);
 * - `virtual:content/registry`: everything (descriptions, keywords, headings), for route loaders,
 *   which run at build time only.
 * A content problem stops the build with the file named.
 */
import type { Plugin } from "vite";
import type { Registry } from "../app/lib/content/types";
import { contentDir, loadContent } from "./content-source";

const NAV = "virtual:content/nav";
const REGISTRY = "virtual:content/registry";

export function navFromRegistry(registry: Registry) {
  return {
    categories: registry.categories.map(({ id, route, icon, searchable, title }) => ({
      id,
      route,
      icon,
      searchable,
      title,
    })),
    articles: registry.articles.map(({ key, categoryId, slug, route, icon, order, parent, title }) => ({
      key,
      categoryId,
      slug,
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
  return {
    name: "lumi-content",
    buildStart() {
      registry = undefined;
      load();
    },
    resolveId(id) {
      if (id === NAV || id === REGISTRY) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${NAV}`) return `export default ${JSON.stringify(navFromRegistry(load()))};`;
      if (id === `\0${REGISTRY}`) return `export default ${JSON.stringify(load())};`;
      return undefined;
    },
    configureServer(server) {
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
