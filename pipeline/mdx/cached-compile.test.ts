import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cachedCompile } from "./cached-compile";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cached-compile-"));
  process.env.BUILD_CACHE_DIR = dir;
});
afterEach(() => {
  delete process.env.BUILD_CACHE_DIR;
  delete process.env.BUILD_CACHE;
  rmSync(dir, { recursive: true, force: true });
});

/** A stand-in compiler that counts its calls and returns what it was given, marked. */
function counting() {
  const calls: string[] = [];
  return {
    calls,
    plugin: {
      name: "compile",
      transform(value: string, id: string) {
        calls.push(id);
        return Promise.resolve(id.endsWith(".mdx") ? { code: `compiled(${value})`, map: null } : undefined);
      },
    },
  };
}

const root = fileURLToPath(new URL("../../", import.meta.url));
const article = join(root, "content/en/a/b.mdx");

async function compile(plugin: ReturnType<typeof cachedCompile>, code: string, id = article) {
  const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | undefined>;
  return (await transform(code, id))?.code;
}

describe("cachedCompile", () => {
  it("compiles an unchanged article once and hands back the same module", async () => {
    const { calls, plugin } = counting();
    expect(await compile(cachedCompile(plugin), "# Hi")).toBe("compiled(# Hi)");
    expect(await compile(cachedCompile(plugin), "# Hi")).toBe("compiled(# Hi)");
    expect(calls).toHaveLength(1);
  });

  it("compiles again when the source, the path or the mode changes", async () => {
    const { calls, plugin } = counting();
    const cached = cachedCompile(plugin);
    await compile(cached, "# Hi");
    expect(await compile(cached, "# Hello")).toBe("compiled(# Hello)");
    await compile(cached, "# Hi", join(root, "content/pt/a/b.mdx"));
    (cached.config as (config: object, env: { mode: string }) => void)({}, { mode: "development" });
    await compile(cached, "# Hi");
    expect(calls).toHaveLength(4);
  });

  it("passes other files through, and compiles every time when the build ignores the cache", async () => {
    const { calls, plugin } = counting();
    expect(await compile(cachedCompile(plugin), "x", join(root, "app/a.ts"))).toBeUndefined();
    process.env.BUILD_CACHE = "off";
    await compile(cachedCompile(plugin), "# Hi");
    await compile(cachedCompile(plugin), "# Hi");
    expect(calls).toHaveLength(3);
  });
});
