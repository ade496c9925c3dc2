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

export function llmsFull(heading: string, articles: readonly FullArticle[]): string {
  const parts = articles.map(({ url, markdown }) => {
    const [title, ...rest] = markdown.trimEnd().split("\n");
    if (!title?.startsWith("# ")) throw new Error(`The Markdown of ${url} does not open with its title`);
    return [title, "", `URL: ${url}`, ...rest].join("\n");
  });
  return `${[heading.trimEnd(), ...parts].join("\n\n---\n\n")}\n`;
}
