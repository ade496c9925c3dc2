/**
 * Turns the files of `content/` into the typed registry, or fails with every problem found,
 * each naming its file. Pure: the caller reads the disk (see content-source.ts), so the
 * rules are unit-tested with in-memory fixtures.
 */
import { posix } from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { factsOf, missingFacts, unknownExamples } from "./facts";
import type { ParsedMdx } from "./parse-mdx";
import { parsedArticle } from "./parsed-cache";
import { revisionOf } from "./revision";
import { factsOfRecord, parseRevisionRecords, revisionsFile } from "./revision-records";
import { articleFrontmatterSchema, categoriesFileSchema, type ArticleFrontmatter } from "./schema";
import type { ScopeClaim } from "./scope-claims";
import { styleChecks } from "./style-checks";
import type { Article, Category, Registry, Translation } from "../../app/lib/content/types";
import { defaultLang, language, languages, perLanguage, type Lang } from "../../app/lib/languages";
import { splitLink } from "../../app/lib/urls";
import { isScreen, screens } from "../../app/lib/screens";

export interface ContentFiles {
  /** Text of `categories.yaml`. */
  categories: string;
  /** Every article file, path relative to `content/` (`pt/agentes-ia/x.mdx`). */
  articles: { path: string; source: string }[];
  /** Every file under `content/media/`, path relative to `content/` (`media/x.svg`). */
  media: string[];
  /** Text of `revisions.json` (revision-records.ts); none, or empty, when no translation is outdated. */
  revisions?: string;
  /** Text of `README.md`, whose table of forbidden variants the style check enforces. */
  styleGuide: string;
  productName: string;
  /**
   * Whether the brand has a support contact: the text search and the assistant read holds the
   * articles' `<WithSupport>` passages, or else their `<WithoutSupport>` ones, as the pages do.
   */
  support: boolean;
}

