// `npm run translations`: which translations lag behind their original, and the commands that write
// a translation's revision record (`translatedFrom`, pipeline/content/revision.ts) and keep the
// structure of that revision for the checks of an outdated translation (content/revisions.json).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { defaultLang, isLang, language, otherLanguages, type Lang } from "../app/lib/languages";
import { stripLang } from "../app/lib/urls";
import { ContentError } from "./content/build-registry";
import { contentDir, loadContent } from "./content/content-source";
import { factsOf } from "./content/facts";
import { withTranslatedFrom } from "./content/mark";
import { parseMdx } from "./content/parse-mdx";
import { revisionOf } from "./content/revision";
import {
  parseRevisionRecords,
  recordOf,
  revisionsFile,
  writeRevisionRecords,
  type RevisionRecords,
} from "./content/revision-records";
import { articleFrontmatterSchema } from "./content/schema";
import { failOnOutdated, formatTable, laggingTranslations } from "./content/translation-report";

const usage = `Usage:
  npm run translations                          the outdated and missing translations, as a table
                                                (fails on an outdated one with --fail-on-outdated
                                                or TRANSLATIONS_OUTDATED=fail)
  npm run translations -- mark <lang> <article> <lang>'s translation of <article> now translates
                                                the original as it is
  npm run translations -- mark --all            every translation, each reviewed against its original
  npm run translations -- minor <article> [--from <git revision>]
                                                the original's edit since the git revision (HEAD when
                                                not given) does not matter for translation: the
                                                translations current before it stay current
<article> is its key or its route: organizacao/contas-de-servico, /en/organizacao/contas-de-servico.`;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const articlePath = (lang: Lang, key: string) => join(contentDir, lang, `${key}.mdx`);

/** An article named by its key or by any language's route. */
function articleKey(name: string): string {
  const key = stripLang(name.startsWith("/") ? name : `/${name}`)
    .slice(1)
    .replace(/\.mdx$/, "");
  if (!existsSync(articlePath(defaultLang, key)))
    fail(`No ${language[defaultLang].englishName} article ${defaultLang}/${key}.mdx under content/.`);
  return key;
}

/** Every translation file's recorded revision, by `<lang>/<key>`. */
function recordedRevisions(): Map<string, { lang: Lang; key: string; revision?: string }> {
  const found = new Map<string, { lang: Lang; key: string; revision?: string }>();
  for (const lang of otherLanguages(defaultLang)) {
    const folder = join(contentDir, lang);
    if (!existsSync(folder)) continue;
    for (const path of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      if (!path.endsWith(".mdx")) continue;
      const key = path
        .split("\\")
        .join("/")
        .replace(/\.mdx$/, "");
      const revision = /^translatedFrom:\s*"?([0-9a-f]+)"?\s*$/m.exec(
        readFileSync(join(folder, path), "utf8"),
      )?.[1];
      found.set(`${lang}/${key}`, { lang, key, ...(revision ? { revision } : {}) });
    }
  }
  return found;
}

/** The structure of the original's `source`, kept for the translations made from this revision. */
function recordOfSource(source: string) {
  const parsed = parseMdx(source, { support: true });
  const frontmatter = articleFrontmatterSchema.safeParse(parsed.frontmatter ?? {});
  if (!frontmatter.success) fail("The original's frontmatter is not valid: run `npm run check:content`.");
  const { questions, examples = [] } = frontmatter.data!;
  return recordOf({
    headings: parsed.headings,
    sections: Object.keys(questions),
    facts: factsOf(parsed),
    examples,
  });
}

/** Marks each translation as made from its original as it is now, and keeps the records the files name. */
function mark(translations: readonly { lang: Lang; key: string }[]) {
  const recordsPath = join(contentDir, revisionsFile);
  const { records, problems } = parseRevisionRecords(
    existsSync(recordsPath) ? readFileSync(recordsPath, "utf8") : "",
  );
  if (problems.length > 0) fail(`content/${revisionsFile}: ${problems.join("; ")}`);
  for (const { lang, key } of translations) {
    const path = articlePath(lang, key);
    if (!existsSync(path)) fail(`No ${language[lang].englishName} translation ${lang}/${key}.mdx to mark.`);
    const original = readFileSync(articlePath(defaultLang, key), "utf8");
    const revision = revisionOf(original);
    writeFileSync(path, withTranslatedFrom(readFileSync(path, "utf8"), revision));
    (records[key] ??= {})[revision] = recordOfSource(original);
    console.log(`${lang}/${key}.mdx translates ${defaultLang}/${key}.mdx at revision ${revision}.`);
  }
  // Only the revisions a translation still names are kept.
  const kept: RevisionRecords = {};
  for (const { key, revision } of recordedRevisions().values()) {
    const record = revision === undefined ? undefined : records[key]?.[revision];
    if (record && revision) (kept[key] ??= {})[revision] = record;
  }
  writeFileSync(recordsPath, writeRevisionRecords(kept));
}

/** The original's text at a git revision, or a failure saying why there is none. */
function originalAt(gitRevision: string, key: string): string {
  const path = relative(process.cwd(), articlePath(defaultLang, key)).split("\\").join("/");
  try {
    return execFileSync("git", ["show", `${gitRevision}:./${path}`], { encoding: "utf8", stdio: "pipe" });
  } catch {
    return fail(`git has no ${path} at ${gitRevision}: name the commit before the edit with --from.`);
  }
}

function table() {
  const content = (() => {
    try {
      return loadContent();
    } catch (error) {
      return fail(error instanceof ContentError ? error.message : String(error));
    }
  })();
  const rows = laggingTranslations(content.registry);
  if (rows.length === 0) {
    console.log("Every article is translated into every language, and no translation is outdated.");
    return;
  }
  console.log(formatTable(rows));
  const outdated = rows.filter((row) => row.state === "outdated").length;
  if (outdated > 0 && (failOnOutdated() || process.argv.includes("--fail-on-outdated")))
    fail(`\n${outdated} outdated translation(s).`);
}

const [command, ...rest] = process.argv.slice(2).filter((arg) => arg !== "--fail-on-outdated");
if (command === undefined) table();
else if (command === "mark" && rest[0] === "--all") {
  mark([...recordedRevisions().values()].filter(({ key }) => existsSync(articlePath(defaultLang, key))));
} else if (command === "mark" && rest.length === 2 && isLang(rest[0]) && rest[0] !== defaultLang) {
  mark([{ lang: rest[0], key: articleKey(rest[1]!) }]);
} else if (command === "minor" && rest.length >= 1) {
  const key = articleKey(rest[0]!);
  const from = rest[1] === "--from" && rest[2] ? rest[2] : "HEAD";
  const before = revisionOf(originalAt(from, key));
  const now = revisionOf(readFileSync(articlePath(defaultLang, key), "utf8"));
  if (before === now) console.log(`${defaultLang}/${key}.mdx has not changed for translation since ${from}.`);
  const current = [...recordedRevisions().values()].filter(
    (translation) => translation.key === key && translation.revision === before,
  );
  if (before !== now && current.length === 0)
    console.log(`No translation of ${key} was current at ${from}: nothing to carry over.`);
  if (before !== now) mark(current);
} else fail(usage);
