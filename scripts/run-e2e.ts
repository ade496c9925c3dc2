// Runs the browser tests against the production build, after checking what they need.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

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
// A second build of the same tree, as the next release would be deployed beside the first: every
// script fingerprinted anew (BUILD_LABEL), the first build's assets carried forward (PREVIOUS_BUILD).
// tests/e2e/deploy.spec.ts switches a server from the first to it under an open page. It is also the
// brand without a support contact (BRAND_SUPPORT=none), which tests/e2e/support-off.spec.ts reads,
// so both brands are tested end to end for the price of the one extra build.
const next = spawnSync("npm", ["run", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    BUILD_DIR: "build-next",
    BUILD_LABEL: "next",
    PREVIOUS_BUILD: "build",
    BRAND_SUPPORT: "none",
  },
});
if (next.status !== 0) process.exit(next.status ?? 1);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
