import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useLang, useT } from "~/hooks/use-lang";
import { buttonVariants } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { SearchBox } from "~/components/search/search-box";
import { homeSuggestions } from "~/config/home";
import { nav } from "~/lib/content/nav";
import { localizePath } from "~/lib/i18n";

const suggested = homeSuggestions.map((key) => nav.articles.find((article) => article.key === key)!);
const categories = nav.categories.filter((category) => category.searchable);

/**
 * The 404 page's body: the message, then ways to still get somewhere (search, the home page's
 * suggestions, the categories). The server sends it with status 404 for any unknown path.
 */
export function NotFound() {
  const lang = useLang();
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  const pill =
    "inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium shadow-xs hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <div
      data-testid="not-found"
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-6 py-16 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-bold text-primary">
        404
      </p>
      <h1 className="text-2xl font-bold">
        <span className="sr-only">404 — </span>
        {t("notFoundHeading")}
      </h1>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
      <Link to={localizePath("/", lang)} className={buttonVariants({ variant: "primary" })}>
        {t("backHome")}
      </Link>

      <SearchBox variant="hero" className="mt-8 w-full max-w-xl text-left" />

      <section aria-labelledby="not-found-suggestions" className="mt-8 w-full">
        <h2 id="not-found-suggestions" className="mb-3 text-lg font-semibold">
          {t("suggestionsTitle")}
        </h2>
        <ul className="flex flex-wrap justify-center gap-2">
          {suggested.map((article) => (
            <li key={article.key}>
              <Link to={localizePath(article.route, lang)} data-testid="suggestion" className={pill}>
                <ContentIcon name={article.icon} className="size-4 text-primary" />
                {article.title[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="not-found-categories" className="mt-6 w-full">
        <h2 id="not-found-categories" className="mb-3 text-lg font-semibold">
          {t("categoriesTitle")}
        </h2>
        <ul className="flex flex-wrap justify-center gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={localizePath(category.route, lang)} className={pill}>
                <ContentIcon name={category.icon} className="size-4 text-primary" />
                {category.title[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
