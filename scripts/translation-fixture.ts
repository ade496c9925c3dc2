// The content the second build (scripts/next-build.ts) is made from: `content/` with the translation
// fixture on top, so the browser tests see a help centre whose languages lag behind (the workflow
// of publishing first and translating after) without a build of their own:
// - an article in the default language only (tests/translations/fixture/: its files are copied in);
// - an article whose original changed after its translations were made: a sentence added and its
//   `reviewed` moved a day on; the first other language's translation is left as it was
//   (outdated), every other language's is brought up to date (its day, and marked as translating
//   the new revision, as `npm run translations -- mark` would), so one language lags and one does not.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultLang, otherLanguages } from "../app/lib/languages";
import { withTranslatedFrom } from "../pipeline/content/mark";
import { revisionOf } from "../pipeline/content/revision";
import { writeCorpus } from "./scale/project";

/** Where the fixture's content is written, beside `content/` (ignored by git). */
export const fixtureContentDir = "content-next";

/** What the fixture holds, for the tests that read it. */
export const translationFixture = {
  /** An article written in the default language only. */
  untranslated: "chat-canvas/idiomas-do-chat",
  /** An article whose original changed after its translations were made. */
  outdated: "chat-canvas/historico-conversas",
  /** The language whose translation of it lags (the first after the default). */
  lagging: otherLanguages(defaultLang)[0]!,
  /** The sentence the original gained, at the end of its opening paragraph. */
  addedSentence: "Ao selecionar uma delas, a conversa reabre com as perguntas e respostas que já tem.",
};

const reviewedLine = /^reviewed: (\d{4}-\d{2}-\d{2})$/m;

/** The day after `day` (`YYYY-MM-DD`). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Writes the fixture's content into `target`; returns the day the outdated article's original
 * changed. With `multiple` above 1, the content under the outdated article's edit is the scale
 * bench's synthetic corpus that many times `content/` and the untranslated article
 * (scripts/scale/corpus.ts: those articles and re-lettered copies of them, each copy's translations
 * current), so that the browser tests also run on a generated help centre.
 */
export function writeTranslationFixture(target = fixtureContentDir, multiple = 1): string {
  rmSync(target, { recursive: true, force: true });
  if (multiple === 1) {
    writeBase(target);
  } else {
    const base = mkdtempSync(join(tmpdir(), "lumi-fixture-"));
    writeBase(base);
    writeCorpus(base, target, multiple);
    rmSync(base, { recursive: true, force: true });
  }
  return outdate(target);
}

/** `content/` with the fixture's files (the untranslated article) added. */
function writeBase(target: string) {
  cpSync("content", target, { recursive: true });
  cpSync(join("tests", "translations", "fixture"), target, { recursive: true });
}

/** The outdated article's original edited, one translation left behind; returns the edit's day. */
function outdate(target: string): string {
  const file = (lang: string) => join(target, lang, `${translationFixture.outdated}.mdx`);
  const original = readFileSync(file(defaultLang), "utf8");
  const reviewed = reviewedLine.exec(original)?.[1];
  if (!reviewed) throw new Error(`${file(defaultLang)} has no reviewed day`);
  const changed = nextDay(reviewed);
  if (changed > new Date().toISOString().slice(0, 10))
    throw new Error(
      `${translationFixture.outdated} was reviewed today: the fixture's edit of it would be dated in the future; pick another article in scripts/translation-fixture.ts`,
    );
  // The opening paragraph is the first line of the body that is not blank.
  const [frontmatter, body] = original.split(/(?<=^---\n[\s\S]*?\n---\n)/);
  const edited =
    frontmatter!.replace(reviewedLine, `reviewed: ${changed}`) +
    body!.replace(/^(\n*)(.+)$/m, `$1$2 ${translationFixture.addedSentence}`);
  writeFileSync(file(defaultLang), edited);
  for (const lang of otherLanguages(defaultLang).filter((other) => other !== translationFixture.lagging)) {
    const translation = readFileSync(file(lang), "utf8").replace(reviewedLine, `reviewed: ${changed}`);
    writeFileSync(file(lang), withTranslatedFrom(translation, revisionOf(edited)));
  }
  return changed;
}
