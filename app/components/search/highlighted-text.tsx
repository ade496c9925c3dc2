import type { Highlighted } from "~/lib/search/engine";
import { markClass, markedParts } from "~/lib/search/marks";

/** Text with its matched ranges in <mark>; React escapes the text, so a query can never become markup. */
export function HighlightedText({ value }: { value: Highlighted }) {
  return (
    <>
      {markedParts(value).map((part, index) =>
        part.marked ? (
          <mark key={index} className={markClass}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
