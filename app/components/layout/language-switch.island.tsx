import { usePage, useT } from "~/hooks/use-lang";
import { cn } from "~/lib/cn";
import { htmlLang, languageChangedEvent, languages, localizePath, stripLang, type Lang } from "~/lib/i18n";
import { messages } from "~/lib/messages";
import { sectionIds, sectionInView } from "~/lib/section-in-view";

/**
 * Two links, one per language, to the same page in the other language (a search keeps its `?q=`);
 * the URL carries the choice. The early page script stores the choice on click (`data-switch-lang`),
 * with or without this island awake; once awake, the link also keeps the section being read and
 * announces the change (CONTRACT: `language-changed`).
 */
export default function LanguageSwitch({ className }: { className?: string }) {
  const { lang, pathname } = usePage();
  const t = useT();
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
            href={localizePath(stripLang(pathname), option)}
            data-testid={`lang-option-${option}`}
            data-switch-lang={option}
            hrefLang={htmlLang[option]}
            lang={htmlLang[option]}
            aria-current={active ? "true" : undefined}
            aria-label={messages[option].languageName}
            onClick={(event) => {
              event.preventDefault();
              if (active) return;
              // The page in the browser's address bar (the not-found page was pre-rendered for another).
              const { pathname: here, search, hash } = window.location;
              const section = hash ? hash.slice(1) : sectionInView(sectionIds());
              window.dispatchEvent(new CustomEvent(languageChangedEvent, { detail: { lang: option } }));
              window.location.assign(
                localizePath(stripLang(here), option) + search + (section ? `#${section}` : ""),
              );
            }}
            className={cn(
              "rounded px-2 py-1 text-xs font-semibold uppercase focus-visible:outline-2 focus-visible:outline-ring",
              active
                ? "bg-primary text-primary-foreground"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            {option}
          </a>
        );
      })}
    </div>
  );
}
