/**
 * The product's screens, by the menu paths the product knowledge names: the one list an article's
 * `screens` frontmatter is checked against at build time, and the keys of the map the embedded
 * widget reads to suggest articles for the screen a reader is on. A product screen the knowledge
 * does not name is not here, so no article claims one that was never documented.
 */
export const screens = [
  "Home",
  "Portals",
  "Settings > Integrations",
  "Settings > Knowledge Base",
  "Settings > Appearance",
  "Settings > API Playground",
  "Settings > Authentication",
  "Settings > Users > Service Accounts",
  "Organization > Users > User list",
  "Organization > Users > User Groups",
] as const;

export type Screen = (typeof screens)[number];

export function isScreen(value: string): value is Screen {
  return (screens as readonly string[]).includes(value);
}

/** How many articles the widget suggests for one screen at most. */
export const suggestionsPerScreen = 5;
