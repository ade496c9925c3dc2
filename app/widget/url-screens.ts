/**
 * The operator's map of the product's URLs to its screens, for a host that does not say which
 * screen it shows: `{ "/settings/integrations*": "Settings > Integrations" }`. A pattern is a path
 * where `*` stands for any run of characters; the longest pattern that matches wins, so a specific
 * page overrides its section. The product's URLs are the operator's to know: none is built in.
 */
export type UrlScreens = Record<string, string>;

function matches(pattern: string, path: string): boolean {
  const parts = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}$`).test(path);
}

/** The screen of `path`, by the longest matching pattern, or undefined. */
export function screenForPath(map: UrlScreens, path: string): string | undefined {
  let best: [string, string] | undefined;
  for (const [pattern, screen] of Object.entries(map))
    if (typeof screen === "string" && matches(pattern, path) && pattern.length > (best?.[0].length ?? -1))
      best = [pattern, screen];
  return best?.[1];
}
