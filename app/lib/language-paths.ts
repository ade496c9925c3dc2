/**
 * How a URL path carries its language: the default language's routes have no prefix, every other
 * language's are the same routes under its prefix. Written over a map of prefixes rather than the
 * language table itself, so the inline redirect script (app/early/language.ts) carries the prefixes
 * alone, which the build writes into it from the table, while urls.ts passes the table's.
 */

/** Each language's URL prefix by its code; the default language's is empty. */
export type LanguagePrefixes<Code extends string> = Readonly<Record<Code, string>>;

/** The language whose prefix starts `pathname` (`/en`, `/en/…`), else `fallback` (the default one). */
export function languageOfPath<Code extends string>(
  prefixes: LanguagePrefixes<Code>,
  pathname: string,
  fallback: Code,
): Code {
  for (const code of Object.keys(prefixes) as Code[]) {
    const prefix = prefixes[code];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return code;
  }
  return fallback;
}

/** A default-language route under a language's prefix: `("/en", "/")` → `/en`, `("", "/x")` → `/x`. */
export function pathUnder(prefix: string, route: string): string {
  return route === "/" ? prefix || "/" : prefix + route;
}
