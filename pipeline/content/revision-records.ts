/**
 * `content/revisions.json`: what a translation is checked against while it is outdated. A translation
 * must carry the heading ids, the question sections and every fact of the revision it was made
 * from; once the original has moved on, that revision's text is gone from the tree, so
 * `npm run translations -- mark` keeps its structure here, by article and revision, for as long as
 * a translation records it. Written by the command, never by hand.
 */
import { z } from "zod";
import type { Facts } from "./facts";
import { revisionPattern } from "./revision";

export const revisionsFile = "revisions.json";

const revisionRecordSchema = z.strictObject({
  /** The heading ids, in order. */
  headings: z.array(z.string()),
  /** The sections its readers' questions are given for, sorted. */
  sections: z.array(z.string()),
  /** Its facts (facts.ts), each list sorted. */
  facts: z.strictObject({
    numbers: z.array(z.string()),
    addresses: z.array(z.string()),
    values: z.array(z.string()),
  }),
  /** The code values it names as example data (its `examples`). */
  examples: z.array(z.string()),
});
export type RevisionRecord = z.infer<typeof revisionRecordSchema>;

/** By article key, then by revision. */
const revisionsSchema = z.record(
  z.string(),
  z.record(z.string().regex(revisionPattern), revisionRecordSchema),
);
export type RevisionRecords = z.infer<typeof revisionsSchema>;

/** The records in `text` (the file's text; empty when there is no file), or the problems found. */
export function parseRevisionRecords(text: string): { records: RevisionRecords; problems: string[] } {
  if (text.trim() === "") return { records: {}, problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return {
      records: {},
      problems: [`not valid JSON: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const parsed = revisionsSchema.safeParse(raw);
  if (!parsed.success)
    return {
      records: {},
      problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    };
  return { records: parsed.data, problems: [] };
}

/** A revision's record, from its parsed original. */
export function recordOf(original: {
  headings: readonly { id: string }[];
  sections: readonly string[];
  facts: Facts;
  examples: readonly string[];
}): RevisionRecord {
  const sorted = (values: Iterable<string>) => [...values].sort();
  return {
    headings: original.headings.map((heading) => heading.id),
    sections: sorted(original.sections),
    facts: {
      numbers: sorted(original.facts.numbers),
      addresses: sorted(original.facts.addresses),
      values: sorted(original.facts.values),
    },
    examples: [...original.examples],
  };
}

/** A record's facts as facts.ts compares them. */
export function factsOfRecord(record: RevisionRecord): Facts {
  return {
    numbers: new Set(record.facts.numbers),
    addresses: new Set(record.facts.addresses),
    values: new Set(record.facts.values),
  };
}

/** The file's text: articles and revisions in a stable order, a revision's record on one line of its own. */
export function writeRevisionRecords(records: RevisionRecords): string {
  const articles = Object.keys(records)
    .sort()
    .map((key) => {
      const revisions = Object.keys(records[key]!)
        .sort()
        .map((revision) => `    ${JSON.stringify(revision)}: ${JSON.stringify(records[key]![revision])}`);
      return `  ${JSON.stringify(key)}: {\n${revisions.join(",\n")}\n  }`;
    });
  return `{\n${articles.join(",\n")}\n}\n`;
}
