/**
 * The article's own claims of scope ("only", "never", "always") about the product: a sentence that
 * says one of the words of the style guide's table of scope claims next to a product term (a term of
 * that table, a bold label, a value in code, the brand). Such a sentence says more than a step does,
 * and the product knowledge may not back it, so the writer checks it: the content check lists each
 * one with its file and line until the writer fixes it or marks the block `{/* scope reviewed *\/}`.
 * A list for review, not a build failure: most such sentences are right. Pure: the caller passes the
 * README's text and the parsed articles.
 */
import type { Statement } from "./parse-mdx";
import { readTermTable, termPattern } from "./style-guide";
import { languages, type Lang } from "../../app/lib/content/types";

export interface ScopeWords {
  /** Per language: the words that state a scope, and the product terms a claim is about. */
  byLang: Partial<Record<Lang, { scope: RegExp[]; terms: RegExp[] }>>;
  problems: string[];
}

export interface ScopeClaim {
  line: number;
  /** The scope word as written ("só", "only"). */
  word: string;
  /** The product term next to it, as written. */
  term: string;
  sentence: string;
}

/** The header of the README's table of scope claims, cell by cell. */
export const scopeTableHeader = ["Language", "States a scope", "About a product term"] as const;

/** Reads the table of scope claims from the README's Markdown: every language needs its row. */
export function parseScopeWords(markdown: string): ScopeWords {
  const { rows, problems } = readTermTable(markdown, scopeTableHeader, "scope claims", {
    noteRequired: false,
  });
  const byLang: ScopeWords["byLang"] = {};
  // The table's last column is read as its phrases: here, the product terms.
  for (const { lang, terms, allowed } of rows)
    byLang[lang] = { scope: terms.map(termPattern), terms: allowed.map(termPattern) };
  if (rows.length > 0)
    for (const lang of languages)
      if (!byLang[lang]) problems.push(`the scope claims have no row for ${lang}`);
  return { byLang, problems };
}

/** A block's text cut into sentences (a table cell or heading is one). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+/).filter(Boolean);
}

function firstMatch(patterns: RegExp[], text: string): string | undefined {
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    const found = pattern.exec(text)?.[0];
    pattern.lastIndex = 0;
    if (found) return found;
  }
  return undefined;
}

/** Every scope claim of an article's statements not yet marked reviewed, in `words`' language. */
export function findScopeClaims(
  statements: Statement[],
  words: { scope: RegExp[]; terms: RegExp[] },
): ScopeClaim[] {
  const claims: ScopeClaim[] = [];
  for (const { text, line, terms, reviewed } of statements) {
    if (reviewed) continue;
    for (const sentence of sentences(text.normalize("NFC"))) {
      const word = firstMatch(words.scope, sentence);
      if (!word) continue;
      const term =
        terms.find((marked) => marked.trim() && sentence.includes(marked)) ??
        firstMatch(words.terms, sentence);
      if (term) claims.push({ line, word, term, sentence });
    }
  }
  return claims;
}
