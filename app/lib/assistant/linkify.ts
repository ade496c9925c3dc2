/**
 * Turns answer text into text and links, and nothing else: `[label](target)` and bare https URLs
 * become links only when the target is one of our own routes or an https URL. No HTML from an
 * answer ever reaches the page; the caller renders segments as React text and anchors.
 */

/**
 * Our routes an answer may link to: the pages of the sources it read (`url`s with or without a
 * section), since what an answer can link to is what it read. Checked against them rather than
 * against the whole site's navigation, which grows with the content.
 */
export function sourceRoutes(sources: readonly { url: string }[]): (path: string) => boolean {
  const routes = new Set(sources.map(({ url }) => url.split("#")[0]!));
  return (path) => routes.has(path);
}

export type Segment =
  { type: "text"; text: string } | { type: "link"; text: string; href: string; external: boolean };

const token = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|https:\/\/[^\s<>"'()\]]+[^\s<>"'()\].,;:!?]/g;

export function linkify(text: string, isOwnRoute: (path: string) => boolean): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last?.type === "text") last.text += value;
    else segments.push({ type: "text", text: value });
  };
  for (const match of text.matchAll(token)) {
    const [whole, label, target] = match;
    pushText(text.slice(cursor, match.index));
    cursor = match.index + whole.length;
    const href = target ?? whole;
    const own = href.startsWith("/") && !href.startsWith("//") && isOwnRoute(href.split("#")[0]!);
    const external = /^https:\/\/[^/\s]+/i.test(href);
    if (own || external) segments.push({ type: "link", text: label ?? whole, href, external: !own });
    else pushText(label ?? whole);
  }
  pushText(text.slice(cursor));
  return segments;
}
