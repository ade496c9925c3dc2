/**
 * The content's style checks, as the registry runs them: the style guide's tables read from
 * `content/README.md` (style-guide.ts, scope-claims.ts), and each article's prose held to them: its
 * forbidden variants, its words that send a reader to support outside a `<SupportLink>`, and its
 * claims of scope. What the checks find is kept in the build cache (pipeline/build-cache.ts): the
 * guide's own problems by its text, an article's findings by the guide's text, the article's
 * language and what its prose and statements were read from (parsed-cache.ts `parsedKey`: its
 * source, the support setting and the parser's code); each with the hash of this module's code
 * and what it imports (pipeline/code-hash.ts). The guide is read only when something is not in the cache: at ten
 * times today's articles the guide and the checks were a second of every rebuild.
 */
import { buildCache, cacheKey, readEntry, type BuildCache } from "../build-cache";
import { codeHash } from "../code-hash";
import type { Lang } from "../../app/lib/content/types";
import type { ParsedMdx } from "./parse-mdx";
import { parsedKey, type ArticleSource } from "./parsed-cache";
import { findScopeClaims, parseScopeWords, type ScopeClaim } from "./scope-claims";
import { findViolations, parseStyleGuide, parseSupportWords } from "./style-guide";

/** What the checks find in one article. */
export interface ArticleFindings {
  /** Forbidden variants: where, as written, and what the guide says to write instead. */
  variants: { line: number; found: string; preferred: string }[];
  /** Words that send a reader to support outside a `<SupportLink>`. */
  unlinkedSupport: { line: number; found: string }[];
  claims: ScopeClaim[];
}

/** An article as the checks read it: its language, its source, and its prose and statements read from it (parse-mdx.ts). */
export interface CheckedArticle {
  lang: Lang;
  article: ArticleSource;
  parsed: Pick<ParsedMdx, "prose" | "statements">;
}

export interface StyleChecks {
  /** The guide's own problems (a table missing, a language without its row…), in the order found. */
  problems: string[];
  check(article: CheckedArticle): ArticleFindings;
}

/** Reads `make()`'s JSON from the cache under `kind` and `key`, else makes it and keeps it. */
function kept<T>(cache: BuildCache | undefined, kind: string, key: string, make: () => T): T {
  const found = cache && readEntry(cache, kind, key);
  if (found !== undefined) return JSON.parse(found) as T;
  const made = make();
  cache?.put(kind, key, JSON.stringify(made));
  return made;
}

/** The checks of the guide in `guide` (the README's Markdown), its tables read when first needed. */
export function styleChecks(guide: string): StyleChecks {
  const cache = buildCache();
  const guideKey = cache ? cacheKey(codeHash(new URL(import.meta.url)), guide) : "";
  let tables: ReturnType<typeof readTables> | undefined;
  const read = () => (tables ??= readTables(guide));
  return {
    problems: kept(cache, "style-guide", guideKey, () => {
      const { styleGuide, supportWords, scopeWords } = read();
      return [...styleGuide.problems, ...supportWords.problems, ...scopeWords.problems];
    }),
    check: ({ lang, article, parsed }) => {
      const key = cache ? cacheKey(guideKey, lang, parsedKey(article)) : "";
      return kept(cache, "style-checks", key, () => {
        const { styleGuide, supportWords, scopeWords } = read();
        const own = (rules: typeof styleGuide.rules) => rules.filter((rule) => rule.lang === lang);
        const unlinked = parsed.prose.filter((piece) => !piece.inSupportLink);
        const scope = scopeWords.byLang[lang];
        return {
          variants: findViolations(parsed.prose, own(styleGuide.rules)).map(({ line, found, rule }) => ({
            line,
            found,
            preferred: rule.preferred,
          })),
          unlinkedSupport: findViolations(unlinked, own(supportWords.rules)).map(({ line, found }) => ({
            line,
            found,
          })),
          claims: scope ? findScopeClaims(parsed.statements, scope) : [],
        };
      });
    },
  };
}

function readTables(guide: string) {
  return {
    styleGuide: parseStyleGuide(guide),
    // The words that send a reader to a person, which an article writes only inside <SupportLink>
    supportWords: parseSupportWords(guide),
    // The words that state a scope, and the product terms such a claim is about
    scopeWords: parseScopeWords(guide),
  };
}
