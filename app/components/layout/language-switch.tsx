import { usePage } from "~/hooks/use-lang";
import { cn, focusRing } from "~/lib/cn";
import { languages, type Lang } from "~/lib/i18n";
import { href, htmlLang, stripLang } from "~/lib/urls";
import { usePageT } from "~/hooks/use-page-t";
import { tp } from "~/lib/page-messages";

/**
 * Two links, one per language, to the same page in the other language; the URL carries the choice.
 * HTML only: the early page script stores the choice on click, and the browser's entry script keeps
 * the section being read and a search's `?q=`, and announces the change (app/islands/boot.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { lang, pathname } = usePage();
  const t = usePageT();
  return (
    <div
      role="group"
      aria-label={t("language")}
      data-testid="language-switch"
      className={cn("flex rounded-md border border-border p-0.5", className)}
    >
      {languages.map((option: Lang) => {
        const active = option === lang;
        return (
          <a
            key={option}
            href={href(stripLang(pathname), option)}
            data-testid={`lang-option-${option}`}
            data-switch-lang={option}
            hrefLang={htmlLang[option]}
            lang={htmlLang[option]}
            aria-current={active ? "true" : undefined}
            className={cn(
              focusRing,
              "rounded px-2 py-1 text-xs font-semibold uppercase",
              active
                ? "bg-primary text-primary-foreground"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            {/* The visible code starts the name, so voice control finds it by what it shows (WCAG 2.5.3). */}
            {option}
            <span className="sr-only"> {tp(option, "languageName")}</span>
          </a>
        );
      })}
    </div>
  );
}
