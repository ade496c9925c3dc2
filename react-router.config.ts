import type { Config } from "@react-router/dev/config";

export default {
  ssr: false,
  // BUILD_DIR builds into another folder (the server serves one with the same variable).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true, v8_viteEnvironmentApi: true },
  // Every route of routes.ts (both languages), plus the two not-found pages the server sends
  // with status 404 for unknown paths.
  prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404", "/en/404"];
  },
} satisfies Config;
