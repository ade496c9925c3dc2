/**
 * What the production server knows of the help centre, built from the same build's generated files
 * with the same code the browser runs: the assistant's judgement (which sections answer a question,
 * or that it is not covered), the search engine, the tree of categories and articles, and where an
 * article's Markdown is. The build bundles this module for the server (pipeline/server-knowledge.ts),
 * which is plain Node JavaScript; it stays pure (no Node, no fetch): the server reads the files and
 * hands them over.
 */
import type { QuestionsFile } from "~/lib/assistant/questions-file";
import { judgeLoading } from "~/lib/assistant/answer";
import { AssistantCorpora } from "~/lib/assistant/corpora";
import { language } from "~/lib/language";
import { decodeBlocks } from "~/lib/content/section-text";
import { language as languageRow, languages, type Lang } from "~/lib/languages";
import { SearchClient } from "~/lib/search/client";
import { parseQuery } from "~/lib/search/engine";
import type { SearchIndexFile } from "~/lib/search/types";
import { href, langFromPath, splitLink, stripLang } from "~/lib/urls";

export { languages };
export type { Lang };

/** The tree of one language, as the build writes it (pipeline/server-knowledge.ts). */
export interface CatalogueCategory {
  title: string;
  description: string;
  url: string;
  articles: { title: string; description: string; url: string; parent?: string }[];
}

export interface KnowledgeFiles {
  /** The site's public origin, e.g. `https://ajuda.lumi.ai`: full URLs of it are accepted. */
  siteUrl: string;
  productName: string;
  languages: Partial<
    Record<
      Lang,
      {
        /** The language's documents; only where search reads them whole (no `searchEntry`). */
        index?: SearchIndexFile;
        /** Readers' questions by section; only where search reads the documents whole. */
        questions?: QuestionsFile;
        /** What the help centre is, in a sentence (the home page's description). */
        description: string;
        catalogue: CatalogueCategory[];
        /** The URL of the language's search entry (its documents, or its shards' entry), for `loadSearchFile`. */
        searchEntry?: string;
      }
    >
  >;
  /**
   * Reads one of the build's search files by its URL (the entry, a shard): search reads only the
   * shards a query needs, as the browser does. Without it, search reads `index` whole.
   */
  loadSearchFile?: (url: string) => Promise<unknown>;
}

/** A section given to the model: where it is, and its text as Markdown. */
export interface Source {
  title: string;
  /** The section's heading; empty for an article's introduction. */
  section: string;
  /** Site path in the answer's language, with `#section` unless it is the introduction. */
  url: string;
  text: string;
}

export type Grounding =
  | { kind: "covered"; lang: Lang; sources: Source[] }
  | { kind: "declined"; lang: Lang; related: { title: string; url: string }[] };

export interface SearchHit {
  title: string;
  section?: string;
  url: string;
  snippet: string;
  category?: string;
}

/**
 * The search files a server process keeps in memory, the least recently used forgotten first: a
 * help centre of thousands of articles has thousands of shards per language, and a process serves
 * for days (a few hundred shards are its readers' common words and pages).
 */
export const keptSearchFiles = 1500;

/** How many sections a composed answer is grounded in, at most. */
export const maxSources = 5;

/** How many of each language's categories `warm` asks about, and for how long at most. */
const warmCategories = 4;
const warmBudgetMs = 5000;

/** What `warm` did: its steps ended (asked or searched), those that failed, and whether time ran out. */
export interface Warmed {
  steps: number;
  failed: number;
  /** The first failure's error. */
  error?: unknown;
  stopped: boolean;
}

/** A section's text (one block per line) as Markdown, so the model reads lists and tables as such. */
export function sectionMarkdown(text: string): string {
  return decodeBlocks(text)
    .map((block) => {
      if (block.kind === "paragraph") return block.text;
      if (block.kind === "figure") return `(image: ${block.text})`;
      if (block.kind === "item")
        return `${"  ".repeat(block.depth)}${block.number === undefined ? "-" : `${block.number}.`} ${block.text}`;
      const row = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
      return [row(block.header), row(block.header.map(() => "---")), ...block.rows.map(row)].join("\n");
    })
    .join("\n");
}

