import { useLang } from "~/hooks/use-lang";
import { Button } from "~/components/ui/button";
import { SupportPrompt } from "~/components/support/support-link";
import { LinkPills } from "~/components/home/link-pills";
import { SearchBox } from "~/components/search/search-box.static";
import { homeSuggestions } from "~/config/home";
import { content } from "~/lib/content/nav";
import { href } from "~/lib/urls";
import { usePageT } from "~/hooks/use-page-t";

const suggested = homeSuggestions.map((key) => content.article(key)!);
const categories = content.categories.filter((category) => category.onHome);

/**
 * The 404 page's body: the message, then ways to still get somewhere (search, the home page's
 * suggestions, the categories). The server sends it with status 404 for any unknown path.
 */
export function NotFound() {
  const lang = useLang();
  const t = usePageT();
  return (
    <div
      data-testid="not-found"
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-6 py-16 text-center"
    >
      {/* A dead link leaves a trace for whoever looks at the console (the page is shared by every unknown path). */}
      <script dangerouslySetInnerHTML={{ __html: "console.warn('404: no page at '+location.pathname)" }} />
      <p aria-hidden="true" className="text-7xl font-bold text-primary">
        404
      </p>
      <h1 className="text-2xl font-bold">
        <span className="sr-only">404 — </span>
        {t("notFoundHeading")}
      </h1>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
      <Button asChild variant="primary">
        <a href={href("/", lang)}>{t("backHome")}</a>
      </Button>

      <SearchBox variant="hero" className="mt-8 w-full max-w-xl text-left" />

      <LinkPills
        className="mt-6 w-full"
        lang={lang}
        title={t("suggestionsTitle")}
        testId="suggestion"
        links={suggested.map(({ route, icon, title }) => ({ route, icon, title: title[lang] }))}
      />
      <LinkPills
        className="mt-6 w-full"
        lang={lang}
        title={t("categoriesTitle")}
        links={categories.map(({ route, icon, title }) => ({ route, icon, title: title[lang] }))}
      />
      <SupportPrompt className="mt-8 text-muted-foreground" />
    </div>
  );
}
