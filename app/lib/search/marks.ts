/**
 * A result's text cut at its marks (the ranges that matched the query), for whoever draws it: the
 * search panel (plain DOM) and the results page (React) show the same marks.
 */
import type { Highlighted } from "./engine";

export interface TextPart {
  text: string;
  /** This part matched the query: it is drawn in a `<mark>`. */
  marked: boolean;
}

export function markedParts(value: Highlighted): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of value.ranges) {
    if (start > cursor) parts.push({ text: value.text.slice(cursor, start), marked: false });
    parts.push({ text: value.text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < value.text.length) parts.push({ text: value.text.slice(cursor), marked: false });
  return parts;
}

/** How a mark looks, wherever it is drawn. */
export const markClass = "rounded-sm bg-primary-soft px-0.5 font-semibold text-primary";
