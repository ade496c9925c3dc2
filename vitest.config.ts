import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./pipeline/vite-plugin-content";
import { vocabularyPlugin } from "./pipeline/vocabulary-plugin";
import { earlyScriptsPlugin } from "./pipeline/early-scripts";
import { islandGraphPlugin } from "./pipeline/island-graph";

export default defineConfig({
  plugins: [contentPlugin(), vocabularyPlugin(), earlyScriptsPlugin(), islandGraphPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "pipeline/**/*.test.ts", "server/**/*.test.js", "tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/content-cache.ts"],
    // Every core: the default leaves one free, which on a 2-core CI machine runs the files one by one.
    maxWorkers: availableParallelism(),
    // A loaded 2-core machine runs the property and evaluation tests many times slower than an idle
    // one: a test fails on what it finds, not on the machine's speed.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
