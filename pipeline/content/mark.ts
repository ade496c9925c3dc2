/**
 * Writing a translation's revision record (`translatedFrom`) into its frontmatter: what
 * `npm run translations -- mark` does to a file, and what tests do to their fixtures.
 */
import { defaultLang } from "../../app/lib/languages";
import { revisionOf } from "./revision";

/** `source` with its frontmatter's `translatedFrom` set to `revision` (replaced, or added last). */
export function withTranslatedFrom(source: string, revision: string): string {
  const match = /^(---\r?\n)([\s\S]*?)(\r?\n---)/.exec(source);
  if (!match) throw new Error("the file has no frontmatter");
  const [whole, open, fields, close] = match as unknown as [string, string, string, string];
  // Quoted: a hash of hex digits alone ("123456789012", "12e345678901") would be read as a number.
  const line = `translatedFrom: "${revision}"`;
  const updated = /^translatedFrom:.*$/m.test(fields)
    ? fields.replace(/^translatedFrom:.*$/m, line)
    : `${fields}\n${line}`;
  return `${open}${updated}${close}${source.slice(whole.length)}`;
}

/**
 * Every translation among `articles` (paths relative to `content/`) marked as made from its
 * original as it is now: each is current.
 */
export function markAll<T extends { path: string; source: string }>(articles: readonly T[]): T[] {
  const originals = new Map(
    articles
      .filter((file) => file.path.startsWith(`${defaultLang}/`))
      .map((file) => [file.path.slice(defaultLang.length + 1), file.source]),
  );
  return articles.map((file) => {
    const original = originals.get(file.path.slice(file.path.indexOf("/") + 1));
    if (file.path.startsWith(`${defaultLang}/`) || original === undefined) return file;
    return { ...file, source: withTranslatedFrom(file.source, revisionOf(original)) };
  });
}
