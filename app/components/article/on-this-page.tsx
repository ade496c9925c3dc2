import { useT } from "~/hooks/use-lang";
import type { Heading } from "~/lib/content/types";
import { TocEntries } from "./toc-entries";

/**
 * "On this page" as a sticky column on wide screens. HTML only: on-this-page.dom.ts marks the
 * section being read as the reader scrolls; pre-rendered with the first one marked, as at the top.
 */
export function OnThisPage({ headings, textLang }: { headings: Heading[]; textLang?: string }) {
  const t = useT();
  return (
    <aside className="sticky top-24 hidden max-h-[calc(100dvh-7rem)] w-56 shrink-0 overflow-y-auto xl:block">
      <nav aria-labelledby="toc-heading" data-follow-section="">
        <p id="toc-heading" className="mb-3 text-sm font-semibold">
          {t("onThisPage")}
        </p>
        <TocEntries headings={headings} active={headings[0]?.id} textLang={textLang} />
      </nav>
    </aside>
  );
}
