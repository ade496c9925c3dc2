import type { ReactNode } from "react";
import { SupportLink } from "~/components/support/support-link";
import { Icon } from "~/components/ui/icon";
import { brand } from "~/config/brand";
import { useLang } from "~/hooks/use-lang";
import { cn, focusRing } from "~/lib/cn";
import { usePageT } from "~/hooks/use-page-t";

// Brand glyphs are not in lucide; these are simple, recognisable outlines.
const socialIcons: Record<(typeof brand.social)[number]["id"], ReactNode> = {
  linkedin: (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.75v5.6h-4v-4.97c0-1.18-.02-2.7-1.73-2.7-1.73 0-2 1.28-2 2.61v5.06h-4v-11Z" />
    </svg>
  ),
  website: <Icon name="globe" size="5" />,
  instagram: (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" className="fill-current" />
    </svg>
  ),
  youtube: (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.76-1.77C18.27 5 12 5 12 5s-6.27 0-7.84.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.76 1.77C5.73 19 12 19 12 19s6.27 0 7.84-.43a2.5 2.5 0 0 0 1.76-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
    </svg>
  ),
};

export function SiteFooter() {
  const lang = useLang();
  const t = usePageT();
  return (
    <footer className="border-t border-border bg-surface">
      {/* Room below for the floating buttons, so they never cover a link at the end of the page. */}
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-6 pt-8 pb-24 sm:flex-row">
        <div className="flex flex-col items-center gap-1 text-sm text-muted-foreground sm:items-start">
          <p>{t("footerRights", { year: brand.copyrightYear })}</p>
          <SupportLink className="font-medium" />
        </div>
        <ul aria-label={t("footerSocial")} className="flex items-center gap-2">
          {brand.social.map((link) => {
            const label = typeof link.label === "string" ? link.label : link.label[lang];
            return (
              <li key={link.id}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="social-link"
                  aria-label={t("opensInNewTab", { name: label })}
                  title={label}
                  className={cn(
                    focusRing,
                    "flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground",
                  )}
                >
                  {socialIcons[link.id]}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </footer>
  );
}
