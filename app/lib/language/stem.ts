/**
 * A light stemmer whose endings are data: one ending comes off a folded word, the longest that
 * leaves at least `minStem` letters ("conexoes" → "conex", "expiration" → "expir"), so forms of a
 * word meet. Endings of every language apply to every word: readers mix languages in one query.
 */

/** Letters a stem keeps at least: shorter stems join words that are not the same word. */
export const minStem = 4;

export type Stemmer = (folded: string) => string;

export function stemmer(endings: Iterable<string>): Stemmer {
  const longestFirst = [...new Set(endings)].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return (folded) => {
    for (const ending of longestFirst)
      if (folded.length - ending.length >= minStem && folded.endsWith(ending))
        return folded.slice(0, -ending.length);
    return folded;
  };
}
