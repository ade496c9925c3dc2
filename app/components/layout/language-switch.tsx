import { usePage } from "~/hooks/use-lang";
import { SegmentedControl, segmentClass } from "~/components/ui/segmented-control";
import { languages, type Lang } from "~/lib/i18n";
import { href, htmlLang, stripLang } from "~/lib/urls";
import { usePageT } from "~/hooks/use-page-t";
import { language } from "~/lib/languages";

/**
 * One link per language of the table, to the same page in that language; the URL carries the choice.
 * HTML only: the early page script stores the choice on click, and the browser's entry script keeps
 * the section being read and a search's `?q=`, and announces the change (app/islands/boot.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { lang, pathname } = usePage();
  const t = usePageT();
  return (
    <SegmentedControl label={t("language")} testId="language-switch" className={className}>
      {languages.map((option: Lang) => (
        <a
          key={option}
          href={href(stripLang(pathname), option)}
          data-testid={`lang-option-${option}`}
          data-switch-lang={option}
          hrefLang={htmlLang[option]}
          lang={htmlLang[option]}
          aria-current={option === lang ? "true" : undefined}
          className={segmentClass("aria-current", "px-2 py-1 text-xs font-semibold uppercase")}
        >
          {/* The visible code starts the name, so voice control finds it by what it shows (WCAG 2.5.3). */}
          {option}
          <span className="sr-only"> {language[option].name}</span>
        </a>
      ))}
    </SegmentedControl>
  );
}
