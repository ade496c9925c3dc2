import { useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { onDemand } from "~/hooks/on-demand";
import { useLang, useT } from "~/hooks/use-lang";
import { cn, focusRing } from "~/lib/cn";
import type { SearchBoxVariant } from "./search-panel";
import { useSearchBox } from "./use-search-box";

const searchPanel = onDemand(() => import("./search-panel"));
// The island wakes on use (the pointer over the box, focus, a request from the assistant): the
// panel is wanted next. Loaded now, it renders with the first key typed rather than a render later.
// (Not when the page is pre-rendered: the build renders no panel.)
if (typeof document !== "undefined") void searchPanel.preload();

/**
 * A search field following the WAI-ARIA combobox pattern. The results panel and the index load on
 * the first focus; until they arrive the field takes typing, and results show when they land. The
 * panel owns the options, moving through them with the arrow keys and choosing with Enter; here,
 * on the first load, stays only what works without it: Escape, and Enter, which opens the results
 * page when no option is highlighted.
 */
export default function SearchBox({ variant, className }: { variant: SearchBoxVariant; className?: string }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const listboxId = `${id}-results`;
  const hero = variant === "hero";
  const container = useRef<HTMLDivElement>(null);
  // The panel writes its status (loading, the count of results) into this live region of the box,
  // which is there before the panel so that screen readers announce what changes in it.
  const [statusRegion, setStatusRegion] = useState<HTMLElement | null>(null);
  const { field, query, expanded, close, inputProps } = useSearchBox(lang, { takesRequests: !hero });
  const SearchPanel = searchPanel.useComponent(expanded);

  return (
    <div
      ref={container}
      role="search"
      aria-label={hero ? t("searchRegionHero") : t("searchRegionHeader")}
      className={cn("relative", className)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("searchLabel")}
      </label>
      <Icon
        name="search"
        className={cn(
          "pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground",
          hero ? "size-5" : "size-4",
        )}
      />
      <input
        ref={field}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        data-search-shortcut={hero ? undefined : ""}
        data-testid={hero ? "hero-search-input" : "search-input"}
        placeholder={hero ? t("heroSearchPlaceholder") : t("searchPlaceholder")}
        {...inputProps}
        className={cn(
          focusRing,
          "w-full rounded-lg border border-border bg-surface text-foreground placeholder:text-muted-foreground focus-visible:border-primary [&::-webkit-search-cancel-button]:cursor-pointer",
          // Room for the hint only while it shows (empty, not focused); with text, the browser's clear button takes the end.
          hero
            ? "h-14 pr-4 pl-11 text-base shadow-sm"
            : "peer h-10 pr-2 pl-9 text-sm lg:placeholder-shown:pr-12",
        )}
      />
      {/* ⌘ on Apple devices, Ctrl elsewhere: chosen in CSS from <html data-mac> (app/early/page.ts),
          so the first paint is right and React's markup is the same everywhere. */}
      {!hero && (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-border px-1.5 font-sans text-[0.7rem] text-muted-foreground lg:peer-[:placeholder-shown:not(:focus)]:block"
        >
          <span className="in-data-mac:hidden">Ctrl K</span>
          <span className="hidden in-data-mac:inline">⌘ K</span>
        </kbd>
      )}
      <span id={`${id}-hint`} className="sr-only">
        <span className="in-data-mac:hidden">{t("searchShortcut")}</span>
        <span className="hidden in-data-mac:inline">{t("searchShortcutMac")}</span>
      </span>
      <div ref={setStatusRegion} role="status" aria-live="polite" className="sr-only" />
      {SearchPanel && (
        <SearchPanel
          query={query}
          lang={lang}
          variant={variant}
          listboxId={listboxId}
          input={field}
          container={container}
          statusRegion={statusRegion}
          onClose={close}
        />
      )}
    </div>
  );
}
