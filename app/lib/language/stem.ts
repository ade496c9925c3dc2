/**
 * A light stemmer whose endings are data: one ending comes off a folded word, the longest that
 * leaves at least `minStem` letters ("conexoes" → "conex", "expiration" → "expir"), so forms of a
 * word meet. Endings of every language apply to every word: readers mix languages in one query.
 */

/** Letters a stem keeps at least: shorter stems join words that are not the same word. */
export const minStem = 4;

export type Stemmer = (folded: string) => string;

export function stemmer(endings: Iterable<string>): Stemmer {
  // By length, longest first: a word's ending of each length is looked up, not every ending tried
  // (a help centre's every word is stemmed, and a server stems each article a question reads).
  const byLength = new Map<number, Set<string>>();
  for (const ending of endings)
    byLength.set(ending.length, (byLength.get(ending.length) ?? new Set()).add(ending));
  const lengths = [...byLength.keys()].sort((a, b) => b - a);
  return (folded) => {
    for (const length of lengths)
      if (
        folded.length - length >= minStem &&
        byLength.get(length)!.has(folded.slice(folded.length - length))
      )
        return folded.slice(0, -length);
    return folded;
  };
}
