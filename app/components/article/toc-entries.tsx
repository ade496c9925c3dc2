import type { Heading } from "~/lib/content/types";

/**
 * The list of an article's sections; `active` is marked as the reader's place. The mark is
 * `aria-current="location"`, and the look follows it, so a script moving it needs no re-render.
 */
export function TocEntries({
  headings,
  active,
  textLang,
}: {
  headings: Heading[];
  active?: string;
  /** `lang` of the headings when they are not in the page's language (an untranslated article). */
  textLang?: string;
}) {
  return (
    <ul lang={textLang} className="space-y-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.depth === 3 ? "pl-3" : undefined}>
          <a
            href={`#${heading.id}`}
            aria-current={heading.id === active ? "location" : undefined}
            className="toc-link border-transparent text-muted-foreground aria-[current=location]:border-primary aria-[current=location]:font-medium aria-[current=location]:text-primary"
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
