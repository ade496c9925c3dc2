import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useLang, useT } from "~/hooks/use-lang";
import { brand } from "~/config/brand";
import { href } from "~/lib/urls";
import { Button, buttonVariants } from "~/components/ui/button";
import { SearchBox } from "~/components/search/search-box.static";
import { LanguageSwitch } from "./language-switch";
import { ThemeSwitch } from "./theme-switch";
import { BrandMark } from "./brand-mark";
import { cn, focusRing } from "~/lib/cn";
import { usePageT } from "~/hooks/use-page-t";
import { headerSearchId, headerSearchOpenId } from "~/lib/header-search";

/**
 * The top bar, one row at every width; `menuButton` (the sidebar's, from the app shell) comes first
 * below 1024 px. Below 768 px (a phone) the row keeps the menu button, the logo and a search button:
 * the button shows the search box over the row (header-search.dom.ts; without scripts it is a link
 * to the results page), and the theme, language and login controls are shown at the top of the open
 * menu, the same elements moved there by CSS (app.css), so every control and test hook stays one.
 * All of it is CSS on the same HTML: the header has its final height from the first frame.
 */
export function SiteHeader({ menuButton }: { menuButton: ReactNode }) {
  const lang = useLang();
  const t = useT();
  const tp = usePageT();
  return (
    // A solid background, no backdrop filter: a filter would make the header the containing block
    // of what is fixed in it (the menu button, which floats on large screens; the controls, at the
    // top of the menu on phones).
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="relative flex h-[calc(var(--header-height)-1px)] items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
        {menuButton}
        <a
          href={href("/", lang)}
          className={cn(focusRing, "flex shrink-0 items-center gap-2 rounded-md font-semibold")}
        >
          <BrandMark />
          <span className="text-lg">{brand.name}</span>
          <span className="hidden text-sm font-normal text-muted-foreground sm:inline">
            {t("helpCenter")}
          </span>
        </a>
        <a
          id={headerSearchOpenId}
          href={href("/busca", lang)}
          data-testid="search-open"
          aria-label={tp("searchOpen")}
          data-tooltip={tp("searchOpen")}
          data-tooltip-side="bottom"
          className={cn(
            buttonVariants({ variant: "ghost", size: "icon" }),
            "ml-auto justify-center md:hidden",
          )}
        >
          <Icon name="search" />
        </a>
        <div
          id={headerSearchId}
          className="max-md:absolute max-md:inset-0 max-md:hidden max-md:items-center max-md:gap-2 max-md:bg-surface max-md:px-3 md:contents"
        >
          <SearchBox variant="header" className="flex-1 md:ml-auto md:max-w-sm" />
          <button
            type="button"
            data-header-search-close=""
            aria-label={tp("searchClose")}
            data-tooltip={tp("searchClose")}
            data-tooltip-side="bottom"
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "justify-center md:hidden")}
          >
            <Icon name="x" />
          </button>
        </div>
        <div id="header-actions" className="flex items-center gap-3">
          <ThemeSwitch />
          <LanguageSwitch />
          <Button asChild variant="primary" size="sm">
            <a
              href={brand.demoAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="login-link"
              title={tp("loginHint")}
            >
              {t("login")}
              <Icon name="external-link" />
              <span className="sr-only">{tp("externalLink")}</span>
            </a>
          </Button>
        </div>
      </div>
    </header>
  );
}
