/**
 * A word as it sounds, for a reader who spells by ear: "sertificado" and "certificado", "guguel"
 * and "google", read alike. The spellings and their sounds are every language's data
 * (`sounds` in `content/<lang>/vocabulary.yaml`); a doubled letter sounds as one. And an initialism
 * spelt out by its letters' names ("aidi" for "ID", `letterNames`).
 */

/** A word's sound: each spelling, longest first and left to right, read as its sound, then doubled letters as one. */
export function soundReader(sounds: Readonly<Record<string, string>>): (folded: string) => string {
  const rules = Object.entries(sounds)
    .map(([spelling, sound]) => ({
      spelling: spelling.replace(/\$$/, ""),
      atEnd: spelling.endsWith("$"),
      sound,
    }))
    .sort((a, b) => b.spelling.length - a.spelling.length);
  const longest = rules[0]?.spelling.length ?? 0;
  return (folded) => {
    let read = "";
    for (let at = 0; at < folded.length;) {
      const rule = rules.find(
        ({ spelling, atEnd }) =>
          folded.startsWith(spelling, at) && (!atEnd || at + spelling.length === folded.length),
      );
      if (rule && longest > 0) {
        read += rule.sound;
        at += rule.spelling.length;
      } else read += folded[at++];
    }
    return read.replace(/(.)\1+/g, "$1");
  };
}

/** A letter's name as written, and the letters it names (languages name letters differently: "i"). */
export type LetterNames = ReadonlyMap<string, readonly string[]>;

export function letterNamesOf(names: readonly Readonly<Record<string, string[]>>[]): LetterNames {
  const byName = new Map<string, string[]>();
  for (const table of names)
    for (const [letter, written] of Object.entries(table))
      for (const name of written) byName.set(name, [...new Set([...(byName.get(name) ?? []), letter])]);
  return byName;
}

/**
 * The initialisms a word may spell out by its letters' names, fewest names first ("aidi": "id" as
 * "ai" + "di" before "aid" as "a" + "i" + "di"); at most `longest` letters each.
 */
export function spelledLetters(names: LetterNames, folded: string, longest = 4): string[] {
  const longestName = Math.max(0, ...[...names.keys()].map((name) => name.length));
  // A word longer than `longest` of the longest names spells out no initialism; nor is it scanned.
  if (folded.length > longest * longestName) return [];
  // Every way to read the word from `at` to its end as names: the letters, by how many names.
  const from = new Map<number, string[]>([[folded.length, [""]]]);
  for (let at = folded.length - 1; at >= 0; at--) {
    const readings: string[] = [];
    for (let end = at + 1; end <= Math.min(folded.length, at + longestName); end++) {
      for (const letter of names.get(folded.slice(at, end)) ?? [])
        for (const rest of from.get(end) ?? []) if (rest.length < longest) readings.push(letter + rest);
    }
    from.set(at, readings);
  }
  return [...new Set(from.get(0))]
    .filter((letters) => letters.length >= 2)
    .sort((a, b) => a.length - b.length);
}
