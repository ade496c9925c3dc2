/**
 * Reads and validates a language's vocabulary file (`content/<lang>/vocabulary.yaml`): a zod schema
 * of its words, and each problem reported with the file and the line it is on, so a writer who
 * renames a product term or adds a synonym is told exactly what to fix. Runs at build time only.
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { LineCounter, parseDocument, isNode } from "yaml";
import { z } from "zod";
import { fold } from "../../app/lib/language/fold";
import { cueNames, type Vocabulary } from "../../app/lib/language/vocabulary";

/** Where a language's vocabulary lives, under `content/`. */
export const vocabularyFile = (lang: string) => `${lang}/vocabulary.yaml`;

/** A word as search compares it: lowercase, no accents, letters, digits, and inner spaces, hyphens or apostrophes. */
const foldedWord = z
  .string()
  .min(1)
  .refine((word) => word === fold(word).trim(), "must be lowercase and without accents (folded)")
  .refine(
    (word) => /^[\p{L}\p{N}]+(?:[ '-][\p{L}\p{N}]+)*$/u.test(word),
    "must be a word or a phrase of words",
  );
const folded = z.array(foldedWord);
/** A word that may end in `*`, standing for any ending. */
const pattern = z.array(
  z
    .string()
    .min(1)
    .refine((word) => word === fold(word).trim(), "must be lowercase and without accents (folded)")
    .refine(
      (word) => /^[\p{L}\p{N}]+(?:[ '-][\p{L}\p{N}]+)*\*?$/u.test(word),
      "must be a word or phrase, * only at the end",
    ),
);
const key = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, "keys are lowercase English words joined by hyphens");

const cueWords = z.strictObject({
  asks: pattern.optional(),
  opens: pattern.optional(),
  answers: pattern.optional(),
  units: folded.optional(),
  few: folded.optional(),
});

export const vocabularySchema = z.strictObject({
  stopWords: folded.min(1),
  searchStopWords: folded,
  stemEndings: z.array(z.string().regex(/^[a-z]+$/, "an ending is folded letters only")).min(1),
  actions: z.record(key, folded.min(1)),
  ideas: z.record(key, folded.min(1)),
  askingWords: folded,
  question: z.strictObject({
    howTo: folded,
    numbers: folded,
    cues: z.partialRecord(z.enum(cueNames), cueWords),
  }),
  sounds: z
    .record(
      z.string().regex(/^[a-z]+\$?$/, "a spelling is folded letters, with `$` at the end for a word's end"),
      z.string().regex(/^[a-z]*$/, "a sound is folded letters"),
    )
    .optional(),
  letterNames: z
    .record(
      z.string().regex(/^[a-z]$/, "a letter"),
      z.array(z.string().regex(/^[a-z]+$/, "folded letters")).min(1),
    )
    .optional(),
  languageGuess: z.strictObject({
    markers: z.array(z.string().regex(/^[\p{Ll}]+$/u, "a marker is one lowercase word")).min(1),
    letters: z
      .string()
      .regex(/^[^\s\]\\^-]+$/u, "letters are written one after another, without spaces")
      .optional(),
  }),
}) satisfies z.ZodType<Vocabulary>;

export class VocabularyError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Vocabulary has ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
    this.name = "VocabularyError";
  }
}

/**
 * The vocabulary in `text`, the file `content/<file>`; throws a VocabularyError whose every problem
 * reads `content/<file>:<line>: <where>: <what>`.
 */
export function parseVocabulary(file: string, text: string): Vocabulary {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number | undefined) =>
    `content/${file}:${offset === undefined ? 1 : lines.linePos(offset).line}`;
  if (document.errors.length > 0)
    throw new VocabularyError(
      document.errors.map((error) => `${at(error.pos[0])}: not valid YAML: ${error.message}`),
    );
  const result = vocabularySchema.safeParse(document.toJS());
  if (result.success) return result.data;
  throw new VocabularyError(
    result.error.issues.map((issue) => {
      // The deepest node of the issue's path that the file has: a missing key is reported where its parent is.
      let node: unknown;
      for (let depth = issue.path.length; depth >= 0 && !isNode(node); depth--)
        node = depth === 0 ? document.contents : document.getIn(issue.path.slice(0, depth), true);
      const offset = isNode(node) ? node.range?.[0] : undefined;
      return `${at(offset)}: ${issue.path.join(".") || "vocabulary"}: ${issue.message}`;
    }),
  );
}

/** Every listed language's vocabulary, read from `contentDir`; a missing file is a problem too. */
export function loadVocabularies<L extends string>(
  contentDir: string,
  languages: readonly L[],
): Record<L, Vocabulary> {
  const problems: string[] = [];
  const loaded = {} as Record<L, Vocabulary>;
  for (const lang of languages) {
    const file = vocabularyFile(lang);
    const path = join(contentDir, file);
    if (!existsSync(path)) {
      problems.push(`content/${file}: missing: every language of the help centre has a vocabulary`);
      continue;
    }
    try {
      loaded[lang] = parseVocabulary(file, readFileSync(path, "utf8"));
    } catch (error) {
      if (!(error instanceof VocabularyError)) throw error;
      problems.push(...error.problems);
    }
  }
  // Every language's sounds apply to every word: two files must read a spelling alike.
  const sounds = new Map<string, [string, string]>();
  for (const lang of languages)
    for (const [spelling, sound] of Object.entries(loaded[lang]?.sounds ?? {})) {
      const other = sounds.get(spelling);
      if (other && other[1] !== sound)
        problems.push(
          `content/${vocabularyFile(lang)}: sounds.${spelling}: reads "${sound}", content/${vocabularyFile(other[0])} reads it "${other[1]}"`,
        );
      else sounds.set(spelling, [lang, sound]);
    }
  if (problems.length > 0) throw new VocabularyError(problems);
  return loaded;
}
