/**
 * `llms-full.txt`: every article of a language as Markdown in one file, for agents that read a
 * whole help centre at once. Each article keeps its own Markdown (its title as the `#` heading,
 * its description, its sections) with the URL of its page under the title, and a rule between two
 * articles.
 */

export interface FullArticle {
  /** The article page's absolute URL. */
  url: string;
  /** The article's Markdown, opening with `# Title` (see markdown.ts). */
  markdown: string;
}

/** Between two articles, and between the heading and the first. */
const rule = "\n\n---\n\n";

/** One article as the file holds it: its title, its page's URL, the rest of its Markdown. */
function articleText({ url, markdown }: FullArticle): string {
  const [title, ...rest] = markdown.trimEnd().split("\n");
  if (!title?.startsWith("# ")) throw new Error(`The Markdown of ${url} does not open with its title`);
  return [title, "", `URL: ${url}`, ...rest].join("\n");
}

export function llmsFull(heading: string, articles: readonly FullArticle[]): string {
  return `${[heading.trimEnd(), ...articles.map(articleText)].join(rule)}\n`;
}

/**
 * The size every llms file stays under, in bytes: about what an agent can take in at once. The
 * whole language's file is written only while it fits; each category's always is, in parts when
 * one file would not hold it.
 */
export const maxLlmsFileBytes = 1024 * 1024;

/**
 * The articles in `llms-full` files each under `maxBytes`, in the order given: as few files as
 * hold them, each headed by `heading(part, parts)` (a 1-based part and the number of parts). An
 * article that alone would not fit fails the build: no file may be cut inside an article.
 */
export function llmsFullParts(
  heading: (part: number, parts: number) => string,
  articles: readonly FullArticle[],
  maxBytes = maxLlmsFileBytes,
): string[] {
  const sizeOf = (text: string) => Buffer.byteLength(text, "utf8");
  // A file's size is its heading's, its articles' and a rule before each, and the final newline.
  const sized = articles.map((article) => ({ article, bytes: sizeOf(articleText(article)) + sizeOf(rule) }));
  const group = (headingBytes: number): FullArticle[][] => {
    const groups: FullArticle[][] = [];
    let current: FullArticle[] = [];
    let bytes = headingBytes + 1;
    for (const { article, bytes: articleBytes } of sized) {
      if (headingBytes + 1 + articleBytes >= maxBytes)
        throw new Error(`The Markdown of ${article.url} alone is over ${maxBytes} bytes in an llms file`);
      if (bytes + articleBytes >= maxBytes) {
        groups.push(current);
        current = [];
        bytes = headingBytes + 1;
      }
      current.push(article);
      bytes += articleBytes;
    }
    groups.push(current);
    return groups;
  };
  // Grouped for the longest heading the number of parts gives ("part 10 of 12"), then written with
  // each part's own, never longer; a longer heading may need one more part: settle the number.
  const headingBytes = (parts: number) => sizeOf(heading(parts, parts).trimEnd());
  let parts = 1;
  let groups = group(headingBytes(parts));
  while (groups.length > parts) {
    parts = groups.length;
    groups = group(headingBytes(parts));
  }
  return groups.map((members, index) => llmsFull(heading(index + 1, groups.length), members));
}
