import type { Route } from "./+types/search-results";
import SearchResultsPage from "~/components/search/results-page.island";
import { StructuredData } from "~/components/layout/structured-data";
import { Island } from "~/islands/island";
import { useLang } from "~/hooks/use-lang";
import { href, langFromPath } from "~/lib/urls";
import { t } from "~/lib/messages";
import { breadcrumbList } from "~/lib/structured-data";
import { tp } from "~/lib/page-messages";

// A page per query would be thin, duplicate content: search engines are asked not to index it, and
// it is not in the sitemap.
export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  return [
    { title: `${t(lang, "resultsTitle")} | ${tp(lang, "siteName")}` },
    { name: "description", content: t(lang, "resultsDescription") },
    { name: "robots", content: "noindex" },
  ];
}

export default function SearchResultsRoute() {
  const lang = useLang();
  // The trail the results page shows (Help Center › Search results), as data.
  const crumbs = [
    { label: t(lang, "helpCenter"), href: href("/", lang) },
    { label: t(lang, "resultsBreadcrumb"), href: href("/busca", lang) },
  ];
  return (
    <>
      <Island component={SearchResultsPage} props={{ lang }} />
      <StructuredData nodes={[breadcrumbList(crumbs)]} />
    </>
  );
}
