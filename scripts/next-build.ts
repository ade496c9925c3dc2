// The second build the browser tests need: the same tree built again, as the next release would be
// deployed beside the first. Every script is fingerprinted anew (BUILD_LABEL) and the first build's
// assets are carried forward (PREVIOUS_BUILD); tests/e2e/deploy.spec.ts switches a server from the
// first to it under an open page. It is also the brand without a support contact
// (BRAND_SUPPORT=none), which tests/e2e/support-off.spec.ts reads, so both brands are tested end to
// end for the price of the one extra build; and its search is sharded (SEARCH_SHARDS=always), as a
// help centre too large to be searched whole is, which tests/e2e/sharded-search.spec.ts reads. Its
// content is generated: the scale bench's corpus twice `content/` (scripts/scale/corpus.ts: the real
// articles and a re-lettered copy of each, in extra categories where a category is full), so that
// search and the assistant are also tested on a help centre that is not the one they were tuned on;
// with the translation fixture on top (scripts/translation-fixture.ts: an article not yet
// translated, a translation outdated), which tests/e2e/translations.spec.ts reads.
//
// `npm run build:next` makes it; `npm run test:e2e` makes it unless it was made from the current
// first build (`npm test` makes it beside the unit tests).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { fixtureContentDir, writeTranslationFixture } from "./translation-fixture";

const first = "build";
/** How many times `content/` the second build's content is (see above). */
export const nextBuildMultiple = 2;
const next = "build-next";
/** In the second build: which first build it was made from (the first's home page's modification time). */
const madeFrom = join(next, "made-from");

const firstBuildStamp = () => String(statSync(join(first, "client", "index.html")).mtimeMs);

/** Whether the second build exists and was made from the first build as it is now. */
export function nextBuildIsCurrent(): boolean {
  return existsSync(madeFrom) && readFileSync(madeFrom, "utf8") === firstBuildStamp();
}

/** Builds the second build; returns the build's exit status. */
export function makeNextBuild(): number {
  const stamp = firstBuildStamp();
  // A build that fails half-way leaves no stamp behind.
  rmSync(madeFrom, { force: true });
  writeTranslationFixture(fixtureContentDir, nextBuildMultiple);
  const result = spawnSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      BUILD_DIR: next,
      BUILD_LABEL: "next",
      PREVIOUS_BUILD: first,
      BRAND_SUPPORT: "none",
      SEARCH_SHARDS: "always",
      CONTENT_DIR: fixtureContentDir,
    },
  });
  if (result.status === 0) writeFileSync(madeFrom, stamp);
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync(join(first, "client", "index.html"))) {
    console.error("No first build to follow: run `npm run build` first.");
    process.exit(1);
  }
  const status = makeNextBuild();
  if (status === 0) console.log(`Built ${next}/ after ${first}/.`);
  process.exit(status);
}
