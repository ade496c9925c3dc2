import { Icon } from "~/components/ui/icon";
import type { Translation } from "~/lib/content/types";
import { formatDay } from "~/lib/i18n";
import { defaultLang, language, type Lang } from "~/lib/languages";
import { tp } from "~/lib/page-messages";
import { href } from "~/lib/urls";

/**
 * Tells the reader, in the page's language, that what follows is not a current translation: the
 * original's text where the article has not been translated yet, or a translation made before the
 * original last changed (and on which day it changed). Either way it links to the original.
 * Nothing for the original and a current translation.
 */
export function TranslationNotice({
  lang,
  route,
  translation,
}: {
  lang: Lang;
  route: string;
  translation: Translation;
}) {
  if (translation.state !== "missing" && translation.state !== "outdated") return null;
  const names = language[lang].names;
  const original = names[defaultLang] ?? language[defaultLang].name;
  const title = tp(lang, translation.state === "missing" ? "untranslatedTitle" : "outdatedTitle");
  const text =
    translation.state === "missing"
      ? tp(lang, "untranslatedText", { language: names[lang] ?? language[lang].name, original })
      : tp(lang, "outdatedText", { original, date: formatDay(translation.since, lang) });
  return (
    <aside
      data-testid="translation-notice"
      data-state={translation.state}
      aria-label={title}
      className="mb-8 flex gap-3 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-[0.95rem] [&>svg]:text-warning"
    >
      <Icon name="languages" size="5" className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="mb-1 font-semibold">{title}</p>
        <p>
          {text}{" "}
          <a
            href={href(route, defaultLang)}
            hrefLang={language[defaultLang].htmlLang}
            className="font-medium text-primary underline"
          >
            {tp(lang, "readOriginal")}
          </a>
        </p>
      </div>
    </aside>
  );
}
