import type { Config } from "@react-router/dev/config";
import { loadRegistry } from "./pipeline/prepared";
import { contentPages, contentPagesApart } from "./pipeline/prerender/pages";
import { noteStaticPaths } from "./pipeline/bundle-record";

export default {
  ssr: false,
  // BUILD_DIR builds into another folder (the server serves one with the same variable).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true, v8_viteEnvironmentApi: true },
  // Every page of every language: the static routes (home, search results, the not-found page the
  // servers send with status 404 for unknown paths), and each category and article of the registry
  // (their routes take the path as a parameter: app/routes.ts). `npm run build` pre-renders the
  // registry's pages apart, in batches (pipeline/prerender/run.ts), but for a few (pipeline/prerender/pages.ts).
  prerender({ getStaticPaths }) {
    const { bundler, apart } = contentPages(loadRegistry());
    const staticPaths = getStaticPaths();
    noteStaticPaths(staticPaths);
    if (process.env[contentPagesApart] === "1") return [...staticPaths, ...bundler];
    return [...staticPaths, ...bundler, ...apart];
  },
} satisfies Config;
