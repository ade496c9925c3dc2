import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { carryAssets, previousBuildsFrom } from "./carry-assets";

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25);
let root = "";

/** A build folder whose client/assets holds `files` (name: [content, age in days]). */
function build(name: string, files: Record<string, [string, number]>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, "client", "assets"), { recursive: true });
  for (const [file, [content, age]] of Object.entries(files)) {
    const path = join(dir, "client", "assets", file);
    writeFileSync(path, content);
    utimesSync(path, new Date(now - age * day), new Date(now - age * day));
  }
  return dir;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("carrying the previous builds' assets", () => {
  it("copies the files the new build lacks, keeps its own, and leaves behind what is past the grace period", () => {
    root = mkdtempSync(join(tmpdir(), "carry-"));
    const older = build("r1", {
      "feedback.island-AAA.js": ["old feedback", 10],
      "react-AAA.js": ["r1 react", 10],
    });
    const previous = build("r2", {
      "feedback.island-BBB.js": ["feedback", 1],
      "feedback.island-BBB.js.br": ["br", 1],
      "shared-CCC.js": ["previous copy", 1],
      // Carried by r2 from r1 four days ago: still within the week.
      "tabs-DDD.js": ["tabs", 4],
    });
    const next = build("r3", {
      "feedback.island-EEE.js": ["new feedback", 0],
      "shared-CCC.js": ["new copy", 0],
    });
    symlinkSync("/etc/passwd", join(previous, "client", "assets", "link.js"));

    const note = carryAssets([previous, older], join(next, "client", "assets"), { graceDays: 7, now });

    const assets = join(next, "client", "assets");
    expect(readdirSync(assets).sort()).toEqual([
      "feedback.island-BBB.js",
      "feedback.island-BBB.js.br",
      "feedback.island-EEE.js",
      "shared-CCC.js",
      "tabs-DDD.js",
    ]);
    expect(readFileSync(join(assets, "shared-CCC.js"), "utf8")).toBe("new copy");
    // A carried file keeps its age, so it expires a week after the build that made it.
    expect(statSync(join(assets, "tabs-DDD.js")).mtimeMs).toBe(now - 4 * day);
    expect(note).toBe("3 files carried from the previous builds, 2 older than 7 days left behind");
  });

  it("fails, naming it, when a previous build has no assets", () => {
    root = mkdtempSync(join(tmpdir(), "carry-"));
    const next = build("r3", {});
    expect(() => carryAssets([join(root, "missing")], join(next, "client", "assets"))).toThrow(/missing/);
  });

  it("reads the folders a deploy names, relative to the project", () => {
    expect(previousBuildsFrom("releases/a:/srv/b: ", "/app", ":")).toEqual(["/app/releases/a", "/srv/b"]);
    expect(previousBuildsFrom(undefined, "/app", ":")).toEqual([]);
  });
});
