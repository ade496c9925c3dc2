import type { Config } from "@react-router/dev/config";
import { loadRegistry } from "./pipeline/prepared";
import { languages } from "./app/lib/languages";
import { href } from "./app/lib/urls";

export default {
  ssr: false,
  // BUILD_DIR builds into another folder (the server serves one with the same variable).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true, v8_viteEnvironmentApi: true },
  // Every page of every language: the static routes (home, search results, the not-found page the
  // servers send with status 404 for unknown paths), and each category and article of the registry
  // (their routes take the path as a parameter: app/routes.ts).
  prerender({ getStaticPaths }) {
    const registry = loadRegistry();
    const pages = [...registry.categories, ...registry.articles].map((page) => page.route);
    return [...getStaticPaths(), ...languages.flatMap((lang) => pages.map((page) => href(page, lang)))];
  },
} satisfies Config;
