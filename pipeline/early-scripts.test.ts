import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { languageTable } from "../app/lib/languages";
import { compileEarlyScript, earlyScripts } from "./early-scripts";

const scratch = mkdtempSync(join(tmpdir(), "early-scripts-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("compileEarlyScript", () => {
  it("compiles every early script to text that neither ends its element nor reads Node's process", async () => {
    for (const file of Object.values(earlyScripts)) {
      const { code } = await compileEarlyScript(file);
      expect(code.length, file).toBeGreaterThan(0);
      expect(code, file).not.toMatch(/\bprocess\b/);
    }
  });

  it("gives the redirect script every language's prefix from the table, and nothing else of the table", async () => {
    const { code, inputs } = await compileEarlyScript(earlyScripts.earlyLanguageScript);
    for (const row of languageTable) expect(code).toContain(`${row.code}:"${row.prefix}"`);
    for (const row of languageTable) expect(code).not.toContain(row.ogLocale);
    expect(inputs.every((input) => !input.includes("<define:"))).toBe(true);
  });

  it("refuses a script that reads a build-time setting from process.env", async () => {
    const file = join(scratch, "reads-env.ts");
    writeFileSync(file, 'document.title = process.env.SOME_SETTING ?? "";\n');
    await expect(compileEarlyScript(file)).rejects.toThrow(/process/);
  });
});
