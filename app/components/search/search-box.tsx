import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";

export type SearchBoxVariant = "header" | "header-mobile" | "hero";

/** The search field of the header and the home hero. */
export function SearchBox({ variant, className }: { variant: SearchBoxVariant; className?: string }) {
  const t = useT();
  const id = useId();
  const listboxId = `${id}-results`;
  const hero = variant === "hero";
  return (
    <div
      role="search"
      aria-label={hero ? t("searchRegionHero") : t("searchRegionHeader")}
      className={cn("relative", className)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("searchLabel")}
      </label>
      <Icon
        name="search"
        aria-hidden="true"
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
        autoComplete="off"
        spellCheck={false}
        data-testid={
          hero ? "hero-search-input" : variant === "header" ? "search-input" : "search-input-mobile"
        }
        placeholder={hero ? t("heroSearchPlaceholder") : t("searchPlaceholder")}
        className={cn(
          "w-full rounded-lg border border-border bg-surface text-foreground placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-ring",
          hero ? "h-14 pr-4 pl-11 text-base shadow-sm" : "h-10 pr-3 pl-9 text-sm",
        )}
      />
    </div>
  );
}
