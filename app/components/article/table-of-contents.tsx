import { useEffect, useMemo, useState } from "react";
import { sectionInView } from "~/lib/section-in-view";
import { useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";
import type { Heading } from "~/lib/content/types";

/** Follows the reader: the heading most recently scrolled past is marked current. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (ids.length === 0) return;
    const update = () => setActive(sectionInView(ids) ?? ids[0]);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [ids]);
  return active;
}

function Entries({ headings, active }: { headings: Heading[]; active?: string }) {
  return (
    <ul className="space-y-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.depth === 3 ? "pl-3" : undefined}>
          <a
            href={`#${heading.id}`}
            aria-current={heading.id === active ? "location" : undefined}
            className={cn(
              "block border-l-2 py-1 pl-3 leading-snug hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
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

/** "On this page": a sticky column on wide screens (`aside`), a disclosure above the article otherwise (`inline`). */
export function TableOfContents({ headings, variant }: { headings: Heading[]; variant: "inline" | "aside" }) {
  const t = useT();
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings]);
  const active = useActiveHeading(ids);
  if (headings.length === 0) return null;
  if (variant === "inline") {
    return (
      <details className="mb-8 rounded-lg border border-border bg-surface px-4 py-3 xl:hidden">
        <summary className="cursor-pointer text-sm font-semibold">{t("onThisPage")}</summary>
        <nav aria-label={t("onThisPage")} className="mt-3">
          <Entries headings={headings} active={active} />
        </nav>
      </details>
    );
  }
  return (
    <aside className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] w-56 shrink-0 overflow-y-auto xl:block">
      <nav aria-labelledby="toc-heading">
        <p id="toc-heading" className="mb-3 text-sm font-semibold">
          {t("onThisPage")}
        </p>
        <Entries headings={headings} active={active} />
      </nav>
    </aside>
  );
}
