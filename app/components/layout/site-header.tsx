import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useLang, useT } from "~/hooks/use-lang";
import { brand } from "~/config/brand";
import { href } from "~/lib/urls";
import { Button } from "~/components/ui/button";
import SearchBox from "~/components/search/search-box.island";
import { Island } from "~/islands/island";
import { LanguageSwitch } from "./language-switch";
import { ThemeSwitch } from "./theme-switch";
import { BrandMark } from "./brand-mark";
import { cn, focusRing } from "~/lib/cn";
import { usePageT } from "~/hooks/use-page-t";

/** The top bar; `menuButton` (the sidebar's, from the app shell) comes first on small screens. */
/**
 * `ownSearch`: the page has its own big search box (home, not-found); below 768 px the
 * header's box, which takes a row of its own there, is not stacked right above it. Decided when the
 * page is rendered, so the header has its final height from the first frame (a rule that looked
 * for the page's box once parsed moved the page up under the reader: CLS 0.059 on the 404 page).
 */
export function SiteHeader({ menuButton, ownSearch }: { menuButton: ReactNode; ownSearch: boolean }) {
  const lang = useLang();
  const t = useT();
  const tp = usePageT();
  return (
    // A solid background, no backdrop filter: a filter would make the header the containing block
    // of the menu button, which floats (position: fixed) on large screens.
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      {/* One search box at every width: a row of its own on phones, beside the actions from md up. */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-3 py-3 sm:gap-x-3 sm:px-4 md:h-16 md:flex-nowrap md:py-0 lg:px-6">
        {menuButton}
        <a
          href={href("/", lang)}
          className={cn(focusRing, "flex shrink-0 items-center gap-2 rounded-md font-semibold")}
        >
          <BrandMark />
          {/* On phones the mark alone, so the header's controls fit one row; the name stays for screen readers. */}
          <span className="text-lg max-sm:sr-only">{brand.name}</span>
          <span className="hidden text-sm font-normal text-muted-foreground sm:inline">
            {t("helpCenter")}
          </span>
        </a>
        <Island
          component={SearchBox}
          props={{
            variant: "header",
            className: cn(
              "order-last w-full md:order-none md:ml-auto md:w-auto md:max-w-sm md:flex-1",
              ownSearch && "max-md:hidden",
            ),
          }}
          hydrate="use"
        />
        <div className="ml-auto flex items-center gap-1.5 sm:gap-3 md:ml-0">
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
              <Icon name="external-link" className="hidden sm:block" />
              <span className="sr-only">{tp("externalLink")}</span>
            </a>
          </Button>
        </div>
      </div>
    </header>
  );
}
