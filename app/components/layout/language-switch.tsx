import { Link, useLocation, useNavigate } from "react-router";
import { useLang, useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";
import { languages, localizePath, stripLang, type Lang } from "~/lib/i18n";
import { messages } from "~/lib/messages";
import { sectionIds, sectionInView } from "~/lib/section-in-view";

/**
 * Two links, one per language, to the same page in the other language (a search keeps its `?q=`);
 * the URL carries the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const route = stripLang(pathname);
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
          <Link
            key={option}
            to={localizePath(route, option) + search + hash}
            data-testid={`lang-option-${option}`}
            hrefLang={option === "pt" ? "pt-BR" : "en"}
            lang={option === "pt" ? "pt-BR" : "en"}
            aria-current={active ? "true" : undefined}
            aria-label={messages[option].languageName}
            onClick={(event) => {
              if (active) {
                event.preventDefault();
                return;
              }
              // Keep the reader's place when the URL has no #section of its own.
              if (!hash) {
                const section = sectionInView(sectionIds());
                if (section) {
                  event.preventDefault();
                  void navigate(`${localizePath(route, option)}#${section}`);
                }
              }
            }}
            className={cn(
              "rounded px-2 py-1 text-xs font-semibold uppercase focus-visible:outline-2 focus-visible:outline-ring",
              active
                ? "bg-primary text-primary-foreground"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            {option}
          </Link>
        );
      })}
    </div>
  );
}
