import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useLang, useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";
import { href } from "~/lib/urls";

export type SearchBoxVariant = "header" | "hero";

const loadPanel = () => import("./search-panel");
const SearchPanel = lazy(loadPanel);

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
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [status, setStatus] = useState("");
  const text = query.trim();
  const expanded = open && text !== "" && wanted;

  const show = (value: string) => {
    setQuery(value);
    setOpen(true);
    setWanted(true);
    void loadPanel().then((panel) => panel.prefetchSearchIndex(lang));
  };

  // The assistant hands a question it cannot answer to search: the visible header box takes it.
  useEffect(() => {
    if (hero) return;
    const onSearch = (event: Event) => {
      if (!field.current?.offsetParent) return;
      show((event as CustomEvent<{ query: string }>).detail.query);
      field.current.focus();
    };
    window.addEventListener("lumi:search", onSearch);
    return () => window.removeEventListener("lumi:search", onSearch);
  });

  // Text typed before React hydrated the page is in the field but not in the state: take it over,
  // and show its results if the reader is still in the box.
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed === "") return;
    if (document.activeElement === field.current) show(typed);
    else setQuery(typed);
    // Once, for the markup React found; later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // The open panel has handled the key already (arrows, Enter on an option).
    if (event.defaultPrevented) return;
    if (event.key === "Escape") {
      if (expanded) setOpen(false);
      else if (query) setQuery("");
      else return;
      event.preventDefault();
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && text) {
      event.preventDefault();
      show(query);
    } else if (event.key === "Enter" && text) {
      event.preventDefault();
      window.location.assign(`${href("/busca", lang)}?q=${encodeURIComponent(text)}`);
    }
  };

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
        value={query}
        onFocus={() => {
          if (wanted) return;
          setWanted(true);
          void loadPanel().then((panel) => panel.prefetchSearchIndex(lang));
        }}
        onChange={(event) => show(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn(
          "w-full rounded-lg border border-border bg-surface text-foreground placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-search-cancel-button]:cursor-pointer",
          // Room for the hint only while it shows (empty, not focused); with text, the browser's clear button takes the end.
          hero
            ? "h-14 pr-4 pl-11 text-base shadow-sm"
            : "peer h-10 pr-2 pl-9 text-sm lg:placeholder-shown:pr-12",
        )}
      />
      {/* ⌘ on Apple devices, Ctrl elsewhere: chosen in CSS from <html data-mac> (app/lib/early-page.ts),
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
      <div role="status" aria-live="polite" className="sr-only">
        {expanded ? status : ""}
      </div>
      {expanded && (
        <Suspense fallback={null}>
          <SearchPanel
            query={query}
            lang={lang}
            variant={variant}
            listboxId={listboxId}
            input={field}
            container={container}
            onStatus={setStatus}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
