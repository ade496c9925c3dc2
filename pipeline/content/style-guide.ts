/**
 * The style guide's forbidden variants: one table in `content/README.md` (section "Style and
 * terms"), read by the build, so the list authors read is the list the build enforces. Pure: the
 * caller passes the README's text.
 */
import type { Table, TableCell } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { languages, type Lang } from "../../app/lib/content/types";

export interface StyleRule {
  lang: Lang;
  /** The variant as written in the table, e.g. `e-mail*`. */
  forbidden: string;
  /** What to write instead, as the table says it. */
  preferred: string;
  pattern: RegExp;
  /** The variant's first word in lower case: text that lacks it cannot match, so it is skipped fast. */
  stem: string;
  /** Phrases inside which the forbidden variant is fine (`papel do IAM`). */
  allowed: RegExp[];
}

export interface StyleGuide {
  rules: StyleRule[];
  problems: string[];
}

/** The header of the table the build reads, cell by cell. */
export const styleTableHeader = ["Language", "Forbidden", "Write instead", "Allowed inside"] as const;

/** A letter, mark or digit: what a whole word is made of, hyphen included (`e-mail`, `sign-in`). */
const wordChar = String.raw`[\p{L}\p{M}\p{N}_-]`;
/** Words, spaces, hyphens and apostrophes, with an optional trailing `*` for any word ending. */
const termShape = /^[\p{L}\p{M}\p{N}' -]+\*?$/u;

/**
 * A term as a regular expression: whole words only, any case, any run of white space between
 * words (a phrase may wrap across lines), `*` at the end for any ending (`curti*`: curtir, curtida).
 */
export function termPattern(term: string): RegExp {
  const wildcard = term.endsWith("*");
  const body = (wildcard ? term.slice(0, -1) : term)
    .normalize("NFC")
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(String.raw`\s+`);
  const ending = wildcard ? String.raw`[\p{L}\p{M}\p{N}]*` : "";
  return new RegExp(`(?<!${wordChar})${body}${ending}(?!${wordChar})`, "giu");
}

function codeValues(cell: TableCell): string[] {
  const values: string[] = [];
  visit(cell, "inlineCode", (node) => {
    values.push(node.value);
  });
  return values;
}

/** A row of one of the README's tables of terms: its language, terms, what it says, allowed phrases. */
export interface TermRow {
  where: string;
  lang: Lang;
  terms: string[];
  note: string;
  allowed: string[];
}

/**
 * Reads a table of terms from the README's Markdown: the one whose header is `header` (language,
 * the terms as `code`, an optional note, the phrases they are fine inside), row by row, with what
 * is wrong with any row. `what` names the table in messages.
 */
export function readTermTable(
  markdown: string,
  header: readonly string[],
  what: string,
  { noteRequired }: { noteRequired: boolean },
): { rows: TermRow[]; problems: string[] } {
  const problems: string[] = [];
  const rows: TermRow[] = [];
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  let table: Table | undefined;
  visit(tree, "table", (node) => {
    const cells = node.children[0]?.children.map((cell) => toString(cell).trim());
    if (!table && cells?.join("|") === header.join("|")) table = node;
  });
  if (!table) return { rows, problems: [`has no table of ${what} with the columns ${header.join(" | ")}`] };
  const noteColumn = header.length === 4;
  for (const [index, row] of table.children.slice(1).entries()) {
    const where = `${what}, row ${index + 1}`;
    const [langCell, termsCell, ...rest] = row.children;
    const noteCell = noteColumn ? rest[0] : undefined;
    const allowedCell = noteColumn ? rest[1] : rest[0];
    const lang = langCell ? toString(langCell).trim() : "";
    if (!(languages as readonly string[]).includes(lang)) {
      problems.push(`${where}: language "${lang}" is not one of ${languages.join(", ")}`);
      continue;
    }
    const terms = termsCell ? codeValues(termsCell) : [];
    const note = noteCell ? toString(noteCell).trim() : "";
    const allowed = allowedCell ? codeValues(allowedCell) : [];
    if (terms.length === 0) problems.push(`${where}: no term written as \`code\``);
    if (noteRequired && !note) problems.push(`${where}: says nothing to write instead`);
    const malformed = [...terms, ...allowed].filter((term) => !termShape.test(term));
    for (const term of malformed)
      problems.push(`${where}: "${term}" is not a word or phrase (a trailing * is the only wildcard)`);
    if (terms.length === 0 || (noteRequired && !note) || malformed.length > 0) continue;
    rows.push({ where, lang: lang as Lang, terms, note, allowed });
  }
  if (rows.length === 0 && problems.length === 0) problems.push(`the table of ${what} is empty`);
  return { rows, problems };
}

/** A term of a table as a rule for `findViolations`. */
function ruleOf(lang: Lang, term: string, preferred: string, allowed: string[]): StyleRule {
  return {
    lang,
    forbidden: term,
    preferred,
    pattern: termPattern(term),
    stem: term.replace(/\*$/, "").normalize("NFC").toLowerCase().trim().split(/\s+/)[0] ?? "",
    allowed: allowed.map(termPattern),
  };
}

/** Reads the table of forbidden variants from the README's Markdown. */
export function parseStyleGuide(markdown: string): StyleGuide {
  const { rows, problems } = readTermTable(markdown, styleTableHeader, "forbidden variants", {
    noteRequired: true,
  });
  const rules = rows.flatMap(({ lang, terms, note, allowed }) =>
    terms.map((term) => ruleOf(lang, term, note, allowed)),
  );
  return { rules, problems };
}

/** The header of the table of words that send a reader to a person, cell by cell. */
export const supportTableHeader = ["Language", "Sends the reader to support", "Allowed inside"] as const;

/**
 * Reads the words that send a reader to a person ("suporte", "contact us") from the README's
 * Markdown: in an article they are written only inside `<SupportLink>` (support-check.ts).
 */
export function parseSupportWords(markdown: string): StyleGuide {
  const { rows, problems } = readTermTable(
    markdown,
    supportTableHeader,
    "words that send a reader to support",
    {
      noteRequired: false,
    },
  );
  const rules = rows.flatMap(({ lang, terms, allowed }) =>
    terms.map((term) => ruleOf(lang, term, "<SupportLink>", allowed)),
  );
  // A language without its row would let every support sentence of its articles through unchecked
  // (asked only of a table that exists: a missing one is already its own problem).
  const given = new Set(rows.map((row) => row.lang));
  if (rows.length > 0)
    for (const lang of languages)
      if (!given.has(lang)) problems.push(`the words that send a reader to support have no row for ${lang}`);
  return { rules, problems };
}

export interface Violation {
  line: number;
  found: string;
  rule: StyleRule;
}

/**
 * Every forbidden variant in a language's prose (pieces of reader-visible text with the line each
 * starts on). Overlapping finds are reported once, the earliest and longest first.
 */
export function findViolations(prose: { text: string; line: number }[], rules: StyleRule[]): Violation[] {
  const violations: Violation[] = [];
  for (const { text: raw, line } of prose) {
    const text = raw.normalize("NFC");
    const lower = text.toLowerCase();
    const found: { start: number; end: number; rule: StyleRule }[] = [];
    for (const rule of rules) {
      if (!lower.includes(rule.stem)) continue;
      for (const match of text.matchAll(rule.pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        const excused = rule.allowed.some((pattern) =>
          [...text.matchAll(pattern)].some((ok) => ok.index <= start && ok.index + ok[0].length >= end),
        );
        if (!excused) found.push({ start, end, rule });
      }
    }
    found.sort((a, b) => a.start - b.start || b.end - a.end);
    let reachedEnd = -1;
    for (const item of found) {
      if (item.start < reachedEnd) continue;
      reachedEnd = item.end;
      const linesBefore = text.slice(0, item.start).split("\n").length - 1;
      violations.push({ line: line + linesBefore, found: text.slice(item.start, item.end), rule: item.rule });
    }
  }
  return violations;
}
