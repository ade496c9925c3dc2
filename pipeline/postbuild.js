// Runs scripts/postbuild.ts (TypeScript, with the app's "~/" alias) after `react-router build`.
import { join } from "node:path";
import { runnerImport } from "vite";

const { module } = await runnerImport("./pipeline/postbuild.ts", {
  configFile: false,
  resolve: { alias: { "~": join(process.cwd(), "app") } },
});
const helper = module.postbuild();
console.log(
  `postbuild: Markdown, llms.txt, sitemap, robots, per-page CSP and compressed copies written; ${helper}`,
);
