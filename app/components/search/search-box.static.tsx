import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/hooks/use-lang";
import { cn, focusRing } from "~/lib/cn";
import { searchBoxAttribute, type SearchBoxVariant } from "./search-box-markup";

/**
 * A search field following the WAI-ARIA combobox pattern, rendered once at build time. Its
 * behaviour is plain DOM (no React): search-box.dom.ts, on the first load, loads the combobox and
 * its results panel (combobox.on-intent.ts) at the reader's first sign of intent, together with the
 * index; until they arrive the field takes typing, and the combobox takes the text over.
 */
export function SearchBox({ variant, className }: { variant: SearchBoxVariant; className?: string }) {
  const t = useT();
  const id = useId();
  const listboxId = `${id}-results`;
  const hero = variant === "hero";

  return (
    <div
      role="search"
      {...{ [searchBoxAttribute]: variant }}
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
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={false}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        data-search-shortcut={hero ? undefined : ""}
        data-testid={hero ? "hero-search-input" : "search-input"}
        placeholder={hero ? t("heroSearchPlaceholder") : t("searchPlaceholder")}
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
          so the first paint is right and the markup is the same everywhere. */}
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
      {/* The panel writes its status (loading, the count of results) here, a live region there
          before the panel so that screen readers announce what changes in it. */}
      <div role="status" aria-live="polite" className="sr-only" />
    </div>
  );
}
