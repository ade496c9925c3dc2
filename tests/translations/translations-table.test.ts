// `npm run translations` over the translation fixture (scripts/translation-fixture.ts), as a writer
// runs it: the table lists the article not yet translated and the outdated translation, the build's
// checks pass, and asking to fail on outdated translations fails. The real content has none.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { translationFixture, writeTranslationFixture } from "../../scripts/translation-fixture";
import { defaultLang, otherLanguages } from "../../app/lib/languages";

const dir = mkdtempSync(join(tmpdir(), "lumi-translations-"));
const content = join(dir, "content");
const changed = writeTranslationFixture(content);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function translations(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync("npx", ["tsx", "pipeline/translations.ts", ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

describe("npm run translations", { timeout: 180_000 }, () => {
  it("lists the outdated translation since the day its original changed, and the missing ones", () => {
    const { status, out } = translations({ CONTENT_DIR: content });
    expect(status).toBe(0);
    const rows = out
      .trim()
      .split("\n")
      .map((line) => line.split(/\s{2,}/));
    expect(rows[0]).toEqual(["language", "article", "state", "since"]);
    expect(rows).toContainEqual([
      translationFixture.lagging,
      translationFixture.outdated,
      "outdated",
      changed,
    ]);
    for (const lang of otherLanguages(defaultLang))
      expect(rows.filter((row) => row[0] === lang && row[1] === translationFixture.untranslated)).toEqual([
        [lang, translationFixture.untranslated, "missing", expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
      ]);
    expect(rows).toHaveLength(1 + 1 + otherLanguages(defaultLang).length);
  });

  it("fails on an outdated translation when asked, and only then", () => {
    expect(translations({ CONTENT_DIR: content, TRANSLATIONS_OUTDATED: "fail" }).status).toBe(1);
    expect(translations({ CONTENT_DIR: content }, "--fail-on-outdated").status).toBe(1);
  });

  it("finds every article of the real content translated, and none outdated", () => {
    const { status, out } = translations({ CONTENT_DIR: "", TRANSLATIONS_OUTDATED: "fail" });
    expect(status).toBe(0);
    expect(out).toContain("Every article is translated into every language, and no translation is outdated.");
  });
});
