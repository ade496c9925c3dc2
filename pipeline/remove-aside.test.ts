import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { removeAside } from "./remove-aside";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "remove-aside-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("frees the folder's name at once and deletes what it held meanwhile", async () => {
  const build = join(dir, "build");
  for (let index = 0; index < 200; index++) {
    mkdirSync(join(build, "client", String(index % 10)), { recursive: true });
    writeFileSync(join(build, "client", String(index % 10), `${index}.html`), "page");
  }
  const removed = removeAside(build);
  expect(existsSync(build)).toBe(false);
  mkdirSync(join(build, "client"), { recursive: true });
  writeFileSync(join(build, "client", "index.html"), "the new build's page");
  await removed;
  expect(readdirSync(dir)).toEqual(["build"]);
  expect(readdirSync(join(build, "client"))).toEqual(["index.html"]);
});

it("has nothing to do for a folder that is not there", async () => {
  await expect(removeAside(join(dir, "none"))).resolves.toBeUndefined();
  expect(readdirSync(dir)).toEqual([]);
});
