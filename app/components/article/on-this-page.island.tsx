import { useEffect, useState } from "react";
import { useT } from "~/hooks/use-lang";
import type { Heading } from "~/lib/content/types";
import { sectionInView } from "~/lib/section-in-view";
import { TocEntries } from "./toc-entries";

/** Follows the reader: the heading most recently scrolled past is marked current. */
function useActiveHeading(headings: Heading[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const ids = headings.map((heading) => heading.id);
    if (ids.length === 0) return;
    const update = () => setActive(sectionInView(ids) ?? ids[0]);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [headings]);
  return active;
}

/** "On this page" as a sticky column on wide screens, marking the section being read. */
export default function OnThisPage({ headings }: { headings: Heading[] }) {
  const t = useT();
  const active = useActiveHeading(headings);
  return (
    <aside className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] w-56 shrink-0 overflow-y-auto xl:block">
      <nav aria-labelledby="toc-heading">
        <p id="toc-heading" className="mb-3 text-sm font-semibold">
          {t("onThisPage")}
        </p>
        <TocEntries headings={headings} active={active} />
      </nav>
    </aside>
  );
}
