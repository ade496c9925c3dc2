import { useT } from "~/hooks/use-lang";
import type { Heading } from "~/lib/content/types";
import { OnThisPage } from "./on-this-page";
import { TocEntries } from "./toc-entries";

/**
 * "On this page": a disclosure above the article below 1280 px (`inline`, HTML only), a sticky
 * column beside it from there (`aside`, which follows the reader's place: on-this-page.dom.ts).
 */
export function TableOfContents({
  headings,
  variant,
  textLang,
}: {
  headings: Heading[];
  variant: "inline" | "aside";
  /** `lang` of the headings when they are not in the page's language (an untranslated article). */
  textLang?: string;
}) {
  const t = useT();
  if (headings.length === 0) return null;
  if (variant === "aside") return <OnThisPage headings={headings} textLang={textLang} />;
  return (
    <details className="mb-8 rounded-lg border border-border bg-surface px-4 py-3 xl:hidden">
      <summary className="cursor-pointer text-sm font-semibold">{t("onThisPage")}</summary>
      <nav aria-label={t("onThisPage")} className="mt-3">
        <TocEntries headings={headings} textLang={textLang} />
      </nav>
    </details>
  );
}
