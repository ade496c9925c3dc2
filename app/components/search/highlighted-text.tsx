import type { Highlighted } from "~/lib/search/engine";

/** Text with its matched ranges in <mark>; React escapes the text, so a query can never become markup. */
export function HighlightedText({ value }: { value: Highlighted }) {
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  for (const [start, end] of value.ranges) {
    if (start > cursor) parts.push(value.text.slice(cursor, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-primary-soft px-0.5 font-semibold text-primary">
        {value.text.slice(start, end)}
      </mark>,
    );
    cursor = end;
  }
  if (cursor < value.text.length) parts.push(value.text.slice(cursor));
  return <>{parts}</>;
}
