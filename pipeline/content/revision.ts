/**
 * A default-language article's revision, as its translations record it (`translatedFrom`): a hash
 * of the words a translator translates, so any edit that could matter to a translation makes the
 * translations outdated without the writer having to remember anything. A hash rather than the
 * `reviewed` date: a date moves only when the writer moves it (the edit that forgets is the silent
 * staleness this is here to end), and two edits of one day share it.
 *
 * What is hashed is the title, the description, the keywords and the body, with what no translator
 * rewrites taken out: where a link points (internal links are written as the default route in every
 * language, so a translation follows a moved link mechanically; the facts check makes it), and how
 * the text is laid out in whitespace. The rest of the frontmatter is the same in every language
 * (checked apart) or the readers' own words in each (questions), so it is not part of the revision.
 */
import { createHash } from "node:crypto";
import { parse as parseYaml } from "yaml";

/** The frontmatter fields a translation translates. */
const translatedFields = ["title", "description", "keywords"] as const;

/** How long a revision is written: 12 hex digits, a collision among one article's revisions is out of reach. */
const revisionLength = 12;

/** The text of an article a translator translates, laid out one way whatever the whitespace. */
export function translatableText(source: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  const frontmatter = (match ? parseYaml(match[1]!) : {}) as Record<string, unknown> | null;
  const body = match ? match[2]! : source;
  const fields = translatedFields.map((field) => JSON.stringify(frontmatter?.[field] ?? null));
  const words = body
    // `[text](/route#section "title")` keeps its text and title; only the target goes.
    .replace(/\]\(\s*[^\s)]+(\s+"[^"]*")?\s*\)/g, "]($1)")
    .replace(/\s+/g, " ")
    .trim();
  return [...fields, words].join("\n");
}

/** The revision of a default-language article's source: what a translation records as `translatedFrom`. */
export function revisionOf(source: string): string {
  return createHash("sha256").update(translatableText(source)).digest("hex").slice(0, revisionLength);
}

export const revisionPattern = new RegExp(`^[0-9a-f]{${revisionLength}}$`);
