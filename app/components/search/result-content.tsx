import { Icon } from "~/components/ui/icon";
import type { Lang } from "~/lib/i18n";
import { htmlLang } from "~/lib/urls";
import type { SearchResult } from "~/lib/search/engine";
import { HighlightedText } from "./highlighted-text";

/**
 * What a result option shows: its icon, title (and section), a language badge when its words are
 * in another language (found in a fallback language, or an article not yet translated), and a
 * one-line snippet.
 */
export function ResultContent({
  result,
  href,
  badge,
}: {
  result: SearchResult;
  href?: string;
  badge?: Lang;
}) {
  return (
    <>
      {/* The result's route as a real link, for crawlers and copy-link; inert, so the option stays
          one control for assistive technology and the click lands on it. */}
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
      <a href={href} inert aria-hidden="true" tabIndex={-1} className="absolute inset-0" />
      <Icon
        name={result.document.type === "category" ? "layout-grid" : "file-text"}
        className="mt-0.5 text-muted-foreground"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span lang={badge && htmlLang[badge]} className="truncate font-medium">
            <HighlightedText value={result.title} />
            {result.section && (
              <span className="font-normal text-muted-foreground">
                {" › "}
                <HighlightedText value={result.section} />
              </span>
            )}
          </span>
          {badge && (
            <span
              lang={htmlLang[badge]}
              className="rounded border border-border px-1 text-[0.65rem] font-semibold text-muted-foreground uppercase"
            >
              {badge.toUpperCase()}
            </span>
          )}
        </span>
        <span lang={badge && htmlLang[badge]} className="block truncate text-sm text-muted-foreground">
          <HighlightedText value={result.excerpt} />
        </span>
      </span>
    </>
  );
}