export interface Problem {
  file: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Content has ${problems.length} problem(s):\n${problems.map((p) => `  content/${p.file}: ${p.message}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** What the build keeps of a parsed body once the content is checked. */
export type ArticleBody = Pick<ParsedMdx, "sections" | "images">;

export interface BuiltContent {
  registry: Registry;
  /**
   * What the build's later steps read of each body, by `<lang>/<key>`: its sections (search, the
   * assistant) and its images (the media assets); an untranslated language's is the original's,
   * which its page serves. The rest of a parsed body serves the checks here and is not kept: at
   * thousands of articles it would be most of the build's memory.
   */
  bodies: Map<string, ArticleBody>;
  /**
   * Readers' questions by `<lang>/<key>`, then by section id ("" for the intro): for the assistant
   * only, so they stay out of the registry that pages load. An untranslated language has the original's.
   */
  questions: Map<string, Map<string, string[]>>;
  /**
   * The articles' claims of scope ("only", "never", "always" next to a product term) not yet marked
   * reviewed, by file: a list for the writer, not a failure (scope-claims.ts).
   */
  claims: { file: string; claim: ScopeClaim }[];
}

const CATEGORIES_FILE = "categories.yaml";
const STYLE_GUIDE_FILE = "README.md";

/** The line of `source` (from 1) that first writes `value`, for a problem found after parsing. */
function lineOf(source: string, value: string): number {
  return source.split("\n").findIndex((line) => line.includes(value)) + 1;
}

function describeZodIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`);
}

interface ArticleFile {
  path: string;
  source: string;
  lang: Lang;
  key: string;
  categoryId: string;
  slug: string;
  frontmatter: ArticleFrontmatter;
  parsed: ParsedMdx;
}

export function buildRegistry(files: ContentFiles): BuiltContent {
  const problems: Problem[] = [];
  const report = (file: string, message: string) => problems.push({ file, message });
  // The one place `{product}` (frontmatter, and `<Product />` in the bodies' text) becomes the name.
  const product = (text: string) => text.replaceAll("{product}", files.productName);

  // Categories
  let categories: Category[] = [];
  let rawCategories: unknown;
  try {
    rawCategories = parseYaml(files.categories);
  } catch (error) {
    report(CATEGORIES_FILE, `not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const categoryResult = categoriesFileSchema.safeParse(rawCategories);
  if (rawCategories !== undefined && !categoryResult.success) {
    for (const message of describeZodIssues(categoryResult.error)) report(CATEGORIES_FILE, message);
  }
  if (categoryResult.success) {
    const seen = new Set<string>();
    for (const category of categoryResult.data) {
      if (seen.has(category.id)) report(CATEGORIES_FILE, `category id "${category.id}" repeats`);
      const clash = languages.find((lang) => language[lang].prefix === `/${category.id}`);
      if (clash)
        report(
          CATEGORIES_FILE,
          `category id "${category.id}" would collide with the ${language[clash].englishName} routes`,
        );
      seen.add(category.id);
    }
    categories = categoryResult.data.map(({ endLink, ...category }) => ({
      ...category,
      route: `/${category.id}`,
      title: perLanguage((lang) => product(category.title[lang])),
      description: perLanguage((lang) => product(category.description[lang])),
      ...(endLink && {
        endLink: {
          article: endLink.article,
          label: perLanguage((lang) => product(endLink.label[lang])),
        },
      }),
    }));
  }
  const categoryIds = new Set(categories.map((category) => category.id));

  // The style guide's forbidden variants, words that send a reader to support, and scope claims
  const checks = styleChecks(files.styleGuide);
  for (const message of checks.problems) report(STYLE_GUIDE_FILE, message);
  const claims: BuiltContent["claims"] = [];

  // Article files, one language at a time
  const byKey = new Map<string, Partial<Record<Lang, ArticleFile>>>();
  for (const { path, source } of files.articles) {
    const match = /^([a-z]+)\/([a-z0-9-]+)\/(.+)\.mdx$/.exec(path);
    const lang = languages.find((known) => known === match?.[1]);
    if (!match || !lang) {
      report(path, `articles live at <${languages.join("|")}>/<category>/<slug>.mdx`);
      continue;
    }
    const [, , categoryId, slug] = match as unknown as [string, string, string, string];
    if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(slug)) {
      report(path, "file and folder names are lowercase ASCII kebab-case");
      continue;
    }
    if (!categoryIds.has(categoryId)) {
      report(path, `folder "${categoryId}" is not a category of categories.yaml`);
      continue;
    }
    const article = { source, support: files.support };
    const parsed = parsedArticle(article);
    for (const message of parsed.problems) report(path, message);
    const findings = checks.check({ lang, article, parsed });
    for (const { line, found, preferred } of findings.variants)
      report(
        path,
        `line ${line}: "${found}" is a variant the style guide forbids; write ${preferred} (content/README.md, "Style and terms")`,
      );
    for (const { line, found } of findings.unlinkedSupport)
      report(
        path,
        `line ${line}: "${found}" sends the reader to support without a link; write it as <SupportLink>…</SupportLink> in a <WithSupport> passage (content/README.md, "Sending a reader to support")`,
      );
    for (const claim of findings.claims) claims.push({ file: path, claim });
    const frontmatter = articleFrontmatterSchema.safeParse(parsed.frontmatter ?? {});
    if (!frontmatter.success) {
      for (const message of describeZodIssues(frontmatter.error)) report(path, message);
      continue;
    }
    const key = `${categoryId}/${slug}`;
    const entry = byKey.get(key) ?? {};
    entry[lang] = { path, source, lang, key, categoryId, slug, frontmatter: frontmatter.data, parsed };
    byKey.set(key, entry);
  }

  // Pair the languages: each translation with the original, in the default language
  const { records, problems: recordProblems } = parseRevisionRecords(files.revisions ?? "");
  for (const message of recordProblems) report(revisionsFile, message);
  const articles: Article[] = [];
  const bodies = new Map<string, ArticleBody>();
  // One kept body per file: the languages that show an untranslated article's original share it.
  const kept = new Map<ArticleFile, ArticleBody>();
  const keep = (file: ArticleFile): ArticleBody => {
    let body = kept.get(file);
    if (!body) {
      body = {
        images: file.parsed.images,
        sections: file.parsed.sections.map((section) => ({
          ...section,
          heading: product(section.heading),
          text: product(section.text),
        })),
      };
      kept.set(file, body);
    }
    return body;
  };
  const questions = new Map<string, Map<string, string[]>>();
  const baseName = language[defaultLang].englishName;
  for (const [key, entry] of byKey) {
    const base = entry[defaultLang];
    if (!base) {
      for (const file of Object.values(entry))
        report(
          file.path,
          `has no ${baseName} original ${defaultLang}/${key}.mdx: an article is written in ${baseName} first and translated from it`,
        );
      continue;
    }
    const revision = revisionOf(base.source);
    const ids = (headings: readonly { id: string }[]) => headings.map((heading) => heading.id).join(", ");
    const sections = (file: ArticleFile) => Object.keys(file.frontmatter.questions).sort().join(", ");
    const baseFacts = factsOf(base.parsed);
    const examples = base.frontmatter.examples ?? [];
    for (const example of unknownExamples(baseFacts, examples))
      report(base.path, `examples: "${example}" is not a value this article writes in code`);
    for (const screen of base.frontmatter.screens ?? [])
      if (!isScreen(screen))
        report(
          base.path,
          `line ${lineOf(base.source, screen)}: screens: "${screen}" is not a product screen; name one of ${screens.map((known) => `"${known}"`).join(", ")} (app/lib/screens.ts)`,
        );
    if (base.frontmatter.translatedFrom !== undefined)
      report(base.path, `translatedFrom is a translation's: the ${baseName} file is the original`);
    const translations = perLanguage((lang): Translation => {
      if (lang === defaultLang) return { state: "original" };
      const file = entry[lang];
      if (!file) return { state: "missing" };
      if (file.frontmatter.screens !== undefined)
        report(
          file.path,
          `screens are named by the ${baseName} file only: a translation helps on the same screens`,
        );
      if (file.frontmatter.examples !== undefined)
        report(
          file.path,
          `examples are named by the ${baseName} file only: every translation is checked against it`,
        );
      for (const field of ["icon", "order", "parent"] as const) {
        if (base.frontmatter[field] !== file.frontmatter[field])
          report(
            file.path,
            `${field} is "${String(file.frontmatter[field])}" but the ${baseName} file says "${String(base.frontmatter[field])}"`,
          );
      }
      const from = file.frontmatter.translatedFrom;
      if (from === undefined) {
        report(
          file.path,
          `records no translatedFrom: write the revision of ${defaultLang}/${key}.mdx it translates with \`npm run translations -- mark ${lang} ${key}\``,
        );
        return { state: "current" };
      }
      // A current translation is held to the original as it is; an outdated one to the revision it
      // was made from, whose structure the mark kept (revision-records.ts).
      const record = from === revision ? undefined : records[key]?.[from];
      if (from !== revision && !record) {
        report(
          file.path,
          `translatedFrom ${from} is not a revision of ${defaultLang}/${key}.mdx that content/${revisionsFile} keeps: mark it again with \`npm run translations -- mark ${lang} ${key}\` once it translates the original as it is`,
        );
        return { state: "current" };
      }
      const against = record
        ? {
            ids: record.headings.join(", "),
            sections: record.sections.join(", "),
            facts: factsOfRecord(record),
            examples: record.examples,
            name: `the revision ${from} of the ${baseName} file`,
          }
        : {
            ids: ids(base.parsed.headings),
            sections: sections(base),
            facts: baseFacts,
            examples,
            name: `the ${baseName} file`,
          };
      const lacking = missingFacts(against.facts, factsOf(file.parsed), against.examples);
      if (lacking.length > 0) report(file.path, `lacks facts ${against.name} states: ${lacking.join(", ")}`);
      if (against.ids !== ids(file.parsed.headings))
        report(
          file.path,
          `heading ids [${ids(file.parsed.headings)}] differ from ${against.name}'s [${against.ids}]`,
        );
      if (against.sections !== sections(file))
        report(
          file.path,
          `questions are given for [${sections(file)}] but ${against.name} gives them for [${against.sections}]`,
        );
      if (!record) {
        if (base.frontmatter.reviewed !== file.frontmatter.reviewed)
          report(
            file.path,
            `reviewed is "${file.frontmatter.reviewed}" but the ${baseName} file says "${base.frontmatter.reviewed}"`,
          );
        return { state: "current" };
      }
      // The outdated notice names the day the original changed: its `reviewed`, which moves with it.
      if (base.frontmatter.reviewed <= file.frontmatter.reviewed)
        report(
          base.path,
          `changed since ${file.path} translated it (revision ${from}, now ${revision}) but reviewed is still "${base.frontmatter.reviewed}": set reviewed to the day of the edit, or, when the edit does not matter for translation, run \`npm run translations -- minor ${key}\``,
        );
      return { state: "outdated", since: base.frontmatter.reviewed, reviewed: file.frontmatter.reviewed };
    });
    const untranslated = languages.filter((lang) => translations[lang].state === "missing");
    const files = perLanguage((lang) => entry[lang] ?? base);
    for (const lang of languages) {
      const file = files[lang];
      const bySection = new Map<string, string[]>();
      for (const [section, asked] of Object.entries(file.frontmatter.questions)) {
        // An untranslated language's questions are the original's, checked once as its own.
        if (
          lang === file.lang &&
          section !== "intro" &&
          !file.parsed.headings.some((heading) => heading.id === section)
        )
          report(file.path, `questions: "${section}" is neither intro nor a heading id of this article`);
        bySection.set(section === "intro" ? "" : section, asked.map(product));
      }
      questions.set(`${lang}/${key}`, bySection);
      bodies.set(`${lang}/${key}`, keep(file));
    }
    articles.push({
      key,
      categoryId: base.categoryId,
      slug: base.slug,
      route: `/${key}`,
      icon: base.frontmatter.icon,
      order: base.frontmatter.order,
      reviewed: base.frontmatter.reviewed,
      ...(base.frontmatter.parent === undefined ? {} : { parent: base.frontmatter.parent }),
      ...(base.frontmatter.screens === undefined
        ? {}
        : { screens: base.frontmatter.screens.filter(isScreen) }),
      title: perLanguage((lang) => product(files[lang].frontmatter.title)),
      description: perLanguage((lang) => product(files[lang].frontmatter.description)),
      keywords: perLanguage((lang) => files[lang].frontmatter.keywords),
      headings: perLanguage((lang) => files[lang].parsed.headings),
      translations,
      ...(untranslated.length > 0 ? { untranslated } : {}),
    });
  }

  // Structure: parents, order, routes
  const articleByKey = new Map(articles.map((article) => [article.key, article]));
  const routes = new Map<string, string>([["/", "home"]]);
  for (const category of categories) routes.set(category.route, CATEGORIES_FILE);
  for (const article of articles) {
    const file = `${defaultLang}/${article.key}.mdx`;
    const existing = routes.get(article.route);
    if (existing) report(file, `route ${article.route} repeats (also ${existing})`);
    routes.set(article.route, file);
    if (article.parent !== undefined) {
      const parentKey = `${article.categoryId}/${article.parent}`;
      if (article.parent === article.slug) report(file, "an article cannot be its own parent");
      else if (!articleByKey.has(parentKey))
        report(file, `parent "${article.parent}" is not an article of ${article.categoryId}`);
    }
    const folder = posix.dirname(article.slug);
    if (folder !== "." && article.parent !== folder)
      report(file, `a page nested in folder "${folder}" must have parent: ${folder}`);
    const clash = articles.find(
      (other) =>
        other !== article && other.categoryId === article.categoryId && other.order === article.order,
    );
    if (clash) report(file, `order ${article.order} repeats in ${article.categoryId} (also ${clash.key})`);
  }

  for (const { id, endLink } of categories) {
    if (endLink && !articleByKey.has(`${id}/${endLink.article}`))
      report(CATEGORIES_FILE, `${id}: endLink.article "${endLink.article}" is not an article of ${id}`);
  }

  // Links and images, in every language
  const media = new Set(files.media);
  for (const article of articles) {
    for (const lang of languages) {
      // An untranslated language's text is the original's, checked as the original.
      if (article.translations[lang].state === "missing") continue;
      const file = `${lang}/${article.key}.mdx`;
      const { parsed } = byKey.get(article.key)![lang]!;
      for (const { url, line, text } of parsed.links) {
        const problem = checkLink(url, article, articleByKey, routes);
        if (problem) report(file, `line ${line}: link ${url} ${problem}`);
        else if (text !== undefined) {
          const expected = linkTitle(url, article, lang, articleByKey, categories);
          if (expected !== undefined && !linkTextMatches(product(text), expected))
            report(
              file,
              `line ${line}: link text "${product(text)}" must be the title it points to: "${expected}"`,
            );
        }
      }
      for (const { url, line } of parsed.images) {
        if (/^[a-z]+:|^\//i.test(url)) {
          report(file, `line ${line}: image ${url} must be a relative path to a file in media/`);
          continue;
        }
        const resolved = posix.normalize(posix.join(posix.dirname(file), url));
        if (!media.has(resolved))
          report(file, `line ${line}: image ${url} does not resolve (looked for content/${resolved})`);
      }
    }
  }

  if (problems.length > 0) throw new ContentError(problems);

  const categoryOrder = new Map(categories.map((category, index) => [category.id, index]));
  articles.sort(
    (a, b) => categoryOrder.get(a.categoryId)! - categoryOrder.get(b.categoryId)! || a.order - b.order,
  );
  return { registry: { categories, articles }, bodies, questions, claims };
}

/**
 * Why a link to another site is not allowed, or undefined when it is: outside links are written
 * `https://host/...` and nothing else (no http:, javascript:, mailto:, protocol-relative `//host`).
 */
export function checkOutsideLink(url: string): string | undefined {
  if (url.startsWith("//")) return "is protocol-relative; links to other sites start with https://";
  if (!url.startsWith("https://")) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
    return `uses ${scheme ? `the scheme ${scheme.toLowerCase()}:` : "no scheme"}; links to other sites start with https://`;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "is not a valid https:// address";
  }
  if (!parsed.hostname.includes(".") || /\s/.test(url)) return "is not a valid https:// address";
  return undefined;
}

/**
 * The title an internal link must show, so a reader knows where it leads before following it: the
 * page's title, or the section's heading for a link to a section (`#id` or `/route#id`). Undefined
 * for links to other sites and to the home page. Both sides have `{product}` already filled in.
 */
function linkTitle(
  url: string,
  from: Article,
  lang: Lang,
  articles: Map<string, Article>,
  categories: Category[],
): string | undefined {
  if (!url.startsWith("/") && !url.startsWith("#")) return undefined;
  const { route, section } = url.startsWith("#")
    ? { route: from.route, section: url.slice(1) }
    : splitLink(url);
  const article = articles.get(route.slice(1));
  if (section !== undefined) return article?.headings[lang].find((heading) => heading.id === section)?.text;
  if (article) return article.title[lang];
  return categories.find((category) => category.route === route)?.title[lang];
}

/**
 * Whether a link's text may stand for the title it points to. A link that stands on its own (its
 * text starts with a capital: a list of related articles, "See …", a table cell) shows the title
 * exactly, so the reader meets the same words on the page it opens. A link whose text starts in
 * lower case is part of a sentence and reads in the sentence's own words ("crie o [modelo
 * semântico](…)"), since forcing a title into it would break the sentence.
 */
export function linkTextMatches(text: string, title: string): boolean {
  const normalize = (value: string) => value.replace(/\s+/g, " ").trim();
  const first = text.charAt(0);
  if (first !== first.toUpperCase()) return true;
  return normalize(text) === normalize(title);
}

/** Returns why a link is broken, or undefined when it resolves. */
function checkLink(
  url: string,
  from: Article,
  articles: Map<string, Article>,
  routes: Map<string, string>,
): string | undefined {
  if (url.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(url)) return checkOutsideLink(url);
  if (url.startsWith("#")) {
    return from.headings[defaultLang].some((heading) => heading.id === url.slice(1))
      ? undefined
      : "points to a section this article does not have";
  }
  const defaultName = language[defaultLang].englishName;
  if (!url.startsWith("/")) return `must be a route starting with / (written as the ${defaultName} route)`;
  const prefixed = languages.find(
    (lang) =>
      language[lang].prefix && (url === language[lang].prefix || url.startsWith(`${language[lang].prefix}/`)),
  );
  if (prefixed)
    return `must be written as the ${defaultName} route; ${language[prefixed].englishName} pages add ${language[prefixed].prefix} themselves`;
  const { route, section } = splitLink(url);
  if (!routes.has(route)) return "does not resolve to a page";
  if (section === undefined) return undefined;
  const target = articles.get(route.slice(1));
  if (!target) return "has a #section but points to a page that is not an article";
  return target.headings[defaultLang].some((heading) => heading.id === section)
    ? undefined
    : `points to a section #${section} that ${route} does not have`;
}
