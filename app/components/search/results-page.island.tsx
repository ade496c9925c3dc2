/**
 * The full results of a search, at `/busca?q=…` and `/en/busca?q=…`: a shareable page. The shell
 * (breadcrumb, title, a plain GET form that works without JavaScript) is pre-rendered with the
 * route; the query is not known at build time, so the list of results loads after it and is
 * matched in the browser, from the same index file as the search panel.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn, focusRing } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";
import { href } from "~/lib/urls";
import { t } from "~/lib/messages";

const ResultsList = lazy(() => import("./results-list"));

// No icons here: a module the first load has in a chunk of its own share would be split off it,
// and every page would pay for the extra file.
export default function SearchResultsPage({ lang }: { lang: Lang }) {
  // The query is read after hydration: the pre-rendered shell was built without one.
  const [query, setQuery] = useState<string>();
  useEffect(() => setQuery(new URLSearchParams(window.location.search).get("q") ?? ""), []);
  const action = href("/busca", lang);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-10">
      <nav aria-label={t(lang, "breadcrumb")} data-testid="breadcrumb" className="mb-6">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1">
            <a href={href("/", lang)} className="rounded hover:text-foreground hover:underline">
              {t(lang, "helpCenter")}
            </a>
            <span aria-hidden="true">›</span>
          </li>
          <li>
            <span aria-current="page" className="font-medium text-foreground">
              {t(lang, "resultsBreadcrumb")}
            </span>
          </li>
        </ol>
      </nav>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t(lang, "resultsTitle")}</h1>
      {/* A plain GET form: it works before (and without) JavaScript, one full page load per search. */}
      <form role="search" action={action} method="get" className="mb-6 flex gap-2">
        <label htmlFor="results-query" className="sr-only">
          {t(lang, "searchLabel")}
        </label>
        <input
          id="results-query"
          name="q"
          type="search"
          key={query ?? ""}
          defaultValue={query ?? ""}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className={cn(
            focusRing,
            "h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm focus-visible:border-primary",
          )}
        />
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {t(lang, "resultsSearch")}
        </button>
      </form>
      <noscript>
        <p className="text-muted-foreground">{t(lang, "resultsNeedScript")}</p>
      </noscript>
      {query !== undefined && (
        <Suspense>
          <ResultsList query={query} lang={lang} buttonClass={buttonVariants({ variant: "primary" })} />
        </Suspense>
      )}
    </div>
  );
}
