import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./pipeline/vite-plugin-content";
import { vocabularyPlugin } from "./pipeline/vocabulary-plugin";
import { earlyScriptsPlugin } from "./pipeline/early-scripts";
import { eagerCompile } from "./pipeline/compile-hints";
import { stacklessReactSentinels } from "./pipeline/stackless-sentinels";
import { islandChunkGroups } from "./pipeline/island-chunks";
import { islandGraphPlugin } from "./pipeline/island-graph";
import { keepServerBundle } from "./pipeline/prerender/keep-bundle";
import { recordModules } from "./pipeline/bundle-record";

// How the browser's code is cut into files (pipeline/island-chunks.ts): React, Vite's preload helper
// and what the islands share each in one file, so a widget's first use is a few requests, not a chain.
// BUILD_LABEL (off by default) names the build at the end of every script it writes, so each script's
// content and fingerprint differ from another build's of the same tree: the browser test of a deploy
// (tests/e2e/deploy.spec.ts) makes its second build this way, as a new release's would differ.
const buildLabel = process.env.BUILD_LABEL;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The brand's support contact is chosen when the build runs (app/config/brand.ts): the browser's
  // code gets the build's setting, not its own `process`, which it does not have.
  define: { "process.env.BRAND_SUPPORT": JSON.stringify(process.env.BRAND_SUPPORT ?? "") },
  plugins: [
    contentPlugin(),
    vocabularyPlugin(),
    earlyScriptsPlugin(),
    islandGraphPlugin(),
    tailwindcss(),
    reactRouter(),
    // The server bundle kept for the pages pre-rendered apart (pipeline/prerender/run.ts).
    keepServerBundle(),
    // What the bundle was made from, by which a rebuild may carry it (pipeline/bundle-reuse.ts).
    recordModules(),
    // React compiled as the file streams in, not on the main thread when an island first needs
    // it (pipeline/compile-hints.ts).
    eagerCompile("react"),
    // React DOM's five sentinel errors made without a stack, which V8 would re-parse React DOM to
    // record (pipeline/stackless-sentinels.ts).
    stacklessReactSentinels(),
  ],
  // No preload helper for lazy chunks: the few they share are small, and the helper (0.8 kB gzip) would
  // sit on every first load.
  build: {
    // No gzip size of every file in the bundler's report: nobody reads it, and at thousands of search
    // shards it was a fifth of the build (postbuild compresses each file once, for real).
    reportCompressedSize: false,
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      output: {
        postFooter: buildLabel ? `/* build ${buildLabel.replace(/[^\w.-]/g, "")} */` : undefined,
        codeSplitting: {
          groups: islandChunkGroups(),
        },
      },
    },
  },
});
