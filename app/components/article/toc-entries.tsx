import { cn } from "~/lib/cn";
import type { Heading } from "~/lib/content/types";

/** The list of an article's sections; `active` is marked as the reader's place. */
export function TocEntries({ headings, active }: { headings: Heading[]; active?: string }) {
  return (
    <ul className="space-y-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.depth === 3 ? "pl-3" : undefined}>
          <a
            href={`#${heading.id}`}
            aria-current={heading.id === active ? "location" : undefined}
            className={cn(
              "toc-link",
              heading.id === active
                ? "border-primary font-medium text-primary"
                : "border-transparent text-muted-foreground",
            )}
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
