import type { Config } from "@react-router/dev/config";
import { languages } from "./app/lib/languages";
import { href } from "./app/lib/urls";

export default {
  ssr: false,
  // BUILD_DIR builds into another folder (the server serves one with the same variable).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true, v8_viteEnvironmentApi: true },
  // Every route of routes.ts (every language), plus each language's not-found page, which the
  // servers send with status 404 for unknown paths.
  prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...languages.map((lang) => href("/404", lang))];
  },
} satisfies Config;
