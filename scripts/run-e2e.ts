// Runs the browser tests against the production build, after checking what they need.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { makeNextBuild, nextBuildIsCurrent } from "./next-build";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `The browser tests drive the system's Chromium, and none was found at ${chromium}.\n` +
      "Install it (Debian/Ubuntu: `apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
if (!existsSync(nginx)) {
  console.error(
    `The HTTP contract tests also run against nginx, and none was found at ${nginx}.\n` +
      "Install it (Debian/Ubuntu: `apt-get install -y nginx`) or set NGINX_PATH.",
  );
  process.exit(1);
}
if (!existsSync("build/client/index.html")) {
  console.error("No production build found: run `npm run build` first (`npm test` does this for you).");
  process.exit(1);
}
// The second build (deploys, and the brand without a support contact), unless it is current.
if (!nextBuildIsCurrent()) {
  const status = makeNextBuild();
  if (status !== 0) process.exit(status);
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