/** The name of a language in English, for the model's instructions ("Brazilian Portuguese"). */
export function languageName(lang: Lang): string {
  return languageRow[lang].englishName;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function createKnowledge(files: KnowledgeFiles) {
  // Built at first use (or when warmed, `warm`), not when made: a server that only serves files
  // never pays for them, and one that starts serves its files at once.
  // The same search client as the browser's, over the build's search files (or the whole indexes).
  const wholeUrl = (lang: Lang) => `index:${lang}`;
  const searchClient = new SearchClient(
    (lang) => files.languages[lang]?.searchEntry ?? wholeUrl(lang),
    (url) => {
      const whole = served.find((lang) => wholeUrl(lang) === url);
      const index = whole && files.languages[whole]!.index;
      if (index) return Promise.resolve(index);
      if (!files.loadSearchFile) return Promise.reject(new Error(`No search file ${url}`));
      return files.loadSearchFile(url);
    },
    undefined,
    keptSearchFiles,
  );
  // The assistant's corpora, read through it: a whole language's built at its first question, a
  // sharded one's from the shards each question needs.
  const corpora = new AssistantCorpora(
    searchClient,
    (lang) => Promise.resolve(files.languages[lang]?.questions),
    // Each article a question brings is read from its reading file rather than from its text.
    { readings: true },
  );
  const isServed = (lang: Lang) => files.languages[lang] !== undefined;
  /** Every article's site path (in every language), to its Markdown file under the client folder. */
  const markdownFiles = new Map<string, string>();
  for (const lang of languages) {
    const file = files.languages[lang];
    if (!file) continue;
    for (const category of file.catalogue)
      for (const article of category.articles) markdownFiles.set(article.url, `${article.url.slice(1)}.md`);
  }
  const served = languages.filter((lang) => files.languages[lang]);
  const origin = new URL(files.siteUrl).origin;

  /** The sections that answer `question` in `lang`, or that the help centre does not cover it. */
  const ground = async (question: string, lang: Lang): Promise<Grounding> => {
    const judgement = await judgeLoading(question, lang, (langs) => corpora.for(question, langs), isServed);
    if (judgement.kind === "not-covered")
      return {
        kind: "declined",
        lang: judgement.lang,
        related: judgement.related.map(({ title, href: url }) => ({ title, url })),
      };
    return {
      kind: "covered",
      lang: judgement.lang,
      sources: judgement.sections.slice(0, maxSources).map(({ passage }) => ({
        title: passage.articleTitle,
        section: passage.sectionId ? passage.heading : "",
        url: href(passage.route, judgement.lang, passage.sectionId || undefined),
        text: sectionMarkdown(passage.text),
      })),
    };
  };

  /**
   * The search's results in `lang`, as the results page lists them (a misspelt word corrected),
   * without looking in other languages: the caller asked for this one.
   */
  const find = async (query: string, lang: Lang, limit = 10): Promise<SearchHit[]> => {
    const parsed = parseQuery(query);
    if (!files.languages[lang] || !parsed) return [];
    // A file that failed for an earlier call (a deploy swapping the files, say) is read again, as
    // for each question (assistant/corpora.ts): a long-lived server must not remember it for good.
    searchClient.retry();
    const { results } = await searchClient.findLoading(parsed, lang, {
      limit,
      excerptLength: 240,
      fallback: false,
    });
    return results.map((result) => ({
      title: result.document.title,
      ...(result.section ? { section: result.section.text } : {}),
      url: href(result.document.route, lang, result.sectionId),
      snippet: result.excerpt.text,
      ...(result.document.categoryTitle ? { category: result.document.categoryTitle } : {}),
    }));
  };

  /**
   * The Markdown file (relative to the client folder) of an article given by its site path or a
   * full URL of this site, with or without `#section`; undefined for anything else.
   */
  const articleFile = (url: string): { file: string; lang: Lang; path: string } | undefined => {
    let path: string;
    if (url.startsWith("/") && !url.startsWith("//")) path = url;
    else {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return undefined;
      }
      if (parsed.origin !== origin) return undefined;
      path = parsed.pathname + parsed.hash;
    }
    let { route } = splitLink(path);
    route = route.replace(/\?.*$/, "").replace(/\.md$/, "");
    if (route.length > 1) route = route.replace(/\/$/, "");
    try {
      route = decodeURIComponent(route);
    } catch {
      return undefined;
    }
    const file = markdownFiles.get(route);
    if (!file) return undefined;
    const lang = langFromPath(route);
    return { file, lang, path: href(stripLang(route), lang) };
  };

  /**
   * Starts reading each sharded language's entry, which every question and search there reads
   * first: a few kilobytes naming its shards, so the first reader does not wait for it. One that
   * fails to read is not remembered as failed: the first question or search reads it again. A
   * language searched whole is still prepared at its first use.
   */
  const prefetch = () => {
    const entries = served.flatMap((lang) => files.languages[lang]!.searchEntry ?? []);
    if (entries.length > 0) void searchClient.load(entries).then(() => searchClient.retry());
  };

  /**
   * Asks and searches, before any reader does, what the first readers would otherwise wait for: in
   * each language, the title of the first article of each of the catalogue's first `categories`
   * categories (the editors put first what most readers need first), the languages in turn. Each
   * compiles the retrieval's code on the way and reads into the search client's caches the files of
   * the language's commonest words and first articles (a language searched whole is prepared
   * whole). A step that fails is counted and passed over: its files are read again at the next
   * question. Past `budgetMs` it stops, even in the middle of a step (which goes on alone).
   */
  const warm = async ({
    categories = warmCategories,
    budgetMs = warmBudgetMs,
  }: { categories?: number; budgetMs?: number } = {}): Promise<Warmed> => {
    const steps: (() => Promise<unknown>)[] = [];
    for (let at = 0; at < categories; at++)
      for (const lang of served) {
        const title = files.languages[lang]!.catalogue[at]?.articles[0]?.title;
        if (title)
          steps.push(
            () => ground(title, lang),
            () => find(title, lang),
          );
      }
    const warmed: Warmed = { steps: 0, failed: 0, stopped: false };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outOfTime = new Promise<"out of time">((resolve) => {
      timer = setTimeout(() => resolve("out of time"), budgetMs);
    });
    try {
      for (const step of steps) {
        const ended = await Promise.race([
          step().then(
            () => "done" as const,
            (error: unknown) => {
              warmed.failed++;
              warmed.error ??= error;
              return "failed" as const;
            },
          ),
          outOfTime,
        ]);
        if (ended === "out of time") {
          warmed.stopped = true;
          break;
        }
        warmed.steps++;
      }
    } finally {
      clearTimeout(timer);
    }
    return warmed;
  };

  return {
    languages: served,
    prefetch,
    warm,
    productName: files.productName,
    siteUrl: origin,
    languageName,
    /** The language a query is plainly written in, among those served; undefined when unclear. */
    guessLanguage: (text: string): Lang | undefined => {
      const guess = language.guessLanguage(text);
      return guess && files.languages[guess] ? guess : undefined;
    },
    ground,
    search: find,
    articleFile,
    catalogue: (lang: Lang) => files.languages[lang]?.catalogue ?? [],
    description: (lang: Lang) => files.languages[lang]?.description ?? "",
  };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
