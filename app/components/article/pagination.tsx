import { Icon } from "~/components/ui/icon";
import { useLang } from "~/hooks/use-lang";
import type { NavArticle } from "~/lib/content/navigation";
import { content } from "~/lib/content/nav";
import { textLang } from "~/lib/content/translation";
import { href, htmlLang } from "~/lib/urls";
import { cn, focusRing } from "~/lib/cn";
import { usePageT } from "~/hooks/use-page-t";

/** Previous and next article in sidebar order. */
export function Pagination({ article }: { article: NavArticle }) {
  const lang = useLang();
  const t = usePageT();
  const { previous, next } = content.neighbours(article);
  /** The title's language where the neighbour is not yet translated into the page's. */
  const wordsLang = (neighbour: NavArticle) =>
    textLang(neighbour, lang) === lang ? undefined : htmlLang[textLang(neighbour, lang)];
  return (
    <nav aria-label={t("pagination")} className="mt-8 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <a
          href={href(previous.route, lang)}
          rel="prev"
          className={cn(focusRing, "group rounded-lg border border-border p-4 hover:border-primary")}
        >
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Icon name="arrow-left" size="3.5" />
            {t("previous")}
          </span>
          <span lang={wordsLang(previous)} className="mt-1 block font-medium group-hover:text-primary">
            {previous.title[lang]}
          </span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a
          href={href(next.route, lang)}
          rel="next"
          className={cn(
            focusRing,
            "group rounded-lg border border-border p-4 text-right hover:border-primary",
          )}
        >
          <span className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
            {t("next")}
            <Icon name="arrow-right" size="3.5" />
          </span>
          <span lang={wordsLang(next)} className="mt-1 block font-medium group-hover:text-primary">
            {next.title[lang]}
          </span>
        </a>
      )}
    </nav>
  );
}
