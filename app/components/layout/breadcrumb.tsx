import { Icon } from "~/components/ui/icon";
import { usePage, useT } from "~/hooks/use-lang";
import { content } from "~/lib/content/nav";
import { langFromPath } from "~/lib/urls";
import { cn, focusRing } from "~/lib/cn";
import { breadcrumbList } from "~/lib/structured-data";
import { StructuredData } from "./structured-data";

/**
 * Help Center > category > (parent >) article, derived from the one navigation tree; the same
 * trail is given to search engines as a schema.org BreadcrumbList beside it.
 */
export function Breadcrumb() {
  const t = useT();
  const { pathname } = usePage();
  const page = content.match(pathname);
  const crumbs = content.breadcrumbs({ ...page, lang: langFromPath(pathname) }, t("helpCenter"));
  return (
    <>
      <nav aria-label={t("breadcrumb")} data-testid="breadcrumb" className="mb-6">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.href} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" lang={crumb.lang} className="font-medium text-foreground">
                    {crumb.label}
                  </span>
                ) : (
                  <>
                    <a
                      href={crumb.href}
                      lang={crumb.lang}
                      className={cn(focusRing, "rounded hover:text-foreground hover:underline")}
                    >
                      {crumb.label}
                    </a>
                    <Icon name="chevron-right" size="4" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <StructuredData nodes={[breadcrumbList(crumbs)]} />
    </>
  );
}
