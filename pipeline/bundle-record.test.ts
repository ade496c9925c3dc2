import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundleRecordVariable, noteServed, noteStaticPaths, projectFile, recorded } from "./bundle-record";

describe("the project file a module id names", () => {
  const root = join(tmpdir(), "site");
  it("is the path under the project's root, its query left off", () => {
    expect(projectFile(join(root, "app", "root.tsx"), root)).toBe("app/root.tsx");
    expect(projectFile(`${join(root, "app", "app.css")}?direct`, root)).toBe("app/app.css");
  });

  it("is none for virtual modules, packages and files outside the project", () => {
    expect(projectFile("\0virtual:content/nav", root)).toBeUndefined();
    expect(projectFile("virtual:early-scripts", root)).toBeUndefined();
    expect(projectFile(join(root, "node_modules", "react", "index.js"), root)).toBeUndefined();
    expect(projectFile(join(root, "..", "other", "app", "root.tsx"), root)).toBeUndefined();
    expect(projectFile(`${root}-2/app/root.tsx`, root)).toBeUndefined();
  });
});

describe("the record the bundler's process keeps", () => {
  it("lists each served module once, sorted, with the static paths", () => {
    noteServed("server", "\0virtual:content/nav");
    noteServed("client", "\0virtual:content/nav");
    noteServed("client", "\0virtual:content/nav");
    noteStaticPaths(["/", "/busca"]);
    const record = recorded();
    expect(record.served).toEqual([
      ["client", "\0virtual:content/nav"],
      ["server", "\0virtual:content/nav"],
    ]);
    expect(record.staticPaths).toEqual(["/", "/busca"]);
  });

  it("is written, when the process exits, to the file the build names", () => {
    const dir = mkdtempSync(join(tmpdir(), "bundle-record-"));
    try {
      const file = join(dir, "record.json");
      const script = [
        `import { noteServed, noteStaticPaths } from ${JSON.stringify(new URL("./bundle-record.ts", import.meta.url).pathname)};`,
        'noteServed("client", "\\0virtual:search-index");',
        'noteStaticPaths(["/en"]);',
      ].join("\n");
      const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        env: { ...process.env, [bundleRecordVariable]: file },
        encoding: "utf8",
      });
      expect(run.stderr).toBe("");
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
        served: [["client", "\0virtual:search-index"]],
        files: [],
        staticPaths: ["/en"],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
