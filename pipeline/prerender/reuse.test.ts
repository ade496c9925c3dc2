import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { languages } from "../../app/lib/content/types";
import type { Registry } from "../../app/lib/content/types";
import { href } from "../../app/lib/urls";
import { bundleHash, environmentRead, pageInputs } from "./reuse";

describe("bundleHash", () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "bundle-hash-"));
    write("index.js", "export const a = 1;");
    write("assets/chunk-abc.js", "export const b = 2;");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("is the same for the same files, and changes with any file's bytes, name or presence", () => {
    const before = bundleHash(dir);
    expect(bundleHash(dir)).toBe(before);
    write("assets/chunk-abc.js", "export const b = 3;");
    const edited = bundleHash(dir);
    expect(edited).not.toBe(before);
    rmSync(join(dir, "assets/chunk-abc.js"));
    write("assets/chunk-abd.js", "export const b = 3;");
    const renamed = bundleHash(dir);
    expect(renamed).not.toBe(edited);
    write("assets/extra.js", "");
    expect(bundleHash(dir)).not.toBe(renamed);
  });
});

describe("pageInputs", () => {
  const article = (key: string, route: string) => ({ key, route }) as Registry["articles"][number];
  const registry = {
    categories: [],
    articles: [article("agentes-ia/a", "/agentes-ia/a"), article("agentes-ia/b", "/agentes-ia/b")],
  } as unknown as Registry;

  test("gives every article page, in every language, the id of the body it shows", () => {
    const ids = Object.fromEntries(
      languages.flatMap((lang) =>
        ["a", "b"].map((name) => [`${lang}/agentes-ia/${name}`, `${lang}-${name}-id`]),
      ),
    );
    const inputs = pageInputs(registry, ids);
    for (const lang of languages) {
      expect(inputs[href("/agentes-ia/a", lang)]).toBe(`${lang}-a-id`);
      expect(inputs[href("/agentes-ia/b", lang)]).toBe(`${lang}-b-id`);
    }
    expect(Object.keys(inputs)).toHaveLength(2 * languages.length);
  });

  test("a body edit changes the inputs of that article's page only", () => {
    const ids = Object.fromEntries(
      languages.flatMap((lang) =>
        ["a", "b"].map((name) => [`${lang}/agentes-ia/${name}`, `${lang}-${name}`]),
      ),
    );
    const edited = languages[0]!;
    const before = pageInputs(registry, ids);
    const after = pageInputs(registry, { ...ids, [`${edited}/agentes-ia/a`]: "new body" });
    const changed = Object.keys(after).filter((path) => after[path] !== before[path]);
    expect(changed).toEqual([href("/agentes-ia/a", edited)]);
  });
});

describe("environmentRead", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "bundle-env-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("lists the variables the bundle reads, but those asked to be left out", () => {
    writeFileSync(
      join(dir, "index.js"),
      "const a = process.env.BRAND_SUPPORT; const b = process.env.LUMI_PREPARED;",
    );
    writeFileSync(join(dir, "notes.txt"), "process.env.NOT_CODE");
    expect(environmentRead(dir, ["LUMI_PREPARED"])).toEqual(["BRAND_SUPPORT"]);
  });

  test("refuses a variable read by a computed name, whose value no key could hold", () => {
    writeFileSync(join(dir, "index.js"), "const name = 'X'; const a = process.env[name];");
    expect(() => environmentRead(dir)).toThrow(/computed name/);
  });
});
