import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useLang, useT } from "~/hooks/use-lang";
import { brand } from "~/config/brand";
import { localizePath } from "~/lib/i18n";
import { buttonVariants } from "~/components/ui/button";
import { SearchBox } from "~/components/search/search-box";
import { LanguageSwitch } from "./language-switch";
import { ThemeSwitch } from "./theme-switch";
import { BrandMark } from "./brand-mark";

export function SiteHeader() {
  const lang = useLang();
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      {/* One search box at every width: a row of its own on phones, beside the actions from md up. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 md:h-16 md:flex-nowrap md:py-0 lg:px-6">
        <Link
          to={localizePath("/", lang)}
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-ring"
        >
          <BrandMark />
          <span className="text-lg">{brand.name}</span>
          <span className="hidden text-sm font-normal text-muted-foreground sm:inline">
            {t("helpCenter")}
          </span>
        </Link>
        <SearchBox
          variant="header"
          className="order-last w-full md:order-none md:ml-auto md:w-auto md:max-w-sm md:flex-1"
        />
        <div className="ml-auto flex items-center gap-2 sm:gap-3 md:ml-0">
          <ThemeSwitch />
          <LanguageSwitch />
          <a
            href={brand.demoAppUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="login-link"
            title={t("loginHint")}
            className={buttonVariants({ variant: "primary", size: "sm" })}
          >
            {t("login")}
            <Icon name="external-link" />
            <span className="sr-only">{t("externalLink")}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
