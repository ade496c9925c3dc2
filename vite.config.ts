import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdxImages from "remark-mdx-images";
import { defineConfig } from "vite";
import { remarkHeadingIds } from "./pipeline/mdx/remark-heading-ids";
import { remarkImageSize } from "./pipeline/mdx/remark-image-size";
import { remarkUnwrapImages } from "./pipeline/mdx/remark-unwrap-images";
import { contentPlugin } from "./pipeline/vite-plugin-content";
import { vocabularyPlugin } from "./pipeline/vocabulary-plugin";
import { earlyScriptsPlugin } from "./pipeline/early-scripts";
import { eagerCompile } from "./pipeline/compile-hints";
import { stacklessReactSentinels } from "./pipeline/stackless-sentinels";

// React in one file of its own rather than split along the islands' lines: every island needs it,
// the entry script does not (it stays off the first load), and it changes only with React's version.
// React's server renderer (used at build time by app/islands/island.tsx) never reaches the browser.
// Vite's preload helper in a file of its own too, so pipeline/lean-preload.ts can reduce it to the
// plain import call it amounts to here (modulePreload is off).
const chunkOf = (id: string) => (id.includes("vite/preload-helper") ? "preload-helper" : reactChunk(id));
const reactChunk = (id: string) =>
  /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) &&
  !/react-dom[\\/](server|cjs[\\/]react-dom-server)/.test(id)
    ? "react"
    : null;

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
    {
      enforce: "pre",
      ...mdx({
        remarkPlugins: [
          remarkFrontmatter,
          remarkGfm,
          remarkUnwrapImages,
          remarkMdxImages,
          remarkImageSize,
          remarkHeadingIds,
        ],
      }),
    },
    tailwindcss(),
    reactRouter(),
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
    assetsInlineLimit: 0,
    modulePreload: false,
    rolldownOptions: {
      output: {
        postFooter: buildLabel ? `/* build ${buildLabel.replace(/[^\w.-]/g, "")} */` : undefined,
        codeSplitting: {
          groups: [{ name: chunkOf }],
        },
      },
    },
  },
});
